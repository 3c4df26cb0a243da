import { AFTER_FIRST_PAINT_SCRIPT, BOOT_DATA_ID, bootDataElement, type BootData } from "../after-first-paint";
import { between, GATSBY_OUTPUT, MissingOutput } from "./gatsby-output";
import type { Transform } from "./pipeline";

// Gatsby stitches its bundles into every page as `<script src async>` elements of its
// `_gatsby-scripts` slice, after inline scripts that set window.pagePath, the chunk map and the
// compilation hash. They become a data block and one constant loader that sets those globals and
// adds the bundles after the first paint (plugins/gatsby-overrides/after-first-paint.ts): the page then has no
// inline script the Content-Security-Policy does not know by its hash.
//
// The data block and the loader take the place of Gatsby's page-path script, and the slice is left
// empty between its markers. On a rebuild Gatsby leaves pages it did not render again as they are,
// but stitches a changed scripts slice (new bundles) into all of them: such a page then has our
// data block (with its path) and a filled slice again, and gets a new data block from both.

const BOOT_START = `<script type="application/json" id="${BOOT_DATA_ID}">`;
const LOADER = `<script>${AFTER_FIRST_PAINT_SCRIPT}</script>`;

export type BootBlock = {
  data: BootData;
  from: number;
  /** The end of the data block. */
  dataTo: number;
  /** The end of the loader after it (or of the data block when none follows). */
  to: number;
  /** Whether the loader after it is this build's. */
  loader: boolean;
};

/** The page's data block (and the loader right after it, if any): where they are and what it says. */
export function readBootData(html: string): BootBlock | null {
  const from = html.indexOf(BOOT_START);
  if (from < 0) return null;
  const close = html.indexOf("</script>", from);
  const data = JSON.parse(html.slice(from + BOOT_START.length, close)) as BootData;
  const dataTo = close + "</script>".length;
  // The loader of this build, or of an earlier one (a page Gatsby did not render again).
  const to = html.startsWith("<script>", dataTo) ? html.indexOf("</script>", dataTo) + "</script>".length : dataTo;
  return { data, from, dataTo, to, loader: html.slice(dataTo, to) === LOADER };
}

/** Gatsby's scripts slice: chunk map, compilation hash, then the bundles, exactly in that form. */
function readScriptsSlice(slice: string): { globals: Record<string, string>; bundles: string[] } {
  const chunks = between(slice, "chunkMappingStart", "chunkMappingEnd");
  if (chunks.from !== 0) throw new MissingOutput("chunkMappingStart");
  const hash = between(slice, "compilationHashStart", "compilationHashEnd", chunks.to);
  if (hash.from !== chunks.to) throw new MissingOutput("compilationHashStart");
  const bundles: string[] = [];
  for (let at = hash.to; at < slice.length;) {
    if (!slice.startsWith(GATSBY_OUTPUT.bundleStart.text, at)) throw new MissingOutput("bundleStart");
    const bundle = between(slice, "bundleStart", "bundleEnd", at);
    if (/["<>]/.test(bundle.inner)) throw new MissingOutput("bundleEnd");
    bundles.push(bundle.inner);
    at = bundle.to;
  }
  if (!bundles.length) throw new MissingOutput("bundleStart");
  let chunkMapping: unknown;
  try {
    chunkMapping = JSON.parse(chunks.inner);
  } catch {
    throw new MissingOutput("chunkMappingEnd");
  }
  if (typeof chunkMapping !== "string") throw new MissingOutput("chunkMappingStart");
  return { globals: { ___chunkMapping: chunkMapping, ___webpackCompilationHash: hash.inner }, bundles };
}

/** The page with its bundles behind the first paint; the same text when it has them so already. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const slice = between(html, "scriptsSliceStart", "scriptsSliceEnd");
  const earlier = readBootData(html);
  if (earlier && earlier.from === slice.innerFrom && earlier.to === slice.innerTo) {
    // A page of a build before this pipeline, which kept them inside the slice: moved out.
    const moved = html.slice(0, slice.from) + bootDataElement(earlier.data) + LOADER;
    return moved + html.slice(slice.from, slice.innerFrom) + html.slice(slice.innerTo);
  }
  let pagePath: unknown;
  let replaced: { from: number; to: number };
  if (html.includes(GATSBY_OUTPUT.pagePathScriptStart.text)) {
    // As Gatsby rendered it: window.pagePath="…" is the only statement.
    const script = between(html, "pagePathScriptStart", "pagePathScriptEnd");
    replaced = script;
    try {
      pagePath = JSON.parse(script.inner);
    } catch {
      throw new MissingOutput("pagePathScriptEnd");
    }
  } else if (earlier) {
    // Rendered by an earlier build, which put the path into the data block.
    replaced = earlier;
    pagePath = earlier.data.globals.pagePath;
  } else throw new MissingOutput("pagePathScriptStart");
  if (typeof pagePath !== "string") throw new MissingOutput("pagePathScriptStart");
  if (replaced.to > slice.from) throw new MissingOutput("scriptsSliceStart"); // the path's script comes first
  if (slice.inner === "") {
    // Nothing stitched since an earlier build transformed it; only a changed loader is replaced.
    if (!earlier) throw new MissingOutput("chunkMappingStart");
    return earlier.loader
      ? html
      : html.slice(0, earlier.from) + bootDataElement(earlier.data) + LOADER + html.slice(earlier.to);
  }
  const { globals, bundles } = readScriptsSlice(slice.inner);
  const boot = bootDataElement({ globals: { pagePath, ...globals }, bundles });
  return (
    html.slice(0, replaced.from) + boot + LOADER + html.slice(replaced.to, slice.innerFrom) + html.slice(slice.innerTo)
  );
}

export const scriptsAfterFirstPaint: Transform = {
  name: "scripts after first paint",
  apply: loadScriptsAfterFirstPaint,
};
