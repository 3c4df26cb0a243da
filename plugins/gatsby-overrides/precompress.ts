import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { BuildArgs } from "gatsby";
import { GATSBY_INTERNALS } from "./internals";

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

/** Scripts and styles (hashed, cached for a year, few, and fixed in size as the content grows) get
 * brotli quality 11. Everything else grows with the content: pages, page data and bodies (46 MB at
 * 1×, 346 MB at 50× the blog), the search index, /llms-full.txt, sitemaps (3 MB each at 50×). It gets
 * quality 6 with a 16 MB window: on the growth bench's pages at 50×, quality 10 took 50 times its
 * CPU for 8 % fewer bytes, 207 s of a cold build's wall time on the 2-core machine
 * (docs/architecture.md, "Smaller decisions"). */
export function brotliParams(file: string): { quality: number; window: number } {
  return /\.(m?js|css)$/.test(file) ? { quality: 11, window: 22 } : { quality: 6, window: 24 };
}
const GZIP_LEVEL = 9;
/** Part of every cache entry: a change of settings recompresses everything. */
const SETTINGS = `br:html=${JSON.stringify(brotliParams("a.html"))},other=${JSON.stringify(brotliParams("a.js"))};gz:${GZIP_LEVEL}`;

async function compressOne(file: string, body: Buffer): Promise<string[]> {
  const { constants } = zlib;
  const variants = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliParams(file).quality,
        [constants.BROTLI_PARAM_LGWIN]: brotliParams(file).window,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((b) => [".br", b] as const),
    gzip(body, { level: GZIP_LEVEL }).then((b) => [".gz", b] as const),
  ]);
  const written: string[] = [];
  for (const [suffix, compressed] of variants) {
    // A sibling that is not smaller would only cost bytes; a stale one from an earlier build goes.
    if (compressed.length < body.length) {
      await fs.promises.writeFile(file + suffix, compressed);
      written.push(suffix);
    } else await fs.promises.rm(file + suffix, { force: true });
  }
  return written;
}

/** What an earlier build compressed: per file (relative to public/) its content digest, size and
 * modification time, and the siblings written, so a rebuild compresses only the files whose
 * content changed, and reads only those Gatsby or a step wrote again (at 50 times the blog, reading
 * and hashing every one of 5 000 files was about a second of a 30-second rebuild). */
type CachedFile = { digest: string; siblings: string[]; size?: number; mtimeMs?: number };
type PrecompressCache = { settings: string; files: Record<string, CachedFile> };

function readCache(cacheFile: string | undefined): PrecompressCache["files"] {
  if (!cacheFile || !fs.existsSync(cacheFile)) return {};
  try {
    const cache = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as PrecompressCache;
    return cache.settings === SETTINGS ? cache.files : {};
  } catch {
    return {}; // a damaged cache only costs a full compression
  }
}

export type PrecompressResult = { files: number; siblings: number; removed: number; reused: number };

/**
 * Writes a .br and a .gz (level 9) sibling of every text file over 1 KB under publicDir,
 * `concurrency` files at a time (zlib runs them on libuv's thread pool), and deletes siblings whose
 * file is gone or no longer qualifies, so no server can send a stale variant. With a cacheFile, a
 * file whose content and siblings are those of the previous run is left as it is.
 */
export async function precompressPublic(
  publicDir: string,
  {
    concurrency = Math.max(2, os.availableParallelism()),
    cacheFile,
  }: { concurrency?: number; cacheFile?: string } = {},
): Promise<PrecompressResult> {
  const all = listFiles(publicDir);
  const compressed = all.filter((file) => COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)));
  const stats = new Map(all.filter(isText).map((file) => [file, fs.statSync(file)]));
  const sources = [...stats].filter(([, stat]) => stat.size > PRECOMPRESS_MIN_BYTES).map(([file]) => file);
  const wanted = new Set(sources);
  let removed = 0;
  for (const sibling of compressed) {
    const source = sibling.slice(0, -3);
    if (isText(source) && !wanted.has(source)) {
      fs.rmSync(sibling);
      removed++;
    }
  }
  const previous = readCache(cacheFile);
  const next: PrecompressCache["files"] = {};
  let siblings = 0;
  let reused = 0;
  let index = 0;
  const worker = async () => {
    while (index < sources.length) {
      const file = sources[index++];
      const key = path.relative(publicDir, file);
      const { size, mtimeMs } = stats.get(file)!;
      const earlier = previous[key];
      const siblingsAsLeft = (entry: CachedFile) =>
        COMPRESSED_SUFFIXES.every((suffix) => entry.siblings.includes(suffix) === fs.existsSync(file + suffix));
      let entry: CachedFile;
      if (earlier && earlier.size === size && earlier.mtimeMs === mtimeMs && siblingsAsLeft(earlier)) {
        entry = earlier; // not written since: not even read
        reused++;
      } else {
        const body = await fs.promises.readFile(file);
        const digest = crypto.createHash("sha256").update(body).digest("base64");
        const unchanged = earlier?.digest === digest && siblingsAsLeft(earlier);
        if (unchanged) reused++;
        entry = { digest, siblings: unchanged ? earlier.siblings : await compressOne(file, body), size, mtimeMs };
      }
      next[key] = entry;
      siblings += entry.siblings.length;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sources.length) }, worker));
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ settings: SETTINGS, files: next } satisfies PrecompressCache));
  }
  return { files: sources.length, siblings, removed, reused };
}

/** onPostBuild, after the link guard: nothing changes public/ once its files are compressed. */
export async function runPrecompress({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } };
  const start = Date.now();
  // In .cache/, so `gatsby clean` (and a cold build) starts from nothing.
  const cacheFile = path.join(program.directory, GATSBY_INTERNALS.cacheDir.value, "precompress.json");
  const { files, siblings, removed, reused } = await precompressPublic(path.join(program.directory, "public"), {
    cacheFile,
  });
  const stale = removed ? `, removed ${removed} stale` : "";
  const kept = reused ? ` (${reused} unchanged since the last build kept theirs)` : "";
  reporter.info(
    `Precompress: ${siblings} .br/.gz files for ${files} text files over 1 KB${kept} in ${((Date.now() - start) / 1000).toFixed(1)} s${stale}.`,
  );
}
