import fs from "node:fs";
import path from "node:path";
import { isStaticMdx } from "../lib/static-mdx";
import type { CreateWebpackConfigArgs } from "gatsby";
import { externalUrls, siteUrl } from "../config/env";

/** SITE_URL is not a GATSBY_ variable; inline it so canonical URLs match in SSR and the browser. */
export function defineSiteUrl({ actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(siteUrl) })] });
  // Compiled MDX sits in webpack's persistent cache, which does not notice that the app or status
  // address changed (src/node/remark-external-urls.ts writes them into the MDX output): tie the
  // cache to them, so a build for another environment recompiles.
  const cache = (getConfig() as { cache?: unknown }).cache;
  if (cache && typeof cache === "object") {
    const version = [(cache as { version?: string }).version, siteUrl, externalUrls.app, externalUrls.status]
      .filter(Boolean)
      .join("|");
    actions.setWebpackConfig({ cache: { version } });
  }
}

/**
 * Pages of content/pages/ and static docs are static in the browser: the production browser bundle
 * gets the body as HTML from the page data (src/node/page-bodies.ts) instead of the compiled MDX
 * and the landing sections. Server rendering and `gatsby develop` keep the real modules.
 */
export function serveStaticPageBodies({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const placeholder = path.resolve("src/components/mdx-placeholder.tsx");
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /[\\/]components[\\/]landing(?:\.tsx)?$/,
        path.resolve("src/components/landing.browser.tsx"),
      ),
      // The MDX file itself, not the page module that imports it (…/page.tsx?__contentFilePath=…mdx).
      plugins.normalModuleReplacement(/^[^?]*[\\/]content[\\/]pages[\\/][^?]+\.mdx$/, placeholder),
      // Docs too, unless their body needs React (src/lib/static-mdx.ts).
      plugins.normalModuleReplacement(
        /^[^?]*[\\/]content[\\/]docs[\\/][^?]+\.mdx$/,
        (resource: { request: string }) => {
          if (isStaticMdx(fs.readFileSync(resource.request, "utf8"))) resource.request = placeholder;
        },
      ),
    ],
  });
}

type Compilation = { warnings: Error[]; errors: Error[] };
type Compiler = { hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } } };

/** The pages that import the same CSS modules in a different order, as mini-css-extract-plugin
 * reports them, without the loader chains in front of each file. */
export function cssOrderConflicts(warnings: Error[]): string[] {
  return warnings
    .filter((warning) => warning.message.includes("Conflicting order"))
    .map((warning) => warning.message.replace(/(?:\S*node_modules\/\S*?-loader\S*?!)+/g, ""));
}

/**
 * The production stylesheet merges every page's CSS modules in one order. When two pages import
 * shared modules in different orders (e.g. one reaches the shell through `gatsby` before its own
 * components, the other after), mini-css-extract-plugin picks an order and warns: the cascade then
 * depends on that pick. Such a conflict fails the build instead, naming the modules and pages, so
 * it is fixed at its cause (the import order) rather than scrolling past.
 */
export class CssOrderGuard {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("CssOrderGuard", (compilation) => {
      const conflicts = cssOrderConflicts(compilation.warnings);
      if (!conflicts.length) return;
      compilation.warnings = compilation.warnings.filter((warning) => !warning.message.includes("Conflicting order"));
      compilation.errors.push(
        new Error(
          `${conflicts.length} CSS order conflict(s): pages import shared CSS modules in different orders. ` +
            `Import the shell (anything from "gatsby" or src/theme/Link) before a page's own components.\n\n` +
            conflicts.join("\n\n"),
        ),
      );
    });
  }
}

export function failOnCssOrderConflicts({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CssOrderGuard()] });
}
