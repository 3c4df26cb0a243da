import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import { LANDING_STYLES_CHUNK, splitLandingStyles } from "./css-split";

type Group = { name?: string; test: (module: unknown, context: unknown) => boolean; priority: number };

/** A CSS module as mini-css-extract-plugin hands it to splitChunks' tests. */
const css = (file: string) => ({ type: "css/mini-extract", nameForCondition: () => path.resolve(file) });
const js = (file: string) => ({ type: "javascript/auto", nameForCondition: () => path.resolve(file) });

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
    for (const file of [
      "src/components/Sections/sections.module.css",
      "src/components/Visuals/visuals.module.css",
      "src/components/Proof/proof.module.css",
      "src/components/Messages/messages.module.css",
    ]) {
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
