import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { rewriteHtmlFiles } from "./html-files";

// Every page names webpack's compilation hash in its data block (src/lib/after-first-paint.ts), and the browser compares it with
// page-data/app-data.json to reload when a deploy brings new bundles. Webpack gives a build from
// its cache a new hash even when every bundle is byte for byte the same, so the first rebuild
// after a cold one changed all 335 pages and recompressed them (about 8 s of a 30 s budget). The
// hash is therefore replaced with one of the bundles' file names, which carry their content
// hashes: it changes exactly when a bundle does.

const INLINE_HASH = /"___webpackCompilationHash":"[^"]*"/g;

/** A hash of the names of the browser bundles (public/*.js). */
export function bundlesHash(publicDir: string): string {
  const bundles = fs
    .readdirSync(publicDir)
    .filter((name) => name.endsWith(".js"))
    .sort();
  return crypto.createHash("sha256").update(bundles.join("\n")).digest("hex").slice(0, 20);
}

/** Puts `hash` in app-data.json and every page; how many pages changed. */
export function replaceCompilationHash(publicDir: string, hash: string): number {
  const appData = path.join(publicDir, "page-data", "app-data.json");
  const data = JSON.parse(fs.readFileSync(appData, "utf8")) as { webpackCompilationHash: string };
  fs.writeFileSync(appData, JSON.stringify({ ...data, webpackCompilationHash: hash }));
  const inline = `"___webpackCompilationHash":"${hash}"`;
  return rewriteHtmlFiles(publicDir, (bytes) => {
    const html = bytes.toString("utf8");
    const replaced = html.replace(INLINE_HASH, inline);
    return replaced === html ? null : replaced;
  });
}

/** onPostBuild, after the bundles step wrote the data blocks and before compression. */
export function runStableCompilationHash({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const hash = bundlesHash(publicDir);
  const changed = replaceCompilationHash(publicDir, hash);
  reporter.info(`Compilation hash: ${hash} from the bundles' names, written into ${changed} pages.`);
}
