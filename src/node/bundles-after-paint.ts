import path from "node:path";
import type { BuildArgs } from "gatsby";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement } from "../lib/after-first-paint";
import { rewriteHtmlFiles } from "./html-files";

// Gatsby stitches its bundles into every page as `<script src async>` elements of the
// `_gatsby-scripts` slice, after inline scripts that set window.pagePath, the chunk map and the
// compilation hash. They are replaced with a data block and one constant loader that sets those
// globals and adds the bundles after the first paint (src/lib/after-first-paint.ts): the page then
// has no inline script the Content-Security-Policy does not know by its hash.

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->';
const BUNDLE = /<script src="([^"]+)" async><\/script>/g;
/** Gatsby's inline scripts that only assign JSON strings to window properties. */
const GLOBALS_SCRIPTS = [
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/([\s\S]*?)\/\*\]\]>\*\/<\/script>/,
  /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/,
  /<script>(\s*window\.___webpackCompilationHash="[^"]*";\s*)<\/script>/,
];
const ASSIGNMENT = /window\.([\w$]+)=("(?:[^"\\]|\\.)*");/g;

/** The globals a script of `window.x="…";` statements sets, or null when it is anything else. */
function parseAssignments(script: string): Record<string, unknown> | null {
  const globals: Record<string, unknown> = {};
  const rest = script.replace(ASSIGNMENT, (_whole, name: string, value: string) => {
    globals[name] = JSON.parse(value);
    return "";
  });
  return rest.trim() === "" ? globals : null;
}

/** The page with its bundles behind the first paint; null when it has none (or has it already). */
export function loadBundlesAfterFirstPaint(html: string): string | null {
  const start = html.indexOf(SLICE_START);
  if (start < 0) return null;
  const bundles = [...html.slice(start).matchAll(BUNDLE)].map((match) => match[1]);
  if (!bundles.length) return null;
  let page = html;
  const globals: Record<string, unknown> = {};
  for (const pattern of GLOBALS_SCRIPTS) {
    const match = pattern.exec(page);
    const assigned = match && parseAssignments(match[1]);
    if (!match || !assigned) continue;
    Object.assign(globals, assigned);
    page = page.slice(0, match.index) + page.slice(match.index + match[0].length);
  }
  const sliceStart = page.indexOf(SLICE_START);
  const loader = `${bootDataElement({ globals, bundles })}<script>${AFTER_FIRST_PAINT_SCRIPT}</script>`;
  let first = true;
  return (
    page.slice(0, sliceStart) + page.slice(sliceStart).replace(BUNDLE, () => (first ? ((first = false), loader) : ""))
  );
}

/** onPostBuild: every page of the build. */
export function runLoadBundlesAfterFirstPaint({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const changed = rewriteHtmlFiles(path.join(program.directory, "public"), (bytes) =>
    loadBundlesAfterFirstPaint(bytes.toString("utf8")),
  );
  reporter.info(`Bundles: ${changed} pages load Gatsby's scripts after their first paint.`);
}
