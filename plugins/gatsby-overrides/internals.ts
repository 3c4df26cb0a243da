// Every internal of Gatsby (and of the packages it builds with) that the project reads or
// replaces, in one list: the globals of its browser runtime, the modules the bundles swap, the
// output texts the post-build pass rewrites, its cache paths, its redux store's fields, the shapes
// of its webpack configuration and the methods of its page loader. None of these is a public API,
// so a Gatsby upgrade may change any of them without notice.
//
// ./internals.test.ts checks each entry against the installed packages (the files and texts of
// `verify`) and against the files that use it (`usedIn`), and fails naming the entry. It also
// fails when a file that is not listed here names a `___` global, Gatsby's `.cache`, a module of
// gatsby/dist or gatsby/cache-dir, BUILD_STAGE, or reads the store: a new use is declared here
// first, and only files of this plugin may use one. Outside it, server/ and scripts/ may take a
// value from here (importing this file); src/ and the site's gatsby-* files name none.
// Tests are not listed: they drive these internals on purpose and fail by themselves when one changes.
//
// After upgrading Gatsby: run that test, fix each entry it names (and the code in its files), then
// build and compare a page and public/_gatsby/slices/_gatsby-scripts-1.html with the output texts;
// update GATSBY_VERSION with the pin of `gatsby` in package.json.
//
// Node-side code takes its value from here (GATSBY_INTERNALS.<name>.value); browser code keeps
// its own literal, which the test holds to the entry, so this list stays out of every bundle.

/** The Gatsby version these entries were read from (package.json pins its minor: `~5.16.1`). */
export const GATSBY_VERSION = "5.16.1";

export type InternalKind =
  | "global" // a property of window that Gatsby's browser runtime sets or reads
  | "module" // a module the bundles swap or the build requires from a package's dist/
  | "output-text" // a text Gatsby (or React) writes into the built pages, read by the post-build pass
  | "render-shape" // what Gatsby renders, read in the browser or in onPreRenderHTML (ids, head components)
  | "output-file" // a file Gatsby writes into public/
  | "cache-path" // a path under Gatsby's .cache/
  | "store-field" // a field of Gatsby's redux store (`store.getState()`)
  | "webpack-shape" // a part of the webpack configuration Gatsby makes
  | "loader-method"; // a method of Gatsby's page loader, `window.___loader`

/** A file of the installed packages (from the project's root, usually under node_modules/): it must
 * exist and hold every text of `holds`, and every text of `pieces`, which must be parts of the
 * entry's value (for a text Gatsby assembles at run time). */
export type InstalledCheck = { file: string; holds?: readonly string[]; pieces?: readonly string[] };

/** A file (from the project's root) that spells the entry its own way. */
export type Use = { file: string; spelled: string | RegExp };

export type GatsbyInternal = {
  kind: InternalKind;
  /** The exact value the code depends on: a name, a text, a path, a module, or the pattern a
   * webpack swap matches a module's path with. */
  value: string | RegExp;
  /** For a pattern: the module requests or paths (from the project's root) it must match. */
  matches?: readonly string[];
  /** The files that use it. A plain file holds the value (a string) or names the entry. */
  usedIn: readonly (string | Use)[];
  /** Why the project touches it, in one line. */
  why: string;
  /** How to verify it against the installed Gatsby. At least one of these files holds the value (a
   * string), or its pieces: a module's value, a request, resolves instead; a pattern matches `matches`. */
  verify: readonly InstalledCheck[];
};

const CACHE_DIR = "node_modules/gatsby/cache-dir";
const DIST = "node_modules/gatsby/dist";
const STATS_EXTRACTOR = `${DIST}/utils/gatsby-webpack-stats-extractor.js`;
const STITCHING = `${DIST}/utils/slices/stitching.js`;
const STATIC_ENTRY = `${CACHE_DIR}/static-entry.js`;
const WEBPACK_CONFIG = `${DIST}/utils/webpack.config.js`;
const WEBPACK_UTILS = `${DIST}/utils/webpack-utils.js`;
const STORE_TYPES = `${DIST}/redux/types.d.ts`;
const PLUGIN = "plugins/gatsby-overrides";
const POST_BUILD = `${PLUGIN}/post-build`;

