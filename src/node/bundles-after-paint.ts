import path from "node:path";
import type { BuildArgs } from "gatsby";
import { loadAfterFirstPaintScript } from "../lib/after-first-paint";
import { rewriteHtmlFiles } from "./html-files";

// Gatsby stitches its bundles into every page as `<script src async>` elements of the
// `_gatsby-scripts` slice. They are replaced with one inline loader that adds them after the
// first paint (src/lib/after-first-paint.ts).

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->';
const BUNDLE = /<script src="([^"]+)" async><\/script>/g;

/** The page with its bundles behind the first paint; null when it has none (or has it already). */
export function loadBundlesAfterFirstPaint(html: string): string | null {
  const start = html.indexOf(SLICE_START);
  if (start < 0) return null;
  const slice = html.slice(start);
  const sources = [...slice.matchAll(BUNDLE)].map((match) => match[1]);
  if (!sources.length) return null;
  const loader = `<script>${loadAfterFirstPaintScript(sources)}</script>`;
  let first = true;
  return html.slice(0, start) + slice.replace(BUNDLE, () => (first ? ((first = false), loader) : ""));
}

/** onPostBuild: every page of the build. */
export function runLoadBundlesAfterFirstPaint({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const changed = rewriteHtmlFiles(path.join(program.directory, "public"), (bytes) =>
    loadBundlesAfterFirstPaint(bytes.toString("utf8")),
  );
  reporter.info(`Bundles: ${changed} pages load Gatsby's scripts after their first paint.`);
}
