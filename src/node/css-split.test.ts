import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import { LANDING_STYLE_FOLDERS } from "../lib/stylesheet-order";
import { LANDING_STYLES_CHUNK, splitLandingStyles } from "./css-split";

type Group = { name?: string; test: (module: unknown, context: unknown) => boolean; priority: number };

/** A CSS module as mini-css-extract-plugin hands it to splitChunks' tests. */
const css = (file: string) => ({ type: "css/mini-extract", nameForCondition: () => path.resolve(file) });
const js = (file: string) => ({ type: "javascript/auto", nameForCondition: () => path.resolve(file) });

/** The stylesheets of a folder of src/components ("src/components/Sections/sections.module.css"…). */
const stylesheets = (folder: string) =>
  fs
    .readdirSync(path.join("src/components", folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join("src/components", folder, file));

/** The folders of src/components a module of it imports from (`from "./Sections/Hero"` → Sections). */
const folders = (module: string) =>
  new Set(
    [...fs.readFileSync(path.join("src/components", module), "utf8").matchAll(/from "\.\/([A-Z]\w*)[/"]/g)].map(
      (m) => m[1],
    ),
  );

/** Gatsby's cache groups for the production browser bundle, as far as the split reads them. */
function split(stage = "build-javascript") {
  const gatsbyStyles = {
    name: "styles",
    test: (module: { type: string }) => module.type === "css/mini-extract",
    priority: 40,
    enforce: true,
  };
  const config = { optimization: { splitChunks: { cacheGroups: { styles: gatsbyStyles } } } };
  const replaceWebpackConfig = vi.fn();
  splitLandingStyles({ stage, actions: { replaceWebpackConfig }, getConfig: () => config } as never);
  return {
    groups: config.optimization.splitChunks.cacheGroups as unknown as Record<string, Group>,
    replaceWebpackConfig,
  };
}

describe("splitLandingStyles", () => {
  it("gives the landing sections' CSS a stylesheet of its own and leaves the rest in Gatsby's", () => {
    const { groups, replaceWebpackConfig } = split();
    const styles = groups.styles;
    const landing = groups[LANDING_STYLES_CHUNK];
    expect(replaceWebpackConfig).toHaveBeenCalledOnce();
    const landingSheets = LANDING_STYLE_FOLDERS.flatMap(stylesheets);
    expect(landingSheets).toContain("src/components/Sections/sections.module.css");
    for (const file of landingSheets) {
      expect(landing.test(css(file), {}), file).toBe(true);
      expect(styles.test(css(file), {}), file).toBe(false);
    }
    for (const file of [
      "src/theme/Navbar/styles.module.css",
      "src/components/Fact/styles.module.css",
      "src/templates/styles.module.css",
      "src/theme/tokens.css",
    ]) {
      expect(landing.test(css(file), {}), file).toBe(false);
      expect(styles.test(css(file), {}), file).toBe(true);
    }
    expect(landing.test(js("src/components/Sections/Hero.tsx"), {})).toBe(false);
    expect(landing.name).toBe(LANDING_STYLES_CHUNK);
  });

  it("takes the folders with stylesheets whose components the landing pages use and the docs do not", () => {
    // landing.tsx holds the landing sections, mdx.tsx the components of every MDX page.
    const docs = folders("mdx.tsx");
    const landingOnly = [...folders("landing.tsx")].filter((f) => !docs.has(f) && stylesheets(f).length > 0);
    expect([...LANDING_STYLE_FOLDERS].sort()).toEqual(landingOnly.sort());
  });

  it("changes only the production browser bundle", () => {
    for (const stage of ["develop", "develop-html", "build-html"])
      expect(split(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });

  it("fails naming the missing cache group when Gatsby's config changes", () => {
    expect(() =>
      splitLandingStyles({
        stage: "build-javascript",
        actions: { replaceWebpackConfig: vi.fn() },
        getConfig: () => ({ optimization: { splitChunks: { cacheGroups: {} } } }),
      } as unknown as CreateWebpackConfigArgs),
    ).toThrow(/no `styles` cache group/);
  });
});
