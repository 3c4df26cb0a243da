import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import os from "node:os";
import webpack from "webpack";
import {
  EAGER_COMPILE_HINT,
  compileFirstLoadEagerly,
  eagerCompileProblems,
  compilationHashFromBundles,
  dropUnusedGatsbyBrowserModules,
  keepRedocLogoLocal,
  keepRedocOutOfHtmlRenderer,
  markPureModules,
  minifyWithSwc,
  numberChunkFiles,
  PURE_SOURCE_MODULES,
  CHUNK_FILE_NAME,
  replaceGatsbyLink,
  shortenCssClassNames,
  SHORT_CSS_CLASS_NAME,
} from "./webpack";
import { replacementsOf } from "../../src/test-utils/webpack";
import { bundlesHash } from "./post-build/compilation-hash";
import { GATSBY_INTERNALS } from "./internals";

describe("dropUnusedGatsbyBrowserModules", () => {
  it("replaces only Gatsby's Partytown browser module and service worker registration, only in the production browser bundle", async () => {
    const calls = replacementsOf(dropUnusedGatsbyBrowserModules, ["build-javascript", "build-html", "develop"]);
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript", "build-javascript"]);
    const replaced = (request: string) => calls.some(([, pattern]) => pattern.test(request));
    expect(replaced("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true);
    expect(replaced("/work/site/.cache/register-service-worker.js")).toBe(true);
    expect(replaced("./register-service-worker")).toBe(false);
    expect(replaced("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBe(false);
    expect(replaced("../node_modules/gatsby-plugin-image/gatsby-browser.js")).toBe(false);
    expect(replaced("/work/site/.cache/production-app.js")).toBe(false);
    expect((await import(calls[0][2])).default).toEqual({});
  });
});

describe("replaceGatsbyLink", () => {
  it("gives every bundle, gatsby develop's too, the stand-in in place of the gatsby-link package", () => {
    const stages = ["build-javascript", "build-html", "develop", "develop-html"];
    const calls = replacementsOf(replaceGatsbyLink, stages);
    expect(calls.map(([stage]) => stage)).toEqual(stages);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test("gatsby-link")).toBe(true);
    for (const request of ["gatsby-link/index.d.ts", "./gatsby-link", "my-gatsby-link", "gatsby"])
      expect(pattern.test(request)).toBe(false);
    expect(replacement).toBe(path.resolve("plugins/gatsby-overrides/gatsby-link.ts"));
    expect(new Set(calls.map(([, p, r]) => `${String(p)} ${r}`)).size).toBe(1);
  });
});

describe("keepRedocOutOfHtmlRenderer", () => {
  it("gives only the HTML renderer an empty module for live Redoc, through Gatsby's loaders.null()", () => {
    const nullLoader = { loader: "null-loader" };
    const rulesByStage = ["build-javascript", "build-html", "develop"].map((stage) => {
      const rules: { test: RegExp; use: unknown }[] = [];
      keepRedocOutOfHtmlRenderer({
        stage,
        loaders: { null: () => nullLoader },
        actions: {
          setWebpackConfig: (config: { module: { rules: typeof rules } }) => rules.push(...config.module.rules),
        },
      } as unknown as CreateWebpackConfigArgs);
      return [stage, rules] as const;
    });
    expect(rulesByStage.filter(([, rules]) => rules.length).map(([stage]) => stage)).toEqual(["build-html"]);
    const [{ test, use }] = rulesByStage[1][1];
    expect(use).toBe(nullLoader);
    expect(test.test(path.resolve("src/components/ApiReference/live.tsx"))).toBe(true);
    expect(test.test(path.resolve("src/components/ApiReference/index.tsx"))).toBe(false);
    expect(test.test(path.resolve("src/components/ApiTables/index.tsx"))).toBe(false);
  });
});

describe("minifyWithSwc", () => {
  const configFor = (stage: string) => {
    const css = { constructor: { name: "CssMinimizerPlugin" } };
    const config = { optimization: { minimizer: [new TerserPlugin(), css] } };
    let replaced: typeof config | undefined;
    minifyWithSwc({
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: (next: typeof config) => (replaced = next) },
    } as unknown as CreateWebpackConfigArgs);
    return { replaced, css };
  };

  it("swaps terser for swc in the production browser bundle and keeps the CSS minimizer", () => {
    const { replaced, css } = configFor("build-javascript");
    const [js, other] = replaced!.optimization.minimizer as unknown as [
      { options: { minimizer: { implementation: unknown } } },
      unknown,
    ];
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(other).toBe(css);
  });

  it("leaves every other stage alone", () => {
    expect(configFor("build-html").replaced).toBeUndefined();
    expect(configFor("develop").replaced).toBeUndefined();
  });
});

describe("numberChunkFiles", () => {
  const configFor = (stage: string, chunkFilename = "[name]-[contenthash].js") => {
    const config = { output: { filename: "[name]-[contenthash].js", chunkFilename } };
    let replaced: typeof config | undefined;
    numberChunkFiles({
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: (next: typeof config) => (replaced = next) },
    } as unknown as CreateWebpackConfigArgs);
    return replaced;
  };

  it("numbers the chunk files of the production browser bundle and keeps the entries' names", () => {
    expect(configFor("build-javascript")?.output).toEqual({
      filename: "[name]-[contenthash].js",
      chunkFilename: CHUNK_FILE_NAME,
    });
    // A numbered file is still a hashed one, which the server serves as immutable.
    expect(
      GATSBY_INTERNALS.hashedFileNames.value.test(
        `public/${CHUNK_FILE_NAME.replace("[id]", "187").replace("[contenthash]", "0123456789abcdef0123")}`,
      ),
    ).toBe(true);
    expect(configFor("build-html")).toBeUndefined();
    expect(configFor("develop")).toBeUndefined();
  });

  it("fails the build, naming it, when Gatsby names its chunk files otherwise", () => {
    expect(() => configFor("build-javascript", "[name].[chunkhash].js")).toThrow(/\[name\]\.\[chunkhash\]\.js/);
  });
});

describe("markPureModules", () => {
  it("marks the modules of src/lib, src/i18n and src/config free of side effects, and nothing else", () => {
    const configs: unknown[] = [];
    markPureModules({
      actions: { setWebpackConfig: (c: unknown) => configs.push(c) },
    } as unknown as CreateWebpackConfigArgs);
    expect(configs).toEqual([{ module: { rules: [{ test: PURE_SOURCE_MODULES, sideEffects: false }] } }]);
    for (const file of ["/w/src/lib/typography.ts", "/w/src/i18n/cs.ts", "C:\\w\\src\\config\\site.ts"])
      expect(PURE_SOURCE_MODULES.test(file), file).toBe(true);
    // Components carry CSS modules, whose import is the effect that puts their styles in the bundle.
    for (const file of [
      "/w/src/theme/Footer/index.tsx",
      "/w/src/components/Price/index.tsx",
      "/w/src/lib/sub/x.ts",
      "/w/src/lib/a.css",
    ])
      expect(PURE_SOURCE_MODULES.test(file), file).toBe(false);
  });
});

describe("shortenCssClassNames", () => {
  const cssLoader = (modules: unknown) => ({ loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules } });
  const configWith = () => ({
    module: {
      rules: [
        {
          oneOf: [
            {
              use: [
                { loader: "/x/node_modules/style-loader/index.js" },
                cssLoader({ localIdentName: "[name]--[local]--[hash:hex:5]" }),
              ],
            },
          ],
        },
        { use: [cssLoader(false)] },
      ],
    },
  });
  const run = (stage: string, config: ReturnType<typeof configWith>) => {
    const replaceWebpackConfig = vi.fn();
    shortenCssClassNames({ stage, getConfig: () => config, actions: { replaceWebpackConfig } } as never);
    return replaceWebpackConfig;
  };

  it("gives CSS modules short names in both production bundles alike, and leaves plain CSS", () => {
    for (const stage of ["build-javascript", "build-html"]) {
      const config = configWith();
      expect(run(stage, config)).toHaveBeenCalledWith(config);
      const [, modules] = config.module.rules[0].oneOf![0].use as { options: { modules: unknown } }[];
      expect(modules.options.modules).toEqual({ localIdentName: SHORT_CSS_CLASS_NAME });
      expect(config.module.rules[1].use![0].options.modules).toBe(false);
    }
  });

  it("keeps Gatsby's names in gatsby develop, and fails the build when Gatsby's CSS rule changed shape", () => {
    expect(run("develop", configWith())).not.toHaveBeenCalled();
    expect(() => run("build-javascript", { module: { rules: [] } } as never)).toThrow(/no css-loader/);
  });
});

