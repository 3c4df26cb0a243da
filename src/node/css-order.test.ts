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

type Group = { name: string; chunks: { name: string }[] };
const group = (name: string, ...chunks: string[]): Group => ({
  name,
  chunks: chunks.map((chunk) => ({ name: chunk })),
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
    expect(errors[0].message).toContain(
      "chunk group app holds landing-styles: every page would inline the landing sections' CSS",
    );
  });
});
