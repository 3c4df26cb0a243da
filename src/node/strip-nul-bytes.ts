import path from "node:path";
import type { BuildArgs } from "gatsby";
import { rewriteHtmlFiles } from "./html-files";

// React 18.3's renderToPipeableStream (Gatsby's static-entry) flushes its whole 2048-byte buffer
// when a multi-byte character does not fit at its end, so the unused tail reaches the HTML as NUL
// bytes ("zač\0ínáte"). That tail is always a fresh Uint8Array's zeros, never content, so deleting
// every NUL restores the exact text. Fixed upstream only in React 19 (facebook/react#26228).

/** Rewrites every HTML file under publicDir without NUL bytes; how many files it changed. */
export const stripNulBytes = (publicDir: string): number =>
  rewriteHtmlFiles(publicDir, (bytes) => (bytes.includes(0) ? bytes.filter((byte) => byte !== 0) : null));

/** onPostBuild, before anything reads the HTML (the link guard fails on a NUL byte left). */
export function runStripNulBytes({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const fixed = stripNulBytes(path.join(program.directory, "public"));
  reporter.info(`NUL bytes: removed React's stray NUL bytes from ${fixed} HTML files.`);
}
