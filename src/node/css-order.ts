import type { CreateWebpackConfigArgs } from "gatsby";

import { LANDING_STYLES_CHUNK } from "../lib/stylesheet-order";

type ChunkGroup = { name?: string | null; chunks: { name?: string | null }[] };
type Compilation = { warnings: Error[]; errors: Error[]; chunkGroups?: ChunkGroup[] };
type Compiler = { hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } } };

/** The pages that import the same CSS modules in a different order, as mini-css-extract-plugin
 * reports them, without the loader chains in front of each file. */
export function cssOrderConflicts(warnings: Error[]): string[] {
  return warnings
    .filter((warning) => warning.message.includes("Conflicting order"))
    .map((warning) => warning.message.replace(/(?:\S*node_modules\/\S*?-loader\S*?!)+/g, ""));
}

/** The landing sections' stylesheet (src/node/css-split.ts) in the shell's `app` chunk group,
 * which every page inlines: then every page would carry it again. */
export function stylesheetSplitProblems(chunkGroups: ChunkGroup[]): string[] {
  return chunkGroups
    .filter((group) => group.name === "app" && group.chunks.some((chunk) => chunk.name === LANDING_STYLES_CHUNK))
    .map(() => `chunk group app holds ${LANDING_STYLES_CHUNK}: every page would inline the landing sections' CSS`);
}

/**
 * The production stylesheets merge the CSS modules of every page in one order each (Gatsby's
 * `styles` and the landing sections' chunk). When two pages import
 * shared modules in different orders (e.g. one reaches the shell through `gatsby` before its own
 * components, the other after), mini-css-extract-plugin picks an order and warns: the cascade then
 * depends on that pick. Such a conflict fails the build instead, naming the modules and pages, so
 * it is fixed at its cause (the import order) rather than scrolling past.
 */
export class CssOrderGuard {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("CssOrderGuard", (compilation) => {
      const split = stylesheetSplitProblems(compilation.chunkGroups ?? []);
      if (split.length)
        compilation.errors.push(new Error(`Stylesheet split (src/node/css-split.ts): ${split.join("\n")}`));
      const conflicts = cssOrderConflicts(compilation.warnings);
      if (!conflicts.length) return;
      compilation.warnings = compilation.warnings.filter((warning) => !warning.message.includes("Conflicting order"));
      compilation.errors.push(
        new Error(
          `${conflicts.length} CSS order conflict(s): pages import shared CSS modules in different orders. ` +
            `Import the shell (anything from "gatsby" or src/theme/Link) before a page's own components.\n\n` +
            conflicts.join("\n\n"),
        ),
      );
    });
  }
}

export function failOnCssOrderConflicts({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CssOrderGuard()] });
}
