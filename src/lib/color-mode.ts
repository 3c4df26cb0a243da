import type { ColorModeConfig } from "../config";

// Colour mode (docs/product-spec.md §4): light or dark, the choice saved under "theme"; with no saved choice the
// system preference when respectPrefersColorScheme is on, else defaultMode.

export type ColorMode = "light" | "dark";
export const COLOR_MODE_KEY = "theme";
export const COLOR_MODE_ATTRIBUTE = "data-theme";

export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

export function resolveColorMode(config: ColorModeConfig, stored: string | null, prefersDark: boolean): ColorMode {
  if (!config.disableSwitch && isColorMode(stored)) return stored;
  if (config.respectPrefersColorScheme) return prefersDark ? "dark" : "light";
  return config.defaultMode;
}

/** Inline <head> script applying the mode before first paint, so nothing flashes. */
export function colorModeInitScript(config: ColorModeConfig): string {
  return `(function(){var c=${JSON.stringify(config)},s=null,d=false;try{s=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)})}catch(e){}try{d=window.matchMedia("(prefers-color-scheme: dark)").matches}catch(e){}var m=(!c.disableSwitch&&(s==="light"||s==="dark"))?s:(c.respectPrefersColorScheme?(d?"dark":"light"):c.defaultMode);document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)})();`;
}
