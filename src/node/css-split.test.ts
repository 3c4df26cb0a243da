import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import {
  LANDING_STYLES_CHUNK,
  rerenderPagesWhenStylesheetsChange,
  splitLandingStyles,
  stylesheetNames,
} from "./css-split";

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

describe("rerenderPagesWhenStylesheetsChange", () => {
  const statsFile = (assets: Record<string, string[]>) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "css-split-")), "webpack.stats.json");
    fs.writeFileSync(file, JSON.stringify({ assetsByChunkName: assets }));
    return file;
  };

  it("names the browser bundle's stylesheets, which change with their content hash", () => {
    const before = statsFile({
      app: ["webpack-runtime-1.js", "styles.aaa.css", "app-1.js"],
      "component---src-templates-page-tsx": ["landing-styles.bbb.css", "styles.aaa.css", "component-1.js"],
    });
    const after = statsFile({
      app: ["webpack-runtime-1.js", "styles.aaa.css", "app-1.js"],
      "component---src-templates-page-tsx": ["landing-styles.ccc.css", "styles.aaa.css", "component-1.js"],
    });
    expect(stylesheetNames(before)).toBe("landing-styles.bbb.css styles.aaa.css");
    expect(stylesheetNames(after)).not.toBe(stylesheetNames(before));
    expect(stylesheetNames(path.join(os.tmpdir(), "no-such-dir", "webpack.stats.json"))).toBe("");
  });

  it("salts only the HTML renderer's hashes, differently when a stylesheet changed", () => {
    const salt = (stage: string, file: string) => {
      const setWebpackConfig = vi.fn();
      rerenderPagesWhenStylesheetsChange({ stage, actions: { setWebpackConfig } } as never, file);
      return setWebpackConfig.mock.calls[0]?.[0].output.hashSalt as string | undefined;
    };
    const one = statsFile({ app: ["styles.aaa.css", "app-1.js"] });
    const other = statsFile({ app: ["styles.ddd.css", "app-1.js"] });
    for (const stage of ["build-javascript", "develop", "develop-html"])
      expect(salt(stage, one), stage).toBeUndefined();
    expect(salt("build-html", one)).toMatch(/^[0-9a-f]{40}$/);
    expect(salt("build-html", other)).not.toBe(salt("build-html", one));
  });
});
