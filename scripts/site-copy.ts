import fs from "node:fs";
import path from "node:path";
import { FRONT_MATTER } from "../src/lib/content-problems";
import { GATSBY_INTERNALS } from "../plugins/gatsby-overrides/internals";

// Copies of the site under the system's temporary folder, for the growth bench
// (scripts/bench-grow.ts), the grown site of e2e/grown-site.unit.test.ts and `gatsby develop` in
// the browser tests (e2e/develop-server.ts): a build or develop there writes its own .cache/ and
// public/, never the checkout's.

/** What a copy leaves out: the build's output and caches, git, the screenshots. */
const NOT_COPIED = new Set(["node_modules", GATSBY_INTERNALS.cacheDir.value, "public", ".git", "screenshots"]);

/** Copies the project at `from` into `dir`: its sources fresh (everything else in `dir` is removed
 * first, except the names in `keep`), and node_modules as links to each of its packages, not to
 * its caches (node_modules/.cache), so the copy's first build is cold. Returns `dir`. */
export function copySite(from: string, dir: string, keep: readonly string[] = []): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir))
    if (!keep.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  for (const name of fs.readdirSync(from))
    if (!NOT_COPIED.has(name)) fs.cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  fs.mkdirSync(path.join(dir, "node_modules"));
  for (const entry of fs.readdirSync(path.join(from, "node_modules")))
    if (entry !== ".cache")
      fs.symlinkSync(path.join(from, "node_modules", entry), path.join(dir, "node_modules", entry));
  return dir;
}

/** Rewrites one front matter field (a line `field: value`), or adds it when absent. */
export function withField(source: string, field: string, value: string): string {
  const block = FRONT_MATTER.exec(source);
  if (!block) throw new Error(`no front matter to set ${field} in`);
  const lines = block[1].split(/\r?\n/).filter((line) => !line.startsWith(`${field}:`));
  return source.replace(block[1], [...lines, `${field}: ${value}`].join("\n"));
}

/** Drops a front matter field. */
export function withoutField(source: string, field: string): string {
  return source.replace(FRONT_MATTER, (block) =>
    block
      .split(/\r?\n/)
      .filter((line) => !line.startsWith(`${field}:`))
      .join("\n"),
  );
}
