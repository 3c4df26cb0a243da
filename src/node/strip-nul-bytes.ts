import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";

// React 18.3's renderToPipeableStream (Gatsby's static-entry) flushes its whole 2048-byte buffer
// when a multi-byte character does not fit at its end, so the unused tail reaches the HTML as NUL
// bytes ("zač\0ínáte"). That tail is always a fresh Uint8Array's zeros, never content, so deleting
// every NUL restores the exact text. Fixed upstream only in React 19 (facebook/react#26228).

/** Rewrites every HTML file under publicDir without NUL bytes; how many files it changed. */
export function stripNulBytes(publicDir: string): number {
  let fixed = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html")) {
        const bytes = fs.readFileSync(file);
        if (!bytes.includes(0)) continue;
        fs.writeFileSync(
          file,
          bytes.filter((byte) => byte !== 0),
        );
        fixed++;
      }
    }
  };
  walk(publicDir);
  return fixed;
}

/** onPostBuild, before anything reads the HTML (the link guard fails on a NUL byte left). */
export function runStripNulBytes({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const fixed = stripNulBytes(path.join(program.directory, "public"));
  reporter.info(`NUL bytes: removed React's stray NUL bytes from ${fixed} HTML files.`);
}
