import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { bootDataElement } from "../lib/after-first-paint";
import { bundlesHash, replaceCompilationHash, runStableCompilationHash } from "./compilation-hash";

const page = (hash: string) =>
  `<html><body><h1>SMS</h1>${bootDataElement({ globals: { pagePath: "/", ___webpackCompilationHash: hash }, bundles: [] })}</body></html>`;

function build(bundles: string[], hash: string): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "depese-hash-")), "public");
  fs.mkdirSync(path.join(dir, "page-data"), { recursive: true });
  fs.mkdirSync(path.join(dir, "sms"));
  for (const name of bundles) fs.writeFileSync(path.join(dir, name), "");
  fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), JSON.stringify({ webpackCompilationHash: hash }));
  fs.writeFileSync(path.join(dir, "index.html"), page(hash));
  fs.writeFileSync(path.join(dir, "sms", "index.html"), page(hash));
  return dir;
}

describe("stable compilation hash", () => {
  it("depends on the bundles' names only: the same bundles give the same hash, a changed bundle another", () => {
    const bundles = ["app-1a2b.js", "framework-3c4d.js", "webpack-runtime-5e6f.js"];
    expect(bundlesHash(build(bundles, "aaa"))).toBe(bundlesHash(build([...bundles].reverse(), "bbb")));
    expect(bundlesHash(build(["app-9999.js", ...bundles.slice(1)], "aaa"))).not.toBe(
      bundlesHash(build(bundles, "aaa")),
    );
  });

  it("writes the hash into app-data.json and every page, and leaves pages that have it already", () => {
    const dir = build(["app-1a2b.js"], "webpack1");
    expect(replaceCompilationHash(dir, "stable")).toBe(2);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "page-data", "app-data.json"), "utf8"))).toEqual({
      webpackCompilationHash: "stable",
    });
    expect(fs.readFileSync(path.join(dir, "sms", "index.html"), "utf8")).toBe(page("stable"));
    expect(replaceCompilationHash(dir, "stable")).toBe(0);
  });

  it("reports the hash and how many pages it changed", () => {
    const dir = build(["app-1a2b.js"], "webpack1");
    const reporter = { info: vi.fn() };
    runStableCompilationHash({
      reporter: reporter as never,
      store: { getState: () => ({ program: { directory: path.dirname(dir) } }) } as never,
    });
    const hash = bundlesHash(dir);
    expect(reporter.info).toHaveBeenCalledWith(
      `Compilation hash: ${hash} from the bundles' names, written into 2 pages.`,
    );
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(page(hash));
  });
});
