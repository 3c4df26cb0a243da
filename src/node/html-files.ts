import fs from "node:fs";
import path from "node:path";

/** Rewrites the HTML files under publicDir with `rewrite` (which returns null to leave a file as
 * it is); how many files it changed. The post-build steps that fix Gatsby's HTML share it. */
export function rewriteHtmlFiles(publicDir: string, rewrite: (html: Buffer) => Uint8Array | string | null): number {
  let changed = 0;
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const result = rewrite(fs.readFileSync(file));
    if (result === null) continue;
    fs.writeFileSync(file, result);
    changed++;
  }
  return changed;
}
