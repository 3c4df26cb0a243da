import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import type { Compiler } from "webpack";
import TerserPlugin from "terser-webpack-plugin";
import { externalUrls, siteUrl } from "../../src/config/env";
import { siteConfig } from "../../src/config/site";
import { navbarTarget } from "../../src/config/navbar-targets";
import { navbarTargetKey } from "../../src/config/navbar-targets.browser";
import { navbarDocItems } from "../../src/node/doc-targets";
import { GATSBY_INTERNALS as GATSBY } from "./internals";
import { bundleNamesHash } from "./post-build/compilation-hash";

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
 * Gatsby modules the production browser bundle carries into every page's first load but that do
 * nothing on this site get an empty module in their place (sizes: docs/architecture.md):
 * - the built-in Partytown plugin's gatsby-browser module: it acts only under `gatsby develop`, and
 *   the site loads no script through Partytown;
 * - the service worker registration: Gatsby runs it only when a plugin asks for one through
 *   `registerServiceWorker`, and no plugin of the site does.
 */
export function dropUnusedGatsbyBrowserModules({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const empty = path.resolve("plugins/gatsby-overrides/empty-browser-module.js");
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(GATSBY.partytownBrowser.value, empty),
      // Gatsby runs its cache-dir from .cache/, where the app requires it.
      plugins.normalModuleReplacement(GATSBY.serviceWorkerRegistration.value, empty),
    ],
  });
}

/**
 * Gatsby's core imports its public `navigate`, `withPrefix` and the rest from gatsby-link, whose
 * Link component then sits in every page's first load although the site renders none of it. Every
 * bundle, `gatsby develop`'s included, gets ./gatsby-link.ts in its place: the same functions, and a
 * Link that fails in production (sizes: docs/architecture.md).
 */
export function replaceGatsbyLink({ actions, plugins }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(GATSBY.gatsbyLink.value, path.resolve("plugins/gatsby-overrides/gatsby-link.ts")),
    ],
  });
}

/**
 * The navbar's doc and docSidebar items lead where the build resolved them (src/config/navbar-targets.ts,
 * checked by ./doc-targets.ts): the production browser bundle gets those targets as a constant and
 * ../config/navbar-targets.browser.ts in place of the resolver, so the docs sidebars
 * (content/sidebars.ts) stay out of every page's first load.
 */
export function navbarTargetsFromBuild({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const targets: Record<string, string> = {};
  for (const item of navbarDocItems(siteConfig)) {
    const target = navbarTarget(item);
    if (target.to !== undefined) targets[navbarTargetKey(item)] = target.to;
  }
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ NAVBAR_DOC_TARGETS: JSON.stringify(targets) }),
      plugins.normalModuleReplacement(
        /[\\/]config[\\/]navbar-targets(?:\.ts)?$/,
        path.resolve("src/config/navbar-targets.browser.ts"),
      ),
    ],
  });
}

/**
 * The shell's parts that are the same on every page stay the server's HTML in the production
 * browser bundle (src/theme/FromServer): the footer's links and copyright
 * (../config/footer.browser.ts), the consent banner and the closing call to action
 * (`*.browser.tsx` beside them), so neither their content nor its code is in every page's first load.
 */
export function keepFooterFromServer({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /[\\/]theme[\\/]SignupBanner(?:[\\/]index(?:\.tsx)?)?$/,
        path.resolve("src/theme/SignupBanner/index.browser.tsx"),
      ),
      plugins.normalModuleReplacement(
        /[\\/]Consent[\\/]Banner(?:\.tsx)?$/,
        path.resolve("src/theme/Consent/Banner.browser.tsx"),
      ),
      plugins.normalModuleReplacement(/[\\/]config[\\/]footer(?:\.ts)?$/, path.resolve("src/config/footer.browser.ts")),
    ],
  });
}

/** The site's pure modules: data, strings and functions with no effect on import (src/lib/,
 * src/i18n/, src/config/; the code style keeps them so). */
export const PURE_SOURCE_MODULES = /[\\/]src[\\/](?:lib|i18n|config)[\\/][^\\/]+\.ts$/;

/**
 * Webpack may leave out a module none of whose exports a bundle uses only when it knows that
 * importing it does nothing else. Without this, a pure module that only the server renders with
 * (the footer's typography, the facts a static body shows) still ships in the browser bundle,
 * since the component that imports it is there. Measured: README.md, record 9.
 */
