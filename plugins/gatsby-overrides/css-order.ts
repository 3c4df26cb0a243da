import type { CreateWebpackConfigArgs } from "gatsby";

import { PAGE_KIND_STYLESHEETS, pageChunkGroup } from "./stylesheet-order";

type ChunkGroup = { name?: string | null; chunks: { name?: string | null }[]; getParents?(): ChunkGroup[] };
type Compilation = { warnings: Error[]; errors: Error[]; chunkGroups?: ChunkGroup[] };
type Compiler = { hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } } };

/** The pages that import the same CSS modules in a different order, as mini-css-extract-plugin
 * reports them, without the loader chains in front of each file. */
export function cssOrderConflicts(warnings: Error[]): string[] {
  return warnings
    .filter((warning) => warning.message.includes("Conflicting order"))
    .map((warning) => warning.message.replace(/(?:\S*node_modules\/\S*?-loader\S*?!)+/g, ""));
}

/** The chunk groups a page loads on its first visit: the shell's (`app`) and its page component's
 * (`component---…`). A lazy chunk group (a tool, the search) counts as those it is loaded from. */
function pageGroupsOf(group: ChunkGroup, seen = new Set<ChunkGroup>()): string[] {
  if (seen.has(group)) return [];
  seen.add(group);
  const name = group.name ?? "";
  const parents = group.getParents?.() ?? [];
  if (name === "app" || name.startsWith("component---") || !parents.length) return [name || "(unnamed)"];
  return parents.flatMap((parent) => pageGroupsOf(parent, seen));
}

const mayInline = (pages: readonly string[], group: string) =>
  pages.some(
    (page) => group === pageChunkGroup(page) || group.startsWith(`${pageChunkGroup(page)}-content-file-path-`),
  );

/** A page kind's stylesheet (plugins/gatsby-overrides/css-split.ts) in a chunk group of a page outside its kind,
 * or of the shell (`app`), which every page inlines: a component of that kind imported elsewhere,
 * whose CSS the page would inline again, or a page component missing from the kind's pages. */
export function stylesheetSplitProblems(chunkGroups: ChunkGroup[]): string[] {
  const problems = new Set<string>();
  for (const group of chunkGroups)
    for (const { chunk, pages } of PAGE_KIND_STYLESHEETS) {
      if (!group.chunks.some((c) => c.name === chunk)) continue;
      for (const page of pageGroupsOf(group))
        if (!mayInline(pages, page))
          problems.add(
            page === "app"
              ? `chunk group app holds ${chunk}: every page would inline it`
              : `chunk group ${page} holds ${chunk}, which only ${pages.join(", ")} inline (PAGE_KIND_STYLESHEETS)`,
          );
    }
  return [...problems];
}

/**
 * The production stylesheets merge the CSS modules of every page in one order each (Gatsby's
 * `styles` and each page kind's chunk, plugins/gatsby-overrides/css-split.ts). When two pages import
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
        compilation.errors.push(
          new Error(`Stylesheet split (plugins/gatsby-overrides/css-split.ts): ${split.join("\n")}`),
        );
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
