import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import { dropDevelopOnlyPartytown, renderSharedMdxBodiesOnServerOnly } from "./webpack";

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
