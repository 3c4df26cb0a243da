import type { GatsbyNode } from "gatsby";
import {
  defineSiteUrl,
  dropUnusedGatsbyBrowserModules,
  replaceGatsbyLink,
  navbarTargetsFromBuild,
  keepFooterFromServer,
  markPureModules,
  numberChunkFiles,
  compileFirstLoadEagerly,
  minifyWithSwc,
  compilationHashFromBundles,
  shortenCssClassNames,
  keepRedocOutOfHtmlRenderer,
  keepRedocLogoLocal,
} from "./webpack";
import { staticBodyWebpackConfig } from "./static-body/webpack";
import { compileBodiesWithTableOfContents } from "./static-body/compiled-bodies";
import { failOnCssOrderConflicts } from "./css-order";
import { splitPageKindStyles } from "./css-split";

// The build side of the plugin (README.md). Gatsby runs it after every plugin of gatsby-config.ts
// and before the site's own gatsby-node.ts. The post-build pass is not here: the site's onPostBuild
// calls it after writing its own files, which the pass reads and compresses (README.md, "Post-build").

// Each MDX file compiled once, for its table of contents and its body (static-body/).
export const createResolvers: GatsbyNode["createResolvers"] = (args) => compileBodiesWithTableOfContents(args);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  defineSiteUrl(args);
  staticBodyWebpackConfig(args); // static-body/: bodies as HTML in the browser
  dropUnusedGatsbyBrowserModules(args);
  replaceGatsbyLink(args); // ./gatsby-link.ts: no Link in the bundles
  navbarTargetsFromBuild(args);
  keepFooterFromServer(args);
  markPureModules(args);
  numberChunkFiles(args);
  splitPageKindStyles(args);
  failOnCssOrderConflicts(args);
  keepRedocOutOfHtmlRenderer(args);
  keepRedocLogoLocal(args);
  minifyWithSwc(args);
  compileFirstLoadEagerly(args); // after minification: the first-load bundles compiled as they stream in
  shortenCssClassNames(args);
  compilationHashFromBundles(args);
};