describe("keepRedocLogoLocal", () => {
  it("runs Redoc's browser bundle through the loader that drops the remote logo", async () => {
    const setWebpackConfig = vi.fn();
    for (const stage of ["build-javascript", "build-html"])
      keepRedocLogoLocal({ stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs);
    expect(setWebpackConfig).toHaveBeenCalledOnce();
    const [rule] = setWebpackConfig.mock.calls[0][0].module.rules;
    expect(rule.test.test(path.resolve("node_modules/redoc/bundles/redoc.browser.lib.js"))).toBe(true);
    expect(rule.test.test(path.resolve("node_modules/redoc/bundles/redoc.lib.js"))).toBe(true);
    expect(rule.test.test(path.resolve("src/components/ApiReference/live.tsx"))).toBe(false);
    const loader = (await import(rule.use[0].loader)).default as (
      this: { resourcePath: string },
      source: string,
    ) => string;
    const bundle = fs.readFileSync(require.resolve("redoc/bundles/redoc.browser.lib.js"), "utf8");
    const loaded = loader.call({ resourcePath: "redoc.browser.lib.js" }, bundle);
    expect(loaded).not.toContain("cdn.redoc.ly");
    expect(loaded.length).toBeGreaterThan(bundle.length - 100);
    expect(() => loader.call({ resourcePath: "redoc.browser.lib.js" }, "no logo")).toThrow(/no longer loads its logo/);
  });
});

describe("compilationHashFromBundles", () => {
  /** The hash the plugin gives a compilation whose assets are `files`. */
  const hashOf = (files: string[]) => {
    const setWebpackConfig = vi.fn();
    for (const stage of ["develop", "build-html", "build-javascript"])
      compilationHashFromBundles({ stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs);
    expect(setWebpackConfig).toHaveBeenCalledOnce();
    const [plugin] = setWebpackConfig.mock.calls[0][0].plugins;
    const compilation: { hash?: string; fullHash?: string; hooks: object } = { hash: "webpack's", hooks: {} };
    let stage = -1;
    let process: (assets: object) => void = () => {};
    compilation.hooks = {
      processAssets: {
        tap: (options: { stage: number }, run: typeof process) => ((stage = options.stage), (process = run)),
      },
    };
    plugin.apply({
      webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 } },
      hooks: { thisCompilation: { tap: (_: string, run: (c: typeof compilation) => void) => run(compilation) } },
    });
    expect(stage).toBe(5000); // after webpack's real content hash names the files
    process(Object.fromEntries(files.map((file) => [file, {}])));
    expect(compilation.fullHash).toBe(compilation.hash);
    return compilation.hash;
  };

  it("makes webpack's compilation hash the bundles' names: the same bundles, the same hash as the post-build pass's", () => {
    const files = ["app-1a2b.js", "styles.3c4d.css", "app-1a2b.js.map", "webpack.stats.json"];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundles-hash-"));
    for (const file of files) fs.writeFileSync(path.join(dir, file), "");
    expect(hashOf(files)).toBe(bundlesHash(dir));
    expect(hashOf([...files].reverse())).toBe(hashOf(files));
    expect(hashOf(["app-9f8e.js", ...files.slice(1)])).not.toBe(hashOf(files));
    expect(hashOf([...files, "other.map"])).toBe(hashOf(files));
  });
});