export function markPureModules({ actions }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({ module: { rules: [{ test: PURE_SOURCE_MODULES, sideEffects: false }] } });
}

/** The name every script but the entries gets in the production browser bundle. */
export const CHUNK_FILE_NAME = "[id]-[contenthash].js";

/**
 * Gatsby names every chunk's file after the chunk ("component---src-templates-doc-tsx-<hash>.js"),
 * so webpack's runtime, in every page's first load, carries a table of all those names to find a
 * lazy chunk's file. Numbered files need only the hashes: about 400 bytes gzip less on every page
 * (README.md, record 9). The chunks keep their names in webpack.stats.json, which is
 * where Gatsby and the bench look them up; the entries (app, webpack-runtime) keep theirs.
 */
export function numberChunkFiles({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  // Gatsby's setWebpackConfig drops `output`; the whole configuration is replaced instead.
  const config = getConfig();
  const gatsbyName = GATSBY.chunkFileName.value;
  if (config.output?.chunkFilename !== gatsbyName)
    throw new Error(`numberChunkFiles: Gatsby's chunk file name is ${config.output?.chunkFilename}, not ${gatsbyName}`);
  config.output.chunkFilename = CHUNK_FILE_NAME;
  actions.replaceWebpackConfig(config);
}

type Rule = { use?: unknown; oneOf?: Rule[]; rules?: Rule[]; loader?: string; options?: unknown };

/** Gatsby's CSS module class names ("hero-module--lead--e5d47" for `.lead` in hero.module.css). */
export const SHORT_CSS_CLASS_NAME = "[local]-[hash:base62:5]";

/**
 * Production class names of CSS modules are the class and a short hash ("lead-3kT9x"), not
 * Gatsby's file--class--hash: every element's class attribute in the HTML, every selector in the
 * stylesheet inlined into each page and every class-name map in the JavaScript gets shorter. Both
 * production bundles name them alike (the browser's must match the HTML's); `gatsby develop` keeps
 * Gatsby's longer names, which say where a class comes from.
 */
export function shortenCssClassNames({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  let changed = 0;
  const visit = (rule: Rule) => {
    for (const use of [rule, ...(Array.isArray(rule.use) ? rule.use : [rule.use])] as Rule[]) {
      const modules = (use?.options as { modules?: unknown } | undefined)?.modules;
      if (use?.loader && GATSBY.cssLoaderModules.value.test(use.loader) && modules && typeof modules === "object") {
        (modules as { localIdentName: string }).localIdentName = SHORT_CSS_CLASS_NAME;
        changed++;
      }
    }
    for (const inner of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) visit(inner);
  };
  for (const rule of config.module.rules as Rule[]) visit(rule);
  if (!changed) throw new Error("shortenCssClassNames: no css-loader with CSS modules in Gatsby's webpack config");
  actions.replaceWebpackConfig(config);
}

type Minimizer = { constructor: { name: string } };

/**
 * Gatsby minifies the browser bundles with terser in one worker on a 2-core machine, the slowest
 * step of a cold build (Redoc alone is a megabyte). swc, through the same terser-webpack-plugin,
 * minifies to within a few bytes of terser in a fraction of the time; the output targets stay
 * Gatsby's (ES5 syntax, Safari 10 safe names). Runs last: it rewrites the finished configuration.
 */
export function minifyWithSwc({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const minimizers: Minimizer[] = config.optimization?.minimizer ?? [];
  config.optimization.minimizer = minimizers.map((minimizer) =>
    minimizer.constructor.name === GATSBY.terserMinimizer.value
      ? new TerserPlugin({
          exclude: /\.min\.js/,
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true }, ecma: 5 },
        })
      : minimizer,
  );
  actions.replaceWebpackConfig(config);
}

/**
 * Live Redoc exists only in the browser (the build renders the reference into the page's HTML in a
 * step of its own, src/node/api-reference-html.ts), so the HTML renderer gets an empty module for
 * src/components/ApiReference/live.tsx, through Gatsby's documented `loaders.null()`, instead of
 * compiling Redoc, mobx and styled-components for nothing.
 */
export function keepRedocOutOfHtmlRenderer({ stage, actions, loaders }: CreateWebpackConfigArgs): void {
  if (stage !== "build-html") return;
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]components[\\/]ApiReference[\\/]live\.tsx$/, use: loaders.null() }] },
  });
}

