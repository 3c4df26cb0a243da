import fs from "node:fs";
import path from "node:path";
import { GATSBY_INTERNALS } from "../internals";
import { between, find, GATSBY_OUTPUT, MissingOutput } from "./gatsby-output";
import type { Transform } from "./pipeline";

// Gatsby inlines each page's stylesheets into its head. It renders a page again only when the
// page's data or its server-side code changed, and a CSS-only edit changes neither (CSS modules
// keep their class names), so a rebuild kept every untouched page with the last build's styles:
// old styles on first load, the new ones once the scripts loaded them, and a layout shift between.
// This transform puts this build's stylesheet, matched by the name before its content hash, in
// place of an earlier build's; the final check fails on any page still naming one.

/** This build's stylesheets (public/webpack.stats.json), by their name before the content hash:
 * "landing-styles" → "landing-styles.0810….css". */
export function builtStylesheets(publicDir: string): Map<string, string> {
  const built = new Map<string, string>();
  for (const name of Object.values(builtAssets(publicDir)).flat())
    if (name.endsWith(".css")) built.set(stylesheetKey(name), name);
  return built;
}

/** This build's files of each chunk (public/webpack.stats.json): "app" → the entry's scripts and
 * stylesheet, which every page loads first. */
export function builtAssets(publicDir: string): Record<string, string[]> {
  const text = fs.readFileSync(path.join(publicDir, GATSBY_INTERNALS.statsFile.value), "utf8");
  find(text, "statsAssets");
  return (JSON.parse(text) as { assetsByChunkName: Record<string, string[]> }).assetsByChunkName;
}

/** "landing-styles.0810….css" → "landing-styles". */
const stylesheetKey = (file: string) => file.replace(/\.[0-9a-f]+\.css$/, "");

/** The stylesheets a page inlines, in order: file name (no leading "/") and where each runs. */
export function inlineStylesheets(html: string) {
  const found = [];
  const start = GATSBY_OUTPUT.inlineStylesheetStart.text;
  for (let at = html.indexOf(start); at >= 0; at = html.indexOf(start, at + 1)) {
    const name = between(html, "inlineStylesheetStart", "inlineStylesheetIdentity", at);
    const content = between(html, "inlineStylesheetIdentity", "inlineStylesheetEnd", name.innerTo);
    found.push({ file: name.inner, from: at, to: content.to });
  }
  return found;
}

/** `built`: builtStylesheets(publicDir). */
export function currentStylesheets(publicDir: string, built: ReadonlyMap<string, string>): Transform {
  const current = new Set(built.values());
  const contents = new Map<string, string>();
  const contentOf = (file: string) => {
    if (!contents.has(file)) contents.set(file, fs.readFileSync(path.join(publicDir, file), "utf8"));
    return contents.get(file)!;
  };
  return {
    name: "current stylesheets",
    apply(html) {
      const styles = inlineStylesheets(html);
      if (!styles.length) throw new MissingOutput("inlineStylesheetStart");
      let result = html;
      for (const style of styles.reverse()) {
        if (current.has(style.file)) continue;
        const file = built.get(stylesheetKey(style.file));
        if (!file)
          throw new Error(
            `current stylesheets: /${style.file} is an earlier build's and this build has no stylesheet of its name; build from clean (npm run clean)`,
          );
        const { text: open } = GATSBY_OUTPUT.inlineStylesheetStart;
        const { text: identity } = GATSBY_OUTPUT.inlineStylesheetIdentity;
        const { text: close } = GATSBY_OUTPUT.inlineStylesheetEnd;
        result =
          result.slice(0, style.from) + open + file + identity + contentOf(file) + close + result.slice(style.to);
      }
      return result;
    },
  };
}
