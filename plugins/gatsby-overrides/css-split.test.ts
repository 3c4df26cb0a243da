import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CreateWebpackConfigArgs } from "gatsby";
import { LANDING_STYLE_FOLDERS, PAGE_KIND_STYLESHEETS } from "./stylesheet-order";
import { LANDING_STYLES_CHUNK, pageKindChunkOf, splitPageKindStyles } from "./css-split";

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

/** The stylesheets of a page kind's source under src/, a folder or a file. */
const sheetsOf = (source: string) => {
  const at = path.join("src", source);
  if (!fs.statSync(at).isDirectory()) return [at];
  return fs
    .readdirSync(at, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join(at, file));
};

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
  splitPageKindStyles({ stage, actions: { replaceWebpackConfig }, getConfig: () => config } as never);
  return {
    groups: config.optimization.splitChunks.cacheGroups as unknown as Record<string, Group>,
    replaceWebpackConfig,
  };
}

describe("splitPageKindStyles", () => {
  it("gives each page kind's CSS a stylesheet of its own and leaves the rest in Gatsby's", () => {
    const { groups, replaceWebpackConfig } = split();
    expect(replaceWebpackConfig).toHaveBeenCalledOnce();
    const chunks = PAGE_KIND_STYLESHEETS.map((kind) => kind.chunk);
    expect(chunks).toEqual(["landing-styles", "docs-styles", "blog-styles", "price-styles", "tool-styles"]);
    for (const { chunk, sources } of PAGE_KIND_STYLESHEETS) {
      const sheets = sources.flatMap(sheetsOf);
      expect(sheets.length, chunk).toBeGreaterThan(0);
      for (const file of sheets) {
        expect(groups[chunk].name, file).toBe(chunk);
        for (const other of ["styles", ...chunks])
          expect(groups[other].test(css(file), {}), `${file} ${other}`).toBe(other === chunk);
      }
    }
    expect(groups[LANDING_STYLES_CHUNK].test(css("src/components/Sections/sections.module.css"), {})).toBe(true);
    expect(groups["docs-styles"].test(css("src/theme/DocSidebar/styles.module.css"), {})).toBe(true);
    expect(groups["docs-styles"].test(css("src/templates/doc-category.module.css"), {})).toBe(true);
    for (const file of [
      "src/theme/Navbar/styles.module.css",
      "src/theme/TOC/styles.module.css",
      "src/components/Fact/styles.module.css",
      "src/components/CodeBlock/styles.module.css",
      "src/templates/styles.module.css",
      "src/templates/prices.module.css",
      "src/theme/tokens.css",
    ]) {
      expect(pageKindChunkOf(css(file)), file).toBeUndefined();
      expect(groups.styles.test(css(file), {}), file).toBe(true);
    }
    expect(groups[LANDING_STYLES_CHUNK].test(js("src/components/Sections/Hero.tsx"), {})).toBe(false);
    expect(pageKindChunkOf(css("node_modules/x/src/theme/DocPage/a.css"))).toBeUndefined();
  });

  it("gives each stylesheet one page kind and names only page components that exist", () => {
    const files = PAGE_KIND_STYLESHEETS.flatMap((kind) => kind.sources.flatMap(sheetsOf));
    expect(new Set(files).size).toBe(files.length);
    for (const page of PAGE_KIND_STYLESHEETS.flatMap((kind) => kind.pages))
      expect(fs.existsSync(page), page).toBe(true);
  });

  it("leaves the MDX components' CSS in the shell's: static bodies of docs, blog posts and pages use it", () => {
    // No browser chunk of a static page imports the MDX map (plugins/gatsby-overrides/static-body/README.md), so the
    // chunk groups do not show which pages use these components; pages of three kinds do.
    for (const folder of folders("mdx.tsx"))
      for (const file of fs.existsSync(path.join("src/components", folder)) ? stylesheets(folder) : [])
        expect(pageKindChunkOf(css(file)), file).toBeUndefined();
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
      splitPageKindStyles({
        stage: "build-javascript",
        actions: { replaceWebpackConfig: vi.fn() },
        getConfig: () => ({ optimization: { splitChunks: { cacheGroups: {} } } }),
      } as unknown as CreateWebpackConfigArgs),
    ).toThrow(/no `styles` cache group/);
  });
});
