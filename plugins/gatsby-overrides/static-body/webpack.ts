import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

// The module swaps of the static-body mechanism, called from onCreateWebpackConfig (gatsby-node.ts).

/**
 * The landing sections stay out of the production browser bundle: it gets ./landing-browser.tsx in
 * place of src/components/landing.tsx, as a page of content/pages/ is always static there. Server
 * rendering and `gatsby develop` keep the real module.
 */
export function keepLandingSectionsOnServer({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /[\\/]components[\\/]landing(?:\.tsx)?$/,
        path.resolve("plugins/gatsby-overrides/static-body/landing-browser.tsx"),
      ),
    ],
  });
}

/**
 * Static pages share their template in production (./page-component.ts); only the HTML renderer
 * needs their compiled MDX (./ServerBody.tsx). Every other bundle, the browser's and `gatsby
 * develop`'s, gets the empty placeholder, so the MDX of every page stays out of them.
 */
export function renderSharedMdxBodiesOnServerOnly({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage === "build-html") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /[\\/]static-body[\\/]ServerBody(?:\.tsx)?$/,
        path.resolve("plugins/gatsby-overrides/static-body/placeholder.tsx"),
      ),
    ],
  });
}

/** The name every bundle gets defined: "true" in the production browser bundle, where a static
 * page's body is HTML and never rendered, "false" in the others (the HTML renderer, `gatsby
 * develop`). The site's code tests it instead of Gatsby's own name of the stage (src/templates/page.tsx), and
 * the minifier drops what the browser never runs. */
export const BROWSER_BUNDLE_DEFINE = "process.env.PRODUCTION_BROWSER_BUNDLE";

/** Defines BROWSER_BUNDLE_DEFINE for the stage. */
export function defineProductionBrowserBundle({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  const value = stage === "build-javascript" ? "true" : "false";
  actions.setWebpackConfig({ plugins: [plugins.define({ [BROWSER_BUNDLE_DEFINE]: JSON.stringify(value) })] });
}

/** The swaps and the define, in the order gatsby-node.ts calls them. */
export function staticBodyWebpackConfig(args: CreateWebpackConfigArgs): void {
  keepLandingSectionsOnServer(args);
  renderSharedMdxBodiesOnServerOnly(args);
  defineProductionBrowserBundle(args);
}
