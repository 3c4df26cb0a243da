import type { CreateWebpackConfigArgs } from "gatsby";
import { LANDING_STYLE_FOLDERS, LANDING_STYLES_CHUNK } from "../lib/stylesheet-order";

/** The CSS of the folders LANDING_STYLE_FOLDERS (the marketing pages' sections, mock-ups, product
 * visuals and proof): only pages of content/pages/ (the landing frame) use these components. */
export const LANDING_CSS = new RegExp(
  String.raw`[\\/]src[\\/]components[\\/](?:${LANDING_STYLE_FOLDERS.join("|")})[\\/][^\\/]+\.css$`,
);

export { LANDING_STYLES_CHUNK };

type CssModule = { type: string; nameForCondition(): string | null };
type CacheGroup = { test?: (module: CssModule, context: unknown) => boolean; priority?: number };

export const isLandingCss = (module: CssModule) =>
  module.type === "css/mini-extract" && LANDING_CSS.test(module.nameForCondition() ?? "");

/**
 * Gatsby puts every CSS module of the browser bundle into one `styles` chunk, inlined into every
 * page. The landing sections' CSS (LANDING_CSS, the chunk LANDING_STYLES_CHUNK) gets a chunk of its
 * own, so only pages whose template imports it inline it (Gatsby inlines the CSS of the `app` chunk
 * group and of the page's template) and a client-side navigation to such a page loads it as a
 * stylesheet, after the inlined ones. On a first visit gatsby-ssr.tsx puts it after `styles` too
 * (src/lib/stylesheet-order.ts); CssOrderGuard fails the build when the `app` group carries it.
 */
export function splitLandingStyles({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups as Record<string, CacheGroup | false> | undefined;
  const styles = groups?.styles;
  if (!groups || !styles || typeof styles.test !== "function")
    throw new Error("splitLandingStyles: Gatsby's webpack config has no `styles` cache group with a test any more");
  const isGatsbyCss = styles.test;
  styles.test = (module, context) => isGatsbyCss(module, context) && !isLandingCss(module);
  groups[LANDING_STYLES_CHUNK] = {
    ...styles,
    name: LANDING_STYLES_CHUNK,
    test: (module, context) => isGatsbyCss(module, context) && isLandingCss(module),
  } as CacheGroup;
  actions.replaceWebpackConfig(config);
}
