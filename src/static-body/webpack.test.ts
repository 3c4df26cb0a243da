import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticBodyWebpackConfig } from "./webpack";
import { replacementsOf } from "../test-utils/webpack";

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
    expect(pattern.test(path.resolve("src/static-body/landing-browser.tsx"))).toBe(false);
    expect(replacement).toBe(path.resolve("src/static-body/landing-browser.tsx"));
  });

  it("gives every bundle but the HTML renderer's the empty placeholder for the server body", async () => {
    const calls = replacements().filter(([, , replacement]) => replacement.endsWith("placeholder.tsx"));
    expect(calls.map(([stage]) => stage)).toEqual(["build-javascript", "develop", "develop-html"]);
    const [, pattern, replacement] = calls[0];
    expect(pattern.test(path.resolve("src/static-body/ServerBody.tsx"))).toBe(true);
    expect(pattern.test(path.resolve("src/static-body/MdxContent.tsx"))).toBe(false);
    const { default: Placeholder } = (await import(replacement)) as { default: () => null };
    expect(Placeholder()).toBeNull();
  });
});
