import { describe, expect, it, vi } from "vitest";
import { CssOrderGuard, cssOrderConflicts, failOnCssOrderConflicts, stylesheetSplitProblems } from "./css-order";

// The text mini-css-extract-plugin 2 writes, shortened to two modules and two chunk groups.
const LOADERS =
  "./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[1]!./node_modules/postcss-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[2]!";
const conflict = new Error(
  [
    "chunk styles [mini-css-extract-plugin]",
    "Conflicting order. Following module has been added:",
    ` * css ${LOADERS}./src/theme/SkipToContent/styles.module.css`,
    "despite it was not able to fulfill desired ordering with these modules:",
    ` * css ${LOADERS}./src/theme/ToolPage/styles.module.css`,
    "   - couldn't fulfill desired order of chunk group(s) component---src-pages-tool-validace-cisla-tsx",
    "   - while fulfilling desired order of chunk group(s) component---src-pages-tool-delka-sms-tsx",
  ].join("\n"),
);
const other = new Error("Module Warning (from ./node_modules/postcss-loader): something else");

type Group = { name: string | null; chunks: { name: string }[]; getParents(): Group[] };
const group = (name: string | null, ...chunks: string[]): Group => ({
  name,
  chunks: chunks.map((chunk) => ({ name: chunk })),
  getParents: () => [],
});
/** A lazy chunk group (a tool, the search) loaded from `parent`. */
const lazy = (name: string | null, parent: Group, ...chunks: string[]): Group => ({
  ...group(name, ...chunks),
  getParents: () => [parent],
});
const PAGE = "component---src-templates-page-tsx";

function compile(warnings: Error[], chunkGroups: Group[] = []) {
  let afterCompile: ((compilation: { warnings: Error[]; errors: Error[] }) => void) | undefined;
  new CssOrderGuard().apply({ hooks: { afterCompile: { tap: (_name, fn) => (afterCompile = fn) } } });
  const compilation = { warnings, errors: [] as Error[], chunkGroups };
  afterCompile!(compilation);
  return compilation;
}

describe("CSS order guard", () => {
  it("turns a conflicting order into a build error naming the modules and pages, without the loaders", () => {
    const { warnings, errors } = compile([conflict, other]);
    expect(warnings).toEqual([other]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/^1 CSS order conflict\(s\)/);
    expect(errors[0].message).toContain("* css ./src/theme/SkipToContent/styles.module.css");
    expect(errors[0].message).toContain("component---src-pages-tool-validace-cisla-tsx");
    expect(errors[0].message).not.toContain("postcss-loader");
  });

  it("leaves a compilation without conflicts alone", () => {
    const { warnings, errors } = compile([other]);
    expect(warnings).toEqual([other]);
    expect(errors).toEqual([]);
    expect(cssOrderConflicts([other])).toEqual([]);
  });

  it("guards only the production browser bundle", () => {
    for (const stage of ["develop", "develop-html", "build-html", "build-javascript"]) {
      const setWebpackConfig = vi.fn();
      failOnCssOrderConflicts({ stage, actions: { setWebpackConfig } } as never);
      expect(setWebpackConfig).toHaveBeenCalledTimes(stage === "build-javascript" ? 1 : 0);
    }
  });
});

describe("stylesheet split", () => {
  it("accepts the landing sections' stylesheet in a template's chunk group", () => {
    const groups = [group("app", "styles", "app"), group(PAGE, "landing-styles", "styles", PAGE)];
    expect(stylesheetSplitProblems(groups)).toEqual([]);
    expect(compile([], groups).errors).toEqual([]);
  });

  it("fails the build when the shell's chunk group carries the landing stylesheet to every page", () => {
    const { errors } = compile([], [group("app", "styles", "landing-styles", "app")]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain("chunk group app holds landing-styles: every page would inline it");
  });

  it("accepts each page kind's stylesheet in its pages' chunk groups and in the lazy ones they load", () => {
    const tool = group("component---src-templates-sms-length-tool-tsx", "tool-styles");
    const groups = [
      group("app", "styles"),
      group("component---src-templates-doc-tsx", "styles", "docs-styles"),
      group("component---src-templates-doc-tsx-content-file-path-content-docs-api-json-error-codes-mdx", "docs-styles"),
      group("component---src-templates-blog-post-tsx", "styles", "blog-styles"),
      group("component---src-templates-price-list-tsx", "price-styles"),
      group("component---src-pages-tool-validace-cisla-tsx", "tool-styles"),
      tool,
      lazy("sms-length-tool", tool, "tool-styles"),
      lazy(null, tool, "tool-styles"),
    ];
    expect(stylesheetSplitProblems(groups)).toEqual([]);
  });

  it("fails the build when a page of another kind, or a lazy chunk of the shell, carries a kind's stylesheet", () => {
    const app = group("app", "styles");
    const problems = stylesheetSplitProblems([
      app,
      group("component---src-templates-blog-post-tsx", "blog-styles", "docs-styles"),
      group("component---src-templates-doc-tsx-extra-tsx", "docs-styles"),
      lazy("search", app, "tool-styles"),
    ]);
    expect(problems).toEqual([
      "chunk group component---src-templates-blog-post-tsx holds docs-styles, which only src/templates/doc.tsx, src/templates/doc-category.tsx, src/templates/api-reference.tsx, src/templates/country-price.tsx inline (PAGE_KIND_STYLESHEETS)",
      expect.stringMatching(/^chunk group component---src-templates-doc-tsx-extra-tsx holds docs-styles/),
      "chunk group app holds tool-styles: every page would inline it",
    ]);
    expect(compile([], [app, group("component---src-pages-404-tsx", "blog-styles")]).errors[0].message).toMatch(
      /^Stylesheet split \(plugins\/gatsby-overrides\/css-split.ts\): chunk group component---src-pages-404-tsx holds blog-styles/,
    );
  });
});
