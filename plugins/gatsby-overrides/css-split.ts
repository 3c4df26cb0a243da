import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { LANDING_STYLES_CHUNK, PAGE_KIND_STYLESHEETS, pageKindOf } from "./stylesheet-order";

export { LANDING_STYLES_CHUNK };

type CssModule = { type: string; nameForCondition(): string | null };
type CacheGroup = { test?: (module: CssModule, context: unknown) => boolean; priority?: number };

/** The chunk of the page kind whose sources (PAGE_KIND_STYLESHEETS) hold a CSS module; undefined
 * for the shell's CSS and for anything but CSS. */
export function pageKindChunkOf(module: CssModule, src = path.resolve("src")): string | undefined {
  if (module.type !== "css/mini-extract") return undefined;
  const file = path.relative(src, module.nameForCondition() ?? "");
  if (file.startsWith("..") || path.isAbsolute(file)) return undefined;
  return pageKindOf(file.split(path.sep).join("/"))?.chunk;
}

/**
 * Gatsby puts every CSS module of the browser bundle into one `styles` chunk, inlined into every
 * page. The CSS of each page kind (PAGE_KIND_STYLESHEETS: the landing sections, the docs frame, the
 * blog, the price table, the tools) gets a chunk of its own, so only pages whose template imports
 * it inline it (Gatsby inlines the CSS of the `app` chunk group and of the page's template) and a
 * client-side navigation to such a page loads it as a stylesheet, after the inlined ones. On a
 * first visit gatsby-ssr.tsx puts it after `styles` too (plugins/gatsby-overrides/stylesheet-order.ts);
 * CssOrderGuard fails the build when a page of another kind, or the `app` group, carries it.
 */
export function splitPageKindStyles({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups as Record<string, CacheGroup | false> | undefined;
  const styles = groups?.styles;
  if (!groups || !styles || typeof styles.test !== "function")
    throw new Error("splitPageKindStyles: Gatsby's webpack config has no `styles` cache group with a test any more");
  const isGatsbyCss = styles.test;
  styles.test = (module, context) => isGatsbyCss(module, context) && !pageKindChunkOf(module);
  for (const { chunk } of PAGE_KIND_STYLESHEETS)
    groups[chunk] = {
      ...styles,
      name: chunk,
      test: (module, context) => isGatsbyCss(module, context) && pageKindChunkOf(module) === chunk,
    } as CacheGroup;
  actions.replaceWebpackConfig(config);
}
