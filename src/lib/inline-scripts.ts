import type { AnnouncementBarConfig, ColorModeConfig } from "../config";
import { siteConfig } from "../config/site";
import { announcementInitScript } from "./announcement";
import { colorModeInitScript } from "./color-mode";
import { consentInitScript } from "./consent";
import { AFTER_FIRST_PAINT_SCRIPT } from "../../plugins/gatsby-overrides/after-first-paint";
import { EARLY_CONTROLS_SCRIPT } from "./early-controls";

// Every inline script a built page may run, each a constant text from the configuration: the head
// scripts that apply stored choices before the first paint (gatsby-ssr.tsx) and the loader of
// Gatsby's bundles (plugins/gatsby-overrides/post-build/scripts-after-paint.ts). The Content-Security-Policy allows exactly
// these by their hashes (server/csp.ts), and the build fails on a page with any other
// (src/node/csp-check.ts).

type Config = { announcementBar: AnnouncementBarConfig | null; colorMode: ColorModeConfig };

/** The head scripts gatsby-ssr.tsx renders, by their React keys, in their order. */
export function headScripts({ announcementBar, colorMode }: Config = siteConfig): Record<string, string> {
  return {
    ...(announcementBar ? { announcement: announcementInitScript(announcementBar.id) } : {}),
    ...(colorMode.disableSwitch ? {} : { "color-mode": colorModeInitScript(colorMode) }),
    consent: consentInitScript(),
    controls: EARLY_CONTROLS_SCRIPT,
  };
}

/** The text of every inline script a page may run. */
export function inlineScripts(config: Config = siteConfig): string[] {
  return [...Object.values(headScripts(config)), AFTER_FIRST_PAINT_SCRIPT];
}
