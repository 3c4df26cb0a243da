import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runStripNulBytes, stripNulBytes } from "./strip-nul-bytes";

function buildFolder(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-build-"));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), body);
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, "public", file));

describe("stripNulBytes", () => {
  it("restores the text React's stream split with NUL bytes, in every HTML file of the build", () => {
    const dir = buildFolder({
      "docs/api/index.html": "<p>Pokud zač\0\0ínáte, použijte</p>",
      "404.html": "<p>Stránka\0 nenalezena</p>",
      "sms/index.html": "<p>Hromadné SMS</p>",
      "static/logo.png": Buffer.from([0x89, 0x50, 0x00, 0x00]),
    });
    expect(stripNulBytes(path.join(dir, "public"))).toBe(2);
    expect(read(dir, "docs/api/index.html").toString("utf8")).toBe("<p>Pokud začínáte, použijte</p>");
    expect(read(dir, "404.html").toString("utf8")).toBe("<p>Stránka nenalezena</p>");
    expect(read(dir, "sms/index.html").toString("utf8")).toBe("<p>Hromadné SMS</p>");
    expect([...read(dir, "static/logo.png")]).toEqual([0x89, 0x50, 0x00, 0x00]);
  });

  it("reports the number of fixed files to the build (onPostBuild)", () => {
    const dir = buildFolder({ "index.html": "<p>Za\0čněte</p>", "sms/index.html": "<p>SMS</p>" });
    const reporter = { info: vi.fn() };
    runStripNulBytes({ reporter, store: { getState: () => ({ program: { directory: dir } }) } } as never);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("from 1 HTML files"));
    expect(read(dir, "index.html").includes(0)).toBe(false);
  });
});
