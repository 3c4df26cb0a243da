import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GATSBY_INTERNALS } from "../internals";
import { bootDataElement } from "../after-first-paint";
import { find, MissingOutput } from "./gatsby-output";
import type { Transform } from "./pipeline";
import { readBootData } from "./scripts-after-paint";

// Every page names webpack's compilation hash in its data block, and the browser compares it with
// page-data/app-data.json to reload when a deploy brings new bundles. Webpack gives a build from
// its cache a new hash even when every bundle is byte for byte the same, so every page would
// change (and be compressed again) on every rebuild. The hash is therefore replaced, in
// app-data.json and every page, with a hash of the bundles' and stylesheets' file names, which
// carry their content hashes: it changes exactly when one of them does (docs/architecture.md).

/** A hash of the scripts' and stylesheets' names among `names`, in any order; webpack's compilation
 * hash is made the same way (compilationHashFromBundles, ../webpack.ts). */
export function bundleNamesHash(names: readonly string[]): string {
  const bundles = names.filter((name) => name.endsWith(".js") || name.endsWith(".css")).sort();
  return crypto.createHash("sha256").update(bundles.join("\n")).digest("hex").slice(0, 20);
}

/** A hash of the names of the browser bundles and stylesheets (public/*.js, public/*.css). */
export const bundlesHash = (publicDir: string): string => bundleNamesHash(fs.readdirSync(publicDir));

export const APP_DATA = GATSBY_INTERNALS.appDataFile.value;

/** Puts `hash` into app-data.json, whose webpackCompilationHash field Gatsby writes. */
export function writeAppDataHash(publicDir: string, hash: string): void {
  const file = path.join(publicDir, APP_DATA);
  const text = fs.readFileSync(file, "utf8");
  find(text, "appDataHash");
  const data = JSON.parse(text) as { webpackCompilationHash: string };
  if (data.webpackCompilationHash !== hash)
    fs.writeFileSync(file, JSON.stringify({ ...data, webpackCompilationHash: hash }));
}

/** The hash app-data.json holds. */
export const appDataHash = (publicDir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(publicDir, APP_DATA), "utf8")) as { webpackCompilationHash: string })
    .webpackCompilationHash;

/** Writes `hash` over the compilation hash in the page's data block (after the scripts transform). */
export function stableCompilationHash(hash: string): Transform {
  return {
    name: "stable compilation hash",
    apply: (html) => {
      const boot = readBootData(html);
      const current = boot?.data.globals.___webpackCompilationHash;
      // Gatsby's hash script, which the scripts transform moved into the data block.
      if (!boot || typeof current !== "string") throw new MissingOutput("compilationHashStart");
      if (current === hash) return html;
      const data = { ...boot.data, globals: { ...boot.data.globals, ___webpackCompilationHash: hash } };
      return html.slice(0, boot.from) + bootDataElement(data) + html.slice(boot.dataTo);
    },
  };
}
