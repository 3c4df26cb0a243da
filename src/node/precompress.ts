import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { BuildArgs } from "gatsby";

// Every server in front of public/ (the Node server, nginx's gzip_static and brotli_static) sends
// these siblings as they are, so no response is compressed at request time.

/** Text formats worth compressing: pages, bundles, page data, the search index, feeds, specs. */
export const PRECOMPRESSED_EXTENSIONS = [
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".yaml",
  ".yml",
  ".csv",
  ".webmanifest",
];
/** Smaller files gain too little to pay for the extra file and the header. */
export const PRECOMPRESS_MIN_BYTES = 1024;
export const COMPRESSED_SUFFIXES = [".br", ".gz"] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const isText = (file: string) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase());

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressOne(file: string): Promise<number> {
  const body = await fs.promises.readFile(file);
  const { constants } = zlib;
  const variants = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((b) => [".br", b] as const),
    gzip(body, { level: 9 }).then((b) => [".gz", b] as const),
  ]);
  let written = 0;
  for (const [suffix, compressed] of variants) {
    // A sibling that is not smaller would only cost bytes; a stale one from an earlier build goes.
    if (compressed.length < body.length) {
      await fs.promises.writeFile(file + suffix, compressed);
      written++;
    } else await fs.promises.rm(file + suffix, { force: true });
  }
  return written;
}

export type PrecompressResult = { files: number; siblings: number; removed: number };

/**
 * Writes a .br (quality 11) and a .gz (level 9) sibling of every text file over 1 KB under
 * publicDir, `concurrency` files at a time (zlib runs them on libuv's thread pool), and deletes
 * siblings whose file is gone or no longer qualifies, so no server can send a stale variant.
 */
export async function precompressPublic(
  publicDir: string,
  concurrency = Math.max(2, os.availableParallelism()),
): Promise<PrecompressResult> {
  const all = listFiles(publicDir);
  const compressed = all.filter((file) => COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)));
  const sources = all.filter((file) => isText(file) && fs.statSync(file).size > PRECOMPRESS_MIN_BYTES);
  const wanted = new Set(sources);
  let removed = 0;
  for (const sibling of compressed) {
    const source = sibling.slice(0, -3);
    if (isText(source) && !wanted.has(source)) {
      fs.rmSync(sibling);
      removed++;
    }
  }
  let siblings = 0;
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const written = await compressOne(sources[next++]);
      siblings += written;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sources.length) }, worker));
  return { files: sources.length, siblings, removed };
}

/** onPostBuild, after the link guard: nothing changes public/ once its files are compressed. */
export async function runPrecompress({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } };
  const start = Date.now();
  const { files, siblings, removed } = await precompressPublic(path.join(program.directory, "public"));
  const stale = removed ? `, removed ${removed} stale` : "";
  reporter.info(
    `Precompress: ${siblings} .br/.gz files for ${files} text files over 1 KB in ${((Date.now() - start) / 1000).toFixed(1)} s${stale}.`,
  );
}