/** The files that read the project's directory from the store. */
const READS_PROGRAM_DIRECTORY = [
  `${PLUGIN}/precompress.ts`,
  `${POST_BUILD}/index.ts`,
  `${PLUGIN}/static-body/compiled-bodies.ts`,
];

export const GATSBY_INTERNALS = {
  // Globals of the browser runtime.
  loaderGlobal: {
    kind: "global",
    value: "___loader",
    usedIn: [`${PLUGIN}/static-body/loader.ts`, `${PLUGIN}/static-body/load-page.ts`],
    why: "static bodies wrap its methods (static-body/loader.ts); the site's links call its hovering through static-body/load-page.ts",
    verify: [{ file: `${CACHE_DIR}/production-app.js`, holds: ["window.___loader = publicLoader"] }],
  },
  navigateGlobal: {
    kind: "global",
    value: "___navigate",
    usedIn: [`${PLUGIN}/gatsby-link.ts`, `${PLUGIN}/gatsby-browser.tsx`],
    why: "the gatsby-link stand-in's navigate hands over to it; the progress bar wraps it, as Gatsby has no hook at a navigation's start",
    verify: [
      { file: `${CACHE_DIR}/navigation.js`, holds: ["window.___navigate = (to, options) => navigate(to, options)"] },
    ],
  },
  pagePathGlobal: {
    kind: "global",
    value: "pagePath",
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`, `${POST_BUILD}/final-check.ts`],
    why: "the after-first-paint loader sets it from the page's data block instead of Gatsby's inline script",
    verify: [
      { file: `${CACHE_DIR}/production-app.js`, holds: ["const { pagePath, location: browserLoc } = window"] },
      { file: STATIC_ENTRY, holds: ["window.pagePath="] },
    ],
  },
  chunkMappingGlobal: {
    kind: "global",
    value: "___chunkMapping",
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`, `${PLUGIN}/after-first-paint.ts`],
    why: "the after-first-paint loader sets it from the page's data block instead of Gatsby's inline script",
    verify: [{ file: `${CACHE_DIR}/loader.js`, holds: ["window.___chunkMapping[componentChunkName]"] }],
  },
  compilationHashGlobal: {
    kind: "global",
    value: "___webpackCompilationHash",
    usedIn: [
      `${POST_BUILD}/scripts-after-paint.ts`,
      `${POST_BUILD}/compilation-hash.ts`,
      `${POST_BUILD}/final-check.ts`,
      `${PLUGIN}/after-first-paint.ts`,
    ],
    why: "set by the after-first-paint loader; the post-build pass makes it a hash of the bundles' names, stable across rebuilds",
    verify: [
      {
        file: `${CACHE_DIR}/production-app.js`,
        holds: ["page.page.webpackCompilationHash !== window.___webpackCompilationHash"],
      },
      { file: `${CACHE_DIR}/navigation.js` },
    ],
  },

  // The page loader's methods (`window.___loader` is loader.js's publicLoader).
  loaderLoadPage: {
    kind: "loader-method",
    value: "loadPage",
    usedIn: [`${PLUGIN}/static-body/loader.ts`],
    why: "wrapped so that a static page's resources are complete only with its body (navigation, back and forward)",
    verify: [
      { file: `${CACHE_DIR}/loader.js`, holds: ["loadPage: rawPath => instance.loadPage(rawPath)"] },
      { file: `${CACHE_DIR}/navigation.js`, holds: ["loader.loadPage(pathname + search)"] },
    ],
  },
  loaderLoadPageSync: {
    kind: "loader-method",
    value: "loadPageSync",
    usedIn: [`${PLUGIN}/static-body/loader.ts`],
    why: "wrapped to report a static page without its body as not loaded, so EnsureResources waits for loadPage",
    verify: [
      { file: `${CACHE_DIR}/loader.js`, holds: ["loadPageSync: (rawPath, options = {}) =>"] },
      { file: `${CACHE_DIR}/ensure-resources.js`, holds: ["loader.loadPageSync("] },
    ],
  },
  loaderHovering: {
    kind: "loader-method",
    value: "hovering",
    usedIn: [`${PLUGIN}/static-body/loader.ts`, `${PLUGIN}/static-body/load-page.ts`],
    why: "static bodies make it load the page with its body; the site's links call it on pointing (loadPageNow)",
    verify: [{ file: `${CACHE_DIR}/loader.js`, holds: ["hovering: rawPath => instance.hovering(rawPath)"] }],
  },
  loaderErrorStatus: {
    kind: "loader-method",
    value: "error",
    usedIn: [{ file: `${PLUGIN}/static-body/loader.ts`, spelled: 'GATSBY_RESOURCES_ERROR = "error"' }],
    why: "a static page whose body cannot be fetched gets this status, and navigation loads it from the server",
    verify: [{ file: `${CACHE_DIR}/loader.js`, holds: ["Error: `error`"] }],
  },

  // Modules the bundles swap or the build requires.
  gatsbyLink: {
    kind: "module",
    value: /^gatsby-link$/,
    matches: ["gatsby-link"],
    usedIn: [`${PLUGIN}/webpack.ts`, { file: `${PLUGIN}/gatsby-link.ts`, spelled: "gatsby-link" }],
    why: "every bundle gets plugins/gatsby-overrides/gatsby-link.ts in its place: Gatsby's Link would sit in every first load unused",
    verify: [
      { file: "node_modules/gatsby-link/package.json" },
      { file: `${CACHE_DIR}/gatsby-browser-entry.js`, holds: ["withPrefix,", '"gatsby-link"'] },
      { file: `${CACHE_DIR}/navigation.js`, holds: ["import { parsePath }", '"gatsby-link"'] },
    ],
  },
  partytownBrowser: {
    kind: "module",
    value: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    matches: [`${DIST}/internal-plugins/partytown/gatsby-browser.js`],
    usedIn: [`${PLUGIN}/webpack.ts`],
    why: "an empty module in the production browser bundle: it acts only under `gatsby develop`",
    verify: [{ file: `${DIST}/internal-plugins/partytown/gatsby-browser.js` }],
  },
  serviceWorkerRegistration: {
    kind: "module",
    value: /[\\/]\.cache[\\/]register-service-worker\.js$/,
    matches: [".cache/register-service-worker.js"],
    usedIn: [`${PLUGIN}/webpack.ts`],
    why: "an empty module in the production browser bundle: no plugin of the site registers a service worker",
    verify: [
      { file: `${CACHE_DIR}/register-service-worker.js` },
      { file: `${CACHE_DIR}/production-app.js`, holds: ["require(`./register-service-worker`)"] },
      // Gatsby runs its cache-dir from .cache/, where the swap's pattern finds it.
      { file: `${DIST}/services/initialize.js`, holds: ["const srcDir = `${__dirname}/../../cache-dir`;"] },
    ],
  },
  mdxPluginOptions: {
    kind: "module",
    value: "gatsby-plugin-mdx/dist/plugin-options",
    usedIn: [`${PLUGIN}/static-body/compiled-bodies.ts`],
    why: "static bodies compile each MDX file once, with gatsby-plugin-mdx's own options (enhanceMdxOptions)",
    verify: [{ file: "node_modules/gatsby-plugin-mdx/dist/plugin-options.js", holds: ["exports.enhanceMdxOptions ="] }],
  },
  mdxCompile: {
    kind: "module",
    value: "gatsby-plugin-mdx/dist/compile-mdx",
    usedIn: [`${PLUGIN}/static-body/compiled-bodies.ts`],
    why: "the Mdx.tableOfContents resolver compiles the body and its table of contents in one run (compileMDX)",
    verify: [
      { file: "node_modules/gatsby-plugin-mdx/dist/compile-mdx.js", holds: ["exports.compileMDX = compileMDX;"] },
    ],
  },
  mdxCacheHelpers: {
    kind: "module",
    value: "gatsby-plugin-mdx/dist/cache-helpers",
    usedIn: [`${PLUGIN}/static-body/compiled-bodies.ts`],
    why: "imports the ESM-only remark helpers as gatsby-plugin-mdx does (cachedImport)",
    verify: [
      { file: "node_modules/gatsby-plugin-mdx/dist/cache-helpers.js", holds: ["exports.cachedImport = cachedImport;"] },
    ],
  },
  mdxTocMeta: {
    kind: "module",
    value: "gatsby-plugin-mdx/dist/remark-infer-toc-meta",
    usedIn: [`${PLUGIN}/static-body/compiled-bodies.ts`],
    why: "the table-of-contents plugin of gatsby-plugin-mdx's resolver, in the same place of the remark plugins",
    verify: [
      { file: "node_modules/gatsby-plugin-mdx/dist/remark-infer-toc-meta.js", holds: ["exports.default = _default;"] },
    ],
  },
  redocBundle: {
    kind: "module",
    value: /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/]redoc(?:\.browser)?\.lib\.js$/,
    matches: ["node_modules/redoc/bundles/redoc.browser.lib.js", "node_modules/redoc/bundles/redoc.lib.js"],
    usedIn: [
      `${PLUGIN}/webpack.ts`,
      { file: `${PLUGIN}/redoc-logo-loader.js`, spelled: "https://cdn.redoc.ly/redoc/logo-mini.svg" },
    ],
    why: "Redoc's bundle (not Gatsby's) goes through plugins/gatsby-overrides/redoc-logo-loader.js, which drops the request for Redocly's logo",
    verify: [
      {
        file: "node_modules/redoc/bundles/redoc.browser.lib.js",
        holds: ['"https://cdn.redoc.ly/redoc/logo-mini.svg"'],
      },
    ],
  },

  scriptsSliceHash: {
    kind: "webpack-shape",
    value: "stats.hash",
    usedIn: [{ file: `${PLUGIN}/webpack.ts`, spelled: "compilation.hash = compilation.fullHash" }],
    why: "Gatsby writes webpack's compilation hash into the scripts slice and stitches every page again when the slice changes; compilationHashFromBundles makes that hash the bundles' names",
    verify: [
      {
        file: STATS_EXTRACTOR,
        holds: ['window.___webpackCompilationHash="${stats.hash}"', "SLICES_SCRIPTS_REGENERATED"],
      },
    ],
  },

  // Texts of the built pages the post-build pass reads (./post-build/gatsby-output.ts).
  scriptsSliceStart: {
    kind: "output-text",
    value: '<!-- slice-start id="_gatsby-scripts-1" -->',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "where Gatsby stitches its scripts slice into every page; the pass empties the slice",
    verify: [
      { file: STITCHING, pieces: ['<!-- slice-start id="', '" -->'] },
      { file: STATS_EXTRACTOR, pieces: ["_gatsby-scripts-1"] },
    ],
  },
  scriptsSliceEnd: {
    kind: "output-text",
    value: '<!-- slice-end id="_gatsby-scripts-1" -->',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the end of the scripts slice",
    verify: [
      { file: STITCHING, pieces: ['<!-- slice-end id="', '" -->'] },
      { file: STATS_EXTRACTOR, pieces: ["_gatsby-scripts-1"] },
    ],
  },
  pagePathScriptStart: {
    kind: "output-text",
    value: '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the page's own inline script, which the data block and the after-first-paint loader replace",
    verify: [
      {
        file: STATIC_ENTRY,
        holds: ["id={`gatsby-script-loader`}"],
        pieces: ["gatsby-script-loader", "/*<![CDATA[*/window.pagePath="],
      },
    ],
  },
  pagePathScriptEnd: {
    kind: "output-text",
    value: ";/*]]>*/</script>",
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the end of the page's inline script (no compilation hash in it: the slice holds it)",
    verify: [{ file: STATIC_ENTRY, pieces: ["/*]]>*/"] }],
  },
  chunkMappingStart: {
    kind: "output-text",
    value:
      '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the scripts slice's chunk map, moved into the data block",
    verify: [
      {
        file: STATS_EXTRACTOR,
        pieces: [
          '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            ',
          "window.___chunkMapping=",
        ],
      },
    ],
  },
  chunkMappingEnd: {
    kind: "output-text",
    value: ";\n          </script>\n        ",
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the end of the chunk map's script",
    verify: [
      {
        file: STATS_EXTRACTOR,
        holds: ["${JSON.stringify(newChunkMapJson)};`"],
        pieces: ["\n          </script>\n        "],
      },
    ],
  },
  compilationHashStart: {
    kind: "output-text",
    value: '<script>window.___webpackCompilationHash="',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`, `${POST_BUILD}/compilation-hash.ts`],
    why: "the scripts slice's compilation hash, moved into the data block",
    verify: [{ file: STATS_EXTRACTOR }],
  },
  compilationHashEnd: {
    kind: "output-text",
    value: '";</script>',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the end of the hash's script",
    verify: [{ file: STATS_EXTRACTOR }],
  },
  bundleStart: {
    kind: "output-text",
    value: '<script src="',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "each bundle's script element in the slice; the loader adds them after the first paint",
    verify: [{ file: STATS_EXTRACTOR }],
  },
  bundleEnd: {
    kind: "output-text",
    value: '" async></script>',
    usedIn: [`${POST_BUILD}/scripts-after-paint.ts`],
    why: "the end of a bundle's script element",
    verify: [{ file: STATS_EXTRACTOR }],
  },
  inlineStylesheetStart: {
    kind: "output-text",
    value: '<style data-href="/',
    usedIn: [`${POST_BUILD}/current-stylesheets.ts`],
    why: "each stylesheet Gatsby inlines into a page's head; a page Gatsby did not render again gets this build's",
    verify: [
      {
        file: STATIC_ENTRY,
        holds: ["data-href={`${__PATH_PREFIX__}/${style.name}`}"],
        pieces: ["<style", "data-href="],
      },
    ],
  },
  inlineStylesheetIdentity: {
    kind: "output-text",
    value: '" data-identity="gatsby-global-css">',
    usedIn: [`${POST_BUILD}/current-stylesheets.ts`],
    why: "the attribute after an inlined stylesheet's name",
    verify: [
      {
        file: STATIC_ENTRY,
        holds: ["data-identity={`gatsby-global-css`}"],
        pieces: ["data-identity=", "gatsby-global-css"],
      },
    ],
  },
  inlineStylesheetEnd: {
    kind: "output-text",
    value: "</style>",
    usedIn: [`${POST_BUILD}/current-stylesheets.ts`],
    why: "the end of an inlined stylesheet (React closes the element)",
    verify: [{ file: STATIC_ENTRY, holds: ["__html: style.content"], pieces: ["style"] }],
  },
  statsAssets: {
    kind: "output-text",
    value: '"assetsByChunkName":',
    usedIn: [`${POST_BUILD}/current-stylesheets.ts`],
    why: "webpack.stats.json's files of each chunk, which name this build's stylesheets",
    verify: [{ file: STATS_EXTRACTOR, holds: ["assetsByChunkName: assets,"], pieces: ["assetsByChunkName"] }],
  },
  headEnd: {
    kind: "output-text",
    value: "</head>",
    usedIn: [`${POST_BUILD}/api-reference.ts`],
    why: "the end of every page's head, where the API reference's styles go",
    verify: [{ file: `${CACHE_DIR}/default-html.js` }],
  },
  apiReferenceContainer: {
    kind: "output-text",
    value: 'data-api-reference=""></div>',
    usedIn: [`${POST_BUILD}/api-reference.ts`],
    why: "React 18.3's rendering of the API reference's empty container (the site's own component), filled by the pass",
    verify: [
      {
        file: "src/components/ApiReference/index.tsx",
        holds: ['dangerouslySetInnerHTML={{ __html: "" }} />'],
        pieces: ['data-api-reference=""'],
      },
    ],
  },
  appDataHash: {
    kind: "output-text",
    value: '"webpackCompilationHash":"',
    usedIn: [`${POST_BUILD}/compilation-hash.ts`],
    why: "app-data.json's hash, which the browser compares with the page's; the pass writes the stable one",
    verify: [
      {
        file: `${DIST}/utils/app-data.js`,
        holds: ["webpackCompilationHash: hash"],
        pieces: ["webpackCompilationHash"],
      },
    ],
  },

  // What Gatsby renders, read in the browser or in onPreRenderHTML.
  focusWrapper: {
    kind: "render-shape",
    value: "gatsby-focus-wrapper",
    usedIn: [`${PLUGIN}/gatsby-browser.tsx`],
    why: "hydration as a transition tells a server-rendered page (a filled wrapper) from one rendered only in the browser",
    verify: [
      { file: STATIC_ENTRY, holds: ['<Router id="gatsby-focus-wrapper"'] },
      { file: `${CACHE_DIR}/production-app.js`, holds: ['id="gatsby-focus-wrapper"'] },
    ],
  },
  inlinedStylesheetProps: {
    kind: "render-shape",
    value: "gatsby-global-css",
    usedIn: [{ file: `${PLUGIN}/stylesheet-order.ts`, spelled: 'props?.["data-identity"] !== "gatsby-global-css"' }],
    why: "onPreRenderHTML finds the inlined stylesheets among the head components by these props and puts the shell's first",
    verify: [
      {
        file: STATIC_ENTRY,
        holds: ["data-identity={`gatsby-global-css`}", "data-href={`${__PATH_PREFIX__}/${style.name}`}"],
      },
    ],
  },
  imageHeadComponents: {
    kind: "render-shape",
    value: "gatsby-image-style",
    usedIn: [`${PLUGIN}/gatsby-ssr.tsx`],
    why: "gatsby-plugin-image's head markup serves its GatsbyImage, which no page renders: onPreRenderHTML drops it by key",
    verify: [{ file: "node_modules/gatsby-plugin-image/gatsby-ssr.js", holds: ['key: "gatsby-image-style"'] }],
  },

  // Files Gatsby writes into public/.
  statsFile: {
    kind: "output-file",
    value: "webpack.stats.json",
    usedIn: [`${POST_BUILD}/current-stylesheets.ts`],
    why: "names this build's stylesheets, so a page Gatsby did not render again gets them",
    verify: [{ file: STATS_EXTRACTOR }],
  },
  appDataFile: {
    kind: "output-file",
    value: "page-data/app-data.json",
    usedIn: [`${POST_BUILD}/compilation-hash.ts`],
    why: "holds the compilation hash the browser compares with the page's; the pass writes the stable hash into it",
    verify: [
      {
        file: `${DIST}/utils/app-data.js`,
        holds: ["join(publicDir, `page-data`, APP_DATA_JSON)"],
        pieces: ["app-data.json"],
      },
    ],
  },
  slicesDir: {
    kind: "output-file",
    value: "_gatsby/",
    usedIn: [`${POST_BUILD}/pipeline.ts`],
    why: "the slice fragments Gatsby stitches into pages: the pass reads them, but they are not pages",
    verify: [{ file: STITCHING, holds: ["path.join(publicDir, `_gatsby`, `slices`"], pieces: ["_gatsby"] }],
  },
  hashedFileNames: {
    kind: "output-file",
    value: /[-.][0-9a-f]{16,}\.(?:js|css|mjs)$/,
    matches: ["public/app-0123456789abcdef0123.js", "public/styles.0123456789abcdef0123.css"],
    usedIn: ["server/rules.ts"],
    why: "the names of the bundles and stylesheets ([name]-[contenthash].js, [id]-[contenthash].js after numberChunkFiles, [name].[contenthash].css): server/rules.ts serves them as immutable",
    verify: [
      { file: WEBPACK_CONFIG, holds: ["filename: `[name]-[contenthash].js`", "filename: `[name].[contenthash].css`"] },
    ],
  },

  // Gatsby's cache directory.
  cacheDir: {
    kind: "cache-path",
    value: ".cache",
    usedIn: [
      `${PLUGIN}/precompress.ts`,
      `${POST_BUILD}/index.ts`,
      `${PLUGIN}/static-body/compiled-body-path.ts`,
      `${PLUGIN}/static-body/compiled-bodies.ts`,
      "scripts/bench-build.ts",
      "scripts/bench-grow.ts",
      "scripts/site-copy.ts",
    ],
    why: "the project keeps its own rebuild caches there (compiled bodies, Redoc's rendering, page digests, compressed files), emptied with Gatsby's",
    verify: [{ file: `${DIST}/commands/clean.js`, holds: ["const directories = [`.cache`, `public`"] }],
  },
  compiledGatsbyNode: {
    kind: "cache-path",
    value: ".cache/compiled/gatsby-node.js",
    usedIn: [`${POST_BUILD}/index.ts`],
    why: "Gatsby's compiled gatsby-node.js of the site bundles its build steps and the post-build pass: its bytes key the pass's and Redoc's caches",
    verify: [
      {
        file: `${DIST}/utils/parcel/compile-gatsby-files.js`,
        holds: ["const COMPILED_CACHE_DIR = `.cache/compiled`;", "gatsby-node"],
        pieces: [".cache/compiled"],
      },
    ],
  },
  compiledPluginGatsbyNode: {
    kind: "cache-path",
    value: ".cache/compiled/plugins/gatsby-overrides/gatsby-node.js",
    usedIn: [`${POST_BUILD}/index.ts`],
    why: "the plugin's compiled gatsby-node.js (its webpack changes and resolver): its bytes key the same caches",
    verify: [
      {
        file: `${DIST}/utils/parcel/compile-gatsby-files.js`,
        holds: [
          "`${rootDir}/${COMPILED_CACHE_DIR}/plugins/${pluginName}`",
          "`${compiledPathForPlugin}/${moduleName}.js`",
        ],
        pieces: [".cache/compiled", "/plugins/"],
      },
    ],
  },

  // Fields of Gatsby's redux store.
  programDirectory: {
    kind: "store-field",
    value: "program.directory",
    usedIn: READS_PROGRAM_DIRECTORY.map((file) => ({ file, spelled: "program: { directory: string }" })),
    why: "the project's root, where onPostBuild steps write and read public/ and .cache/",
    verify: [
      { file: STORE_TYPES, holds: ["program: IStateProgram;"] },
      { file: `${DIST}/commands/types.d.ts`, holds: ["directory: string;"] },
      { file: WEBPACK_CONFIG },
    ],
  },
  flattenedPlugins: {
    kind: "store-field",
    value: "flattenedPlugins",
    usedIn: [`${PLUGIN}/static-body/compiled-bodies.ts`],
    why: "static bodies compile MDX with gatsby-plugin-mdx's options as gatsby-config.ts gives them",
    verify: [{ file: STORE_TYPES, holds: ["flattenedPlugins: Array<{", "name: string;", "pluginOptions: {"] }],
  },

  // Shapes of the webpack configuration Gatsby makes.
  stylesCacheGroup: {
    kind: "webpack-shape",
    value: "styles",
    usedIn: [
      { file: `${PLUGIN}/css-split.ts`, spelled: "groups?.styles" },
      { file: `${PLUGIN}/stylesheet-order.ts`, spelled: 'SHELL_STYLES_CHUNK = "styles"' },
    ],
    why: "Gatsby's one stylesheet of all CSS modules; each page kind's CSS gets a cache group of its own beside it",
    verify: [{ file: WEBPACK_CONFIG, holds: ["cacheGroups: {", "name: `styles`", "return isCssModule(module);"] }],
  },
  cssModuleType: {
    kind: "webpack-shape",
    value: "css/mini-extract",
    usedIn: [`${PLUGIN}/css-split.ts`],
    why: "the type of an extracted CSS module, which the page kinds' cache groups test",
    verify: [
      { file: "node_modules/mini-css-extract-plugin/dist/utils.js" },
      { file: WEBPACK_UTILS, holds: ["_miniCssExtractPlugin.default.loader"] },
    ],
  },
  cssOrderWarning: {
    kind: "webpack-shape",
    value: "Conflicting order",
    usedIn: [`${PLUGIN}/css-order.ts`],
    why: "mini-css-extract-plugin's warning of a CSS order conflict, which CssOrderGuard turns into an error",
    verify: [{ file: "node_modules/mini-css-extract-plugin/dist/index.js" }],
  },
  appChunkGroup: {
    kind: "webpack-shape",
    value: "app",
    usedIn: [{ file: `${PLUGIN}/css-order.ts`, spelled: 'name === "app"' }],
    why: "the shell's chunk group, inlined into every page: no page kind's stylesheet may reach it",
    verify: [{ file: WEBPACK_CONFIG, holds: ["app: directoryPath(`.cache/production-app`)"] }],
  },
  chunkFileName: {
    kind: "webpack-shape",
    value: "[name]-[contenthash].js",
    usedIn: [`${PLUGIN}/webpack.ts`],
    why: "the file name Gatsby gives every non-entry chunk, which numberChunkFiles replaces so the runtime carries no table of chunk names",
    verify: [{ file: WEBPACK_CONFIG, holds: ["chunkFilename: `[name]-[contenthash].js`"] }],
  },
  componentChunkGroup: {
    kind: "webpack-shape",
    value: "component---",
    usedIn: [`${PLUGIN}/css-order.ts`, `${PLUGIN}/stylesheet-order.ts`],
    why: "a page component's chunk group, by which CssOrderGuard tells which pages inline a stylesheet",
    verify: [
      {
        file: `${DIST}/utils/js-chunk-names.js`,
        holds: ["kind = `component`", "`${kind}---${name}`", "__contentFilePath"],
      },
    ],
  },
  cssLoaderModules: {
    kind: "webpack-shape",
    value: /[\\/]css-loader[\\/]/,
    matches: ["node_modules/css-loader/dist/cjs.js"],
    usedIn: [`${PLUGIN}/webpack.ts`],
    why: "the rules' css-loader with CSS modules, whose localIdentName production builds shorten",
    verify: [
      { file: "node_modules/css-loader/dist/cjs.js" },
      {
        file: WEBPACK_UTILS,
        holds: ["loader: require.resolve(`css-loader`)", "localIdentName: `[name]--[local]--[hash:hex:5]`"],
      },
    ],
  },
  terserMinimizer: {
    kind: "webpack-shape",
    value: "TerserPlugin",
    usedIn: [`${PLUGIN}/webpack.ts`],
    why: "Gatsby's JavaScript minimizer, replaced by the same plugin with swc and Gatsby's ES5 and Safari 10 options",
    verify: [
      { file: "node_modules/terser-webpack-plugin/dist/index.js", holds: ["class TerserPlugin"] },
      {
        file: WEBPACK_UTILS,
        holds: ["new _terserWebpackPlugin.default({", "exclude: /\\.min\\.js/", "safari10: true"],
      },
      { file: WEBPACK_CONFIG, holds: ["minimizer: [", "plugins.minifyJs("] },
    ],
  },
  webpackCache: {
    kind: "webpack-shape",
    value: "cache",
    usedIn: [{ file: `${PLUGIN}/webpack.ts`, spelled: "(getConfig() as { cache?: unknown }).cache" }],
    why: "Gatsby's persistent webpack cache gets a version of the site's addresses, which compiled MDX holds",
    verify: [{ file: WEBPACK_CONFIG, holds: ["type: `filesystem`", "config.cache = cacheConfig;"] }],
  },
} satisfies Record<string, GatsbyInternal>;

export type InternalName = keyof typeof GATSBY_INTERNALS;
