import fs from "node:fs";
import path from "node:path";
import { routeOfBuiltFile } from "../../lib/routes";
import { MissingOutput } from "./gatsby-output";
import type { PageDigests } from "./page-digests";

// The engine of the post-build pipeline (README.md beside): every HTML file of the build is read
// once, passed through the transforms in their order, written once if one changed it, and then
// handed, final, to every reader.

export type BuiltPage = {
  /** The file, relative to public/ with "/" separators: "sms/index.html". */
  file: string;
  /** Its route: "/sms/". */
  route: string;
  /** One of Gatsby's slice fragments (public/_gatsby/), which it stitches into the pages: not a page. */
  fragment: boolean;
};

export type Transform = {
  /** Named in the build's messages. */
  name: string;
  /** Which pages it rewrites (default: every page, no fragment). */
  applies?: (page: BuiltPage) => boolean;
  /** The page rewritten, or the same text when there is nothing to do (a page this transform
   * already rewrote in an earlier build). Throws MissingOutput when Gatsby's output lacks a text
   * the transform rewrites. */
  apply: (html: string, page: BuiltPage) => string;
};

export type Reader = {
  name: string;
  /** Sees each file's final HTML, fragments included. */
  read: (html: string, page: BuiltPage) => void;
  /** After the last page: what is wrong, one line each (fails the build). */
  finish?: () => string[];
  /** After a clean finish: what it checked, for the build's log. */
  summary?: () => string;
  /** For a page unchanged since the last clean pass (./page-digests.ts): true when what the reader
   * concluded of it then still holds, so it is not read again. Without it, the reader reads it.
   * `memo` is what the reader's `memo` gave for the page in that pass. */
  unchanged?: (page: BuiltPage, memo?: unknown) => boolean;
  /** What to keep of a page, read or unchanged, for the next pass's `unchanged` (JSON, kept with the
   * page's digest, so it always belongs to the page's text). */
  memo?: (page: BuiltPage) => unknown;
};

export type PipelineResult = {
  /** Every HTML file read. */
  files: number;
  /** The files a transform changed (and the pipeline wrote). */
  written: number;
  /** The files whose final text is the last clean pass's. */
  unchanged: number;
  /** "page: problem" lines of transforms and readers; the build fails on any. */
  problems: string[];
  /** Milliseconds spent in each transform and reader (their finish included), by name. */
  timings: Map<string, number>;
};

/** Every HTML file under publicDir, relative and "/"-separated, in a stable order. */
export function htmlFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export const builtPage = (file: string): BuiltPage => ({
  file,
  route: routeOfBuiltFile(file),
  fragment: file.startsWith("_gatsby/"),
});

/** Runs `transforms` on one page's HTML; throws the first MissingOutput, with the transform's name. */
export function transformPage(
  html: string,
  page: BuiltPage,
  transforms: readonly Transform[],
  timings?: Map<string, number>,
): string {
  let result = html;
  for (const transform of transforms) {
    if (!(transform.applies ?? ((p: BuiltPage) => !p.fragment))(page)) continue;
    const start = performance.now();
    try {
      result = transform.apply(result, page);
      timings?.set(transform.name, (timings.get(transform.name) ?? 0) + performance.now() - start);
    } catch (error) {
      if (error instanceof MissingOutput) throw new Error(`${transform.name}: ${error.message}`, { cause: error });
      throw error;
    }
  }
  return result;
}

/** The pipeline over every HTML file of publicDir. A page a transform fails on is left as it is
 * and named in the problems; the readers still see every file. With `digests`, a page the last
 * clean pass left as it is skips the transforms, and one whose final text is the last pass's skips
 * the readers that say their verdict holds (./page-digests.ts). */
export function runPipeline(
  publicDir: string,
  transforms: readonly Transform[],
  readers: readonly Reader[],
  digests?: PageDigests,
): PipelineResult {
  const result: PipelineResult = { files: 0, written: 0, unchanged: 0, problems: [], timings: new Map() };
  const timed = (name: string, run: () => void) => {
    const start = performance.now();
    run();
    result.timings.set(name, (result.timings.get(name) ?? 0) + performance.now() - start);
  };
  for (const file of htmlFiles(publicDir)) {
    const page = builtPage(file);
    const full = path.join(publicDir, file);
    const original = fs.readFileSync(full, "utf8");
    const before = digests?.digest(page, original);
    const asLeft = Boolean(digests && before && digests.unchanged(page, before));
    let html = original;
    if (!asLeft) {
      try {
        html = transformPage(original, page, transforms, result.timings);
      } catch (error) {
        result.problems.push(`${file}: ${(error as Error).message}`);
      }
      if (html !== original) {
        fs.writeFileSync(full, html);
        result.written++;
      }
    }
    const after = digests && before ? (html === original ? before : digests.digest(page, html)) : undefined;
    const same = Boolean(digests && after && digests.unchanged(page, after));
    const memos: Record<string, unknown> = {};
    for (const reader of readers)
      timed(reader.name, () => {
        if (!(same && reader.unchanged?.(page, digests?.memo(page, reader.name)))) reader.read(html, page);
        const memo = reader.memo?.(page);
        if (memo !== undefined) memos[reader.name] = memo;
      });
    if (same) result.unchanged++;
    if (digests && after) digests.record(page, after, memos);
    result.files++;
  }
  for (const reader of readers)
    timed(reader.name, () => {
      for (const problem of reader.finish?.() ?? []) result.problems.push(`${reader.name}: ${problem}`);
    });
  return result;
}
