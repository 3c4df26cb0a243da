import fs from "node:fs";
import path from "node:path";
import { GATSBY_INTERNALS } from "../internals";
import { routeOfBuiltFile } from "../../../src/lib/routes";
import { MissingOutput } from "./gatsby-output";
import type { PageDigests } from "./page-digests";
import type { BuiltPage, PipelineResult, Reader, Transform } from "./types";

// The engine of the post-build pipeline (README.md beside): every HTML file of the build is read
// once, passed through the transforms in their order, written once if one changed it, and then
// handed, final, to every reader. Its types live in ./types.ts, so that ./page-digests.ts, which
// this module uses, takes them without an import cycle; the transforms and readers import them here.

export type { BuiltPage, PipelineResult, Reader, Transform };

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
  fragment: file.startsWith(GATSBY_INTERNALS.slicesDir.value),
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
