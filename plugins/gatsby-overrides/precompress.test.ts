import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { brotliParams, precompressPublic, runPrecompress } from "./precompress";

const page = `<!DOCTYPE html><html lang="cs"><body>${"<p>Hromadné SMS pro firmy</p>".repeat(100)}</body></html>`;

function buildFolder(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-precompress-"));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), body);
  }
  return dir;
}
const has = (dir: string, file: string) => fs.existsSync(path.join(dir, "public", file));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, "public", file));

describe("precompressPublic", () => {
  it("writes brotli and gzip siblings that decode to the original, for every text format over 1 KB", async () => {
    const texts = [
      "index.html",
      "docs/ceny/nemecko/index.html",
      "app-0123456789abcdef0123.js",
      "styles.css",
      "page-data/index/page-data.json",
      "static/cover.svg",
      "sitemap-0.xml",
      "robots.txt",
      "openapi/jsonapi_v1.yaml",
      "static/d41d8cd9.index.txt",
      "ceny/cenik-depese.csv",
    ];
    const dir = buildFolder(Object.fromEntries(texts.map((file) => [file, page])));
    const result = await precompressPublic(path.join(dir, "public"));
    expect(result).toEqual({ files: texts.length, siblings: texts.length * 2, removed: 0, reused: 0 });
    for (const file of texts) {
      expect(zlib.brotliDecompressSync(read(dir, `${file}.br`)).toString()).toBe(page);
      expect(zlib.gunzipSync(read(dir, `${file}.gz`)).toString()).toBe(page);
    }
  });

  it("uses brotli quality 11 for scripts and styles, 6 (16 MB window) for the rest, and gzip level 9", async () => {
    const dir = buildFolder({
      "index.html": page,
      "page-data/index/page-data.json": page,
      "page-data/index/body.json": page,
      "app-0123.js": page,
    });
    await precompressPublic(path.join(dir, "public"));
    const brotli = (quality: number, window = 22) =>
      zlib.brotliCompressSync(page, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_LGWIN]: window,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
        },
      });
    expect(read(dir, "index.html.br").equals(brotli(6, 24))).toBe(true);
    expect(read(dir, "page-data/index/page-data.json.br").equals(brotli(6, 24))).toBe(true);
    expect(read(dir, "page-data/index/body.json.br").equals(brotli(6, 24))).toBe(true);
    expect(read(dir, "app-0123.js.br").equals(brotli(11))).toBe(true);
    expect(brotliParams("public/ceny/cenik.json").quality).toBe(6); // data grows with the content
    expect(brotliParams("public/styles-0123.css").quality).toBe(11);
    expect(read(dir, "index.html.gz").equals(zlib.gzipSync(page, { level: 9 }))).toBe(true);
  });

  it("with a cache, compresses again only files whose content or siblings changed", async () => {
    const dir = buildFolder({ "index.html": page, "a/index.html": page, "b/index.html": page });
    const publicDir = path.join(dir, "public");
    const cacheFile = path.join(dir, ".cache", "precompress.json");
    expect((await precompressPublic(publicDir, { cacheFile })).reused).toBe(0);
    const changed = page.replace("firmy", "školy");
    fs.writeFileSync(path.join(publicDir, "a/index.html"), changed);
    fs.rmSync(path.join(publicDir, "b/index.html.gz"));
    fs.writeFileSync(path.join(publicDir, "index.html.br"), "edited by hand");
    const result = await precompressPublic(publicDir, { cacheFile });
    // index.html's siblings both exist, so it counts as unchanged: the cache trusts what it wrote.
    expect(result).toEqual({ files: 3, siblings: 6, removed: 0, reused: 1 });
    expect(zlib.brotliDecompressSync(read(dir, "a/index.html.br")).toString()).toBe(changed);
    expect(zlib.gunzipSync(read(dir, "b/index.html.gz")).toString()).toBe(page);
    // Without the cache everything is compressed again.
    expect((await precompressPublic(publicDir)).reused).toBe(0);
    expect(zlib.brotliDecompressSync(read(dir, "index.html.br")).toString()).toBe(page);
  });

  it("with a cache, reads only files written since: one written again with the same content keeps its siblings", async () => {
    const dir = buildFolder({ "index.html": page, "a/index.html": page, "b/index.html": page });
    const publicDir = path.join(dir, "public");
    const cacheFile = path.join(dir, ".cache", "precompress.json");
    await precompressPublic(publicDir, { cacheFile });
    const siblingBefore = fs.statSync(path.join(publicDir, "a/index.html.br")).mtimeMs;
    fs.writeFileSync(path.join(publicDir, "a/index.html"), page);
    fs.utimesSync(path.join(publicDir, "a/index.html"), new Date(), new Date(Date.now() + 5000));
    const readFile = vi.spyOn(fs.promises, "readFile");
    try {
      expect(await precompressPublic(publicDir, { cacheFile })).toMatchObject({ files: 3, reused: 3 });
      expect(readFile.mock.calls.map(([file]) => path.relative(publicDir, String(file)))).toEqual(["a/index.html"]);
    } finally {
      readFile.mockRestore();
    }
    expect(fs.statSync(path.join(publicDir, "a/index.html.br")).mtimeMs).toBe(siblingBefore);
  });

  it("ignores a damaged cache file", async () => {
    const dir = buildFolder({ "index.html": page });
    const cacheFile = path.join(dir, "precompress.json");
    fs.writeFileSync(cacheFile, "{not json");
    const result = await precompressPublic(path.join(dir, "public"), { cacheFile });
    expect(result).toMatchObject({ files: 1, siblings: 2, reused: 0 });
  });

  it("leaves small files, binaries and incompressible text alone", async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)).toString(
      "base64",
    );
    const dir = buildFolder({
      "small.html": "<p>Ahoj</p>",
      "static/logo.png": Buffer.alloc(4096, 1),
      "zasady.pdf": Buffer.alloc(4096, 2),
      "noise.txt": zlib.brotliCompressSync(random),
    });
    const result = await precompressPublic(path.join(dir, "public"));
    expect(has(dir, "small.html.br") || has(dir, "small.html.gz")).toBe(false);
    expect(has(dir, "static/logo.png.br") || has(dir, "zasady.pdf.gz")).toBe(false);
    expect(has(dir, "noise.txt.br")).toBe(false);
    expect(result.files).toBe(1);
  });

  it("removes stale siblings of deleted or shrunk files and rewrites changed ones", async () => {
    const dir = buildFolder({
      "old/index.html.br": "x",
      "old/index.html.gz": "x",
      "tiny.html": "<p>ok</p>",
      "tiny.html.gz": "x",
      "index.html": page,
      "index.html.br": "stale",
      "archive.tar.gz": "keep",
    });
    const result = await precompressPublic(path.join(dir, "public"));
    expect(result.removed).toBe(3);
    expect(has(dir, "old/index.html.br") || has(dir, "old/index.html.gz") || has(dir, "tiny.html.gz")).toBe(false);
    expect(zlib.brotliDecompressSync(read(dir, "index.html.br")).toString()).toBe(page);
    expect(read(dir, "archive.tar.gz").toString()).toBe("keep");
  });

  it("reports what it wrote to the build (onPostBuild)", async () => {
    const dir = buildFolder({ "index.html": page, "a/index.html": page });
    const reporter = { info: vi.fn() };
    await runPrecompress({ reporter, store: { getState: () => ({ program: { directory: dir } }) } } as never);
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Precompress: 4 \.br\/\.gz files for 2 text files over 1 KB/),
    );
    expect(has(dir, "a/index.html.br")).toBe(true);
  });
});