describe("compileFirstLoadEagerly", () => {
  /** Builds `files` (name → source) as entries the way the production bundle is built: minified,
   * content-hashed names, source maps; returns the output folder. */
  async function build(files: Record<string, string>): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eager-compile-"));
    for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.js`), source);
    const setWebpackConfig = vi.fn();
    for (const stage of ["develop", "build-html", "build-javascript"])
      compileFirstLoadEagerly({ stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs);
    expect(setWebpackConfig).toHaveBeenCalledOnce();
    const compiler = webpack({
      mode: "production",
      context: dir,
      entry: Object.fromEntries(Object.keys(files).map((name) => [name, `./${name}.js`])),
      output: { path: path.join(dir, "public"), filename: "[name]-[contenthash].js" },
      devtool: "source-map",
      plugins: setWebpackConfig.mock.calls[0][0].plugins,
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
    );
    return path.join(dir, "public");
  }

  it("starts the first-load bundles with the hint after minification, and their maps account for it", async () => {
    const publicDir = await build({
      app: "/* a comment minification drops */ export function greet(name) { return 'Ahoj ' + name; }\nconsole.log(greet(document.title));",
      framework: "console.log('framework');",
      "webpack-runtime": "console.log('runtime');",
      search: "console.log('a lazy chunk keeps lazy compilation');",
    });
    const files = fs.readdirSync(publicDir);
    const app = files.find((f) => /^app-[0-9a-f]+\.js$/.test(f))!;
    const text = fs.readFileSync(path.join(publicDir, app), "utf8");
    expect(text.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
    expect(text).not.toContain("a comment minification drops");
    // The map's first line (the hint) maps to nothing; the code starts on the second.
    const map = JSON.parse(fs.readFileSync(path.join(publicDir, `${app}.map`), "utf8")) as { mappings: string };
    expect(map.mappings.startsWith(";")).toBe(true);
    for (const lazy of ["search", "webpack-runtime"]) {
      const file = files.find((f) => new RegExp(`^${lazy}-[0-9a-f]+\\.js$`).test(f))!;
      expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain(EAGER_COMPILE_HINT);
    }
    expect(eagerCompileProblems(publicDir, files)).toEqual([]);
  }, 60_000);

  it("names a first-load bundle without the hint, and a missing one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eager-check-"));
    fs.writeFileSync(path.join(dir, "app-0123abcd.js"), `${EAGER_COMPILE_HINT}\n(self.x=[])`);
    fs.writeFileSync(path.join(dir, "framework-4567ef01.js"), "/*! licence */ !function(){}()");
    expect(eagerCompileProblems(dir, ["app-0123abcd.js", "styles.0123.css", "framework-4567ef01.js"])).toEqual([
      `framework-4567ef01.js does not start with ${EAGER_COMPILE_HINT}`,
    ]);
    // An earlier build's app bundle, still in public/, is not this build's.
    fs.writeFileSync(path.join(dir, "app-89abcdef.js"), "(self.x=[])");
    expect(eagerCompileProblems(dir, ["webpack-runtime-0011.js", "app-0123abcd.js"])).toEqual([
      "no framework-<hash>.js among the entry's files: Gatsby's bundle names changed (compileFirstLoadEagerly)",
    ]);
  });
});
