import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import { BROWSER_BUNDLE_DEFINE, defineProductionBrowserBundle, staticBodyWebpackConfig } from "./webpack";
import { replacementsOf } from "../../../src/test-utils/webpack";

const STAGES = ["build-javascript", "build-html", "develop", "develop-html"];

/** The module replacements the static-body swaps register, per stage. */
const replacements = () => replacementsOf(staticBodyWebpackConfig, STAGES);

describe("staticBodyWebpackConfig", () => {
  it("gives only the production browser bundle the browser stand-in of the landing sections", () => {
    const calls = replacements().filter(([, , replacement]) => replacement.endsWith("landing-browser.tsx"));
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test("../components/landing")).toBe(true);
    expect(pattern.test(path.resolve("src/components/landing.tsx"))).toBe(true);
    expect(pattern.test(path.resolve("plugins/gatsby-overrides/static-body/landing-browser.tsx"))).toBe(false);
    expect(replacement).toBe(path.resolve("plugins/gatsby-overrides/static-body/landing-browser.tsx"));
  });

  it("gives every bundle but the HTML renderer's the empty placeholder for the server body", async () => {
    const calls = replacements().filter(([, , replacement]) => replacement.endsWith("placeholder.tsx"));
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript", "develop", "develop-html"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test(path.resolve("plugins/gatsby-overrides/static-body/ServerBody.tsx"))).toBe(true);
    expect(pattern.test(path.resolve("plugins/gatsby-overrides/static-body/PageBody.tsx"))).toBe(false);
    const { default: Placeholder } = (await import(replacement)) as { default: () => null };
    expect(Placeholder()).toBeNull();
  });

  it('defines process.env.PRODUCTION_BROWSER_BUNDLE as "true" in the production browser bundle only', () => {
    const defined = STAGES.map((stage) => {
      let definitions: Record<string, string> = {};
      defineProductionBrowserBundle({
        stage,
        actions: { setWebpackConfig: () => {} },
        plugins: { define: (d: Record<string, string>) => (definitions = d) },
      } as unknown as CreateWebpackConfigArgs);
      return definitions[BROWSER_BUNDLE_DEFINE];
    });
    expect(BROWSER_BUNDLE_DEFINE).toBe("process.env.PRODUCTION_BROWSER_BUNDLE");
    expect(defined).toEqual(['"true"', '"false"', '"false"', '"false"']);
  });
});