/** Live Redoc without its request for Redocly's logo (plugins/gatsby-overrides/redoc-logo-loader.js). */
export function keepRedocLogoLocal({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: GATSBY.redocBundle.value,
          use: [{ loader: path.resolve("plugins/gatsby-overrides/redoc-logo-loader.js") }],
        },
      ],
    },
  });
}

/** The part of webpack's compiler the hash plugin below uses (webpack is Gatsby's, not ours). */
type HashedCompiler = {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number } };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          hash?: string;
          fullHash?: string;
          hooks: {
            processAssets: { tap(options: { name: string; stage: number }, run: (assets: object) => void): void };
          };
        }) => void,
      ): void;
    };
  };
};

/**
 * Webpack gives a build from its cache a new compilation hash even when every bundle is byte for
 * byte the same. Gatsby writes that hash into its scripts slice (GATSBY.scriptsSliceHash) and, the
 * slice changed, stitches it into every page again, which the post-build pass then transforms,
 * writes, checks and compresses again: at 50 times the blog, about 5 s of a 30-second rebuild
 * after a one-post edit. The hash is made from the names of the scripts and stylesheets instead,
 * which carry their content hashes, as the pass's own (./post-build/compilation-hash.ts): it
 * changes exactly when a bundle does, and then every page is stitched again, as it must be.
 */
export function compilationHashFromBundles({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const name = "CompilationHashFromBundles";
  const plugin = {
    apply(compiler: HashedCompiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        // After every asset has its final name (webpack's real content hash runs at an earlier stage).
        const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
        compilation.hooks.processAssets.tap({ name, stage }, (assets) => {
          compilation.hash = compilation.fullHash = bundleNamesHash(Object.keys(assets));
        });
      });
    },
  };
  actions.setWebpackConfig({ plugins: [plugin] });
}

/** V8's explicit compile hint: a script that starts with it is compiled whole while it streams in,
 * off the main thread, instead of function by function on the main thread when each first runs. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
/** The bundles every page's first load runs at once: React and the app. Webpack's runtime (7 KB,
 * one function most of its time) is left out: the hint costs 23 B gzip there, and the docs page's
 * first load has less than 100 B to spare under its 80 KB budget. */
const FIRST_LOAD_BUNDLES = ["framework", "app"];
/** A first-load bundle's file name; its first group is the bundle's name. */
export const FIRST_LOAD_BUNDLE = new RegExp(`^(${FIRST_LOAD_BUNDLES.join("|")})-[0-9a-f]+\\.js$`);

/**
 * The first-load bundles start with EAGER_COMPILE_HINT. Nearly every function in them runs while
 * the page starts (webpack's modules, React, hydration), and compiling them lazily was about a
 * third of the one long task the scripts add to a first load (docs/architecture.md, record 23).
 * Added after minification (which drops comments) and before the source maps are made, so the
 * maps account for the extra line and the file names' content hashes include it. Lazy chunks
 * (search, Redoc) stay lazily compiled: most of their code never runs.
 */
export function compileFirstLoadEagerly({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const plugin = {
    apply(compiler: Compiler) {
      const { BannerPlugin, Compilation } = compiler.webpack;
      new BannerPlugin({
        banner: EAGER_COMPILE_HINT,
        raw: true,
        test: FIRST_LOAD_BUNDLE,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }).apply(compiler);
    },
  };
  actions.setWebpackConfig({ plugins: [plugin] });
}

/** The problems of a build whose first-load bundles lack the hint (or are not there at all);
 * `entryFiles`: this build's files of the "app" entry (post-build/current-stylesheets.ts, builtAssets). */
export function eagerCompileProblems(publicDir: string, entryFiles: readonly string[]): string[] {
  const bundles = entryFiles.filter((file) => FIRST_LOAD_BUNDLE.test(file));
  const names = new Set(bundles.map((file) => FIRST_LOAD_BUNDLE.exec(file)![1]));
  const problems = FIRST_LOAD_BUNDLES.filter((name) => !names.has(name)).map(
    (name) => `no ${name}-<hash>.js among the entry's files: Gatsby's bundle names changed (compileFirstLoadEagerly)`,
  );
  for (const file of bundles)
    if (!fs.readFileSync(path.join(publicDir, file), "utf8").startsWith(EAGER_COMPILE_HINT))
      problems.push(`${file} does not start with ${EAGER_COMPILE_HINT}`);
  return problems;
}
