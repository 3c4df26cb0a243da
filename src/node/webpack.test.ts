import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import {
  dropDevelopOnlyPartytown,
  keepRedocOutOfHtmlRenderer,
  minifyWithSwc,
  renderSharedMdxBodiesOnServerOnly,
} from "./webpack";

describe("renderSharedMdxBodiesOnServerOnly", () => {
  it("gives every bundle but the HTML renderer's the empty placeholder for MdxBody", async () => {
    const calls: [string, RegExp, string][] = [];
    for (const stage of ["build-javascript", "build-html", "develop", "develop-html"])
      renderSharedMdxBodiesOnServerOnly({
        stage,
        actions: { setWebpackConfig: () => {} },
        plugins: {
          normalModuleReplacement: (pattern: RegExp, replacement: string) => calls.push([stage, pattern, replacement]),
        },
      } as unknown as CreateWebpackConfigArgs);
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript", "develop", "develop-html"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test("../components/MdxBody")).toBe(true);
    expect(pattern.test(path.resolve("src/components/MdxBody/index.tsx"))).toBe(true);
    expect(pattern.test("../components/StaticBody")).toBe(false);
    const { default: Placeholder } = (await import(replacement)) as { default: () => null };
    expect(Placeholder()).toBeNull();
  });
});

describe("dropDevelopOnlyPartytown", () => {
  it("replaces only Gatsby's Partytown browser module, only in the production browser bundle", async () => {
    const calls: [string, RegExp, string][] = [];
    for (const stage of ["build-javascript", "build-html", "develop"])
      dropDevelopOnlyPartytown({
        stage,
        actions: { setWebpackConfig: () => {} },
        plugins: {
          normalModuleReplacement: (pattern: RegExp, replacement: string) => calls.push([stage, pattern, replacement]),
        },
      } as unknown as CreateWebpackConfigArgs);
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true);
    expect(pattern.test("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBe(false);
    expect(pattern.test("../node_modules/gatsby-plugin-image/gatsby-browser.js")).toBe(false);
    expect((await import(replacement)).default).toEqual({});
  });
});

describe("keepRedocOutOfHtmlRenderer", () => {
  it("gives only the HTML renderer an empty component for the API reference", () => {
    const calls: [string, RegExp, string][] = [];
    for (const stage of ["build-javascript", "build-html", "develop"])
      keepRedocOutOfHtmlRenderer({
        stage,
        actions: { setWebpackConfig: () => {} },
        plugins: {
          normalModuleReplacement: (pattern: RegExp, replacement: string) => calls.push([stage, pattern, replacement]),
        },
      } as unknown as CreateWebpackConfigArgs);
    expect(calls.map(([stage]) => stage)).toEqual(["build-html"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test("../components/ApiReference")).toBe(true);
    expect(pattern.test(path.resolve("src/components/ApiReference/index.tsx"))).toBe(true);
    expect(pattern.test(path.resolve("src/components/ApiTables/index.tsx"))).toBe(false);
    expect(replacement).toBe(path.resolve("src/components/mdx-placeholder.tsx"));
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
