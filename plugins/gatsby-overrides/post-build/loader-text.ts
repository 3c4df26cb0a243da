import fs from "node:fs";
import path from "node:path";
import { transformSync } from "@swc/core";

// The loader's inline text is the minified source of a TypeScript function
// (loadAfterFirstPaint, plugins/gatsby-overrides/after-first-paint.ts), written into a committed file by
// `npm run loader` and checked against the function's source by its test. Not from the function's
// toString(): that is the text of whatever compiled the module (tsx adds esbuild's __name() calls,
// Gatsby compiles gatsby-node.ts with Parcel), and the pages and the Content-Security-Policy
// would then allow different texts. The source compiled by one fixed tool gives one text.

export const LOADER_SOURCE = "plugins/gatsby-overrides/after-first-paint.ts";
export const LOADER_FUNCTION = "loadAfterFirstPaint";

/** The source text of `export function <name>` in a TypeScript file, up to its closing brace at
 * the start of a line. */
export function functionSource(source: string, name: string): string {
  const start = source.indexOf(`export function ${name}(`);
  const end = source.indexOf("\n}\n", start);
  if (start < 0 || end < 0) throw new Error(`no top-level "export function ${name}(" ending in "}"`);
  return source.slice(start + "export ".length, end + "\n}".length);
}

/** `!function(){…}();` of the function `name` of a TypeScript file: types removed, ES5, minified. */
export function serialiseFunction(file = LOADER_SOURCE, name = LOADER_FUNCTION, root = process.cwd()): string {
  const fn = functionSource(fs.readFileSync(path.join(root, file), "utf8"), name);
  const { code } = transformSync(`(${fn})();`, {
    filename: "loader.ts",
    jsc: {
      parser: { syntax: "typescript" },
      target: "es5",
      minify: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
    },
    minify: true,
    isModule: false,
    sourceMaps: false,
  });
  return code;
}
