import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GATSBY_INTERNALS, GATSBY_VERSION, type GatsbyInternal } from "./internals";

const ROOT = path.resolve(__dirname, "../..");
/** The plugin, the one place that may use an internal. */
const PLUGIN = "plugins/gatsby-overrides/";
/** Outside the plugin, files of these folders may take a value from the manifest (and name its entry). */
const MAY_IMPORT = /^(?:server|scripts)\//;
const IMPORTS_MANIFEST = /from "(?:\.\.\/)+plugins\/gatsby-overrides\/internals"/;
const requireFromRoot = createRequire(path.join(ROOT, "package.json"));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(ROOT, file));

/** What is wrong with one entry, against the installed packages and the files that use it; each
 * problem names the entry. */
function problemsOf(name: string, entry: GatsbyInternal): string[] {
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(`${name}: ${problem}`);
  const { value } = entry;
  let holdsValue = false;
  for (const { file, holds = [], pieces = [] } of entry.verify) {
    if (!exists(file)) {
      fail(`${file} is not installed`);
      continue;
    }
    const text = read(file);
    for (const expected of holds) if (!text.includes(expected)) fail(`${file} lacks ${JSON.stringify(expected)}`);
    for (const piece of pieces) {
      if (typeof value !== "string" || !value.includes(piece))
        fail(`${JSON.stringify(piece)} is not part of the value`);
      if (!text.includes(piece)) fail(`${file} lacks ${JSON.stringify(piece)}`);
    }
    if (typeof value === "string" && (pieces.length || text.includes(value))) holdsValue = true;
  }
  if (value instanceof RegExp) {
    if (!entry.matches?.length) fail("a pattern needs `matches`");
    for (const target of entry.matches ?? [])
      if (!value.test(target) && !value.test(path.resolve(ROOT, target))) fail(`${value} does not match ${target}`);
  } else if (entry.kind === "module") {
    try {
      requireFromRoot.resolve(value);
    } catch {
      fail(`${value} does not resolve`);
    }
  } else if (!holdsValue) fail(`no file of verify holds ${JSON.stringify(value)}`);
  if (!entry.usedIn.length) fail("used nowhere: remove the entry");
  for (const use of entry.usedIn) {
    const { file, spelled } = typeof use === "string" ? { file: use, spelled: undefined } : use;
    if (!exists(file)) {
      fail(`${file} does not exist`);
      continue;
    }
    const text = read(file);
    if (!file.startsWith(PLUGIN)) {
      if (!MAY_IMPORT.test(file)) fail(`${file} is outside ${PLUGIN}: only the plugin may use an internal`);
      else if (spelled !== undefined || !IMPORTS_MANIFEST.test(text))
        fail(`${file} is outside ${PLUGIN}: it may only import the value from ${PLUGIN}internals.ts`);
    }
    const names = new RegExp(`\\b${name}\\b`).test(text);
    const found =
      spelled instanceof RegExp
        ? spelled.test(text)
        : spelled !== undefined
          ? text.includes(spelled)
          : file.startsWith(PLUGIN)
            ? (typeof value === "string" && text.includes(value)) || names
            : names;
    const shown = typeof (spelled ?? value) === "string" ? JSON.stringify(spelled ?? value) : String(spelled ?? value);
    if (!found) fail(`${file} neither holds ${shown} nor names ${name}`);
  }
  return problems;
}

const entries = Object.entries(GATSBY_INTERNALS) as [string, GatsbyInternal][];

describe("the manifest of Gatsby internals", () => {
  it(`was read from the installed Gatsby, ${GATSBY_VERSION}`, () => {
    expect(JSON.parse(read("node_modules/gatsby/package.json")).version).toBe(GATSBY_VERSION);
  });

  it.each(entries)("%s holds for the installed packages and the files that use it", (name, entry) => {
    expect(problemsOf(name, entry)).toEqual([]);
  });
});

describe("the manifest's check", () => {
  it.each(entries)("fails naming %s when its value is not Gatsby's", (name, entry) => {
    const changed = { ...entry, value: entry.value instanceof RegExp ? /[\\/]gatsby-6[\\/]/ : "Gatsby 6 text" };
    const problems = problemsOf(name, changed);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.startsWith(`${name}: `)).toBe(true);
  });

  it("fails naming the entry when Gatsby's file lacks a text, or a file said to use it does not", () => {
    const { loaderGlobal } = GATSBY_INTERNALS;
    const moved = { ...loaderGlobal, verify: [{ ...loaderGlobal.verify[0], holds: ["window.___loader = loader"] }] };
    expect(problemsOf("loaderGlobal", moved)).toEqual([
      'loaderGlobal: node_modules/gatsby/cache-dir/production-app.js lacks "window.___loader = loader"',
    ]);
    const elsewhere = { ...loaderGlobal, usedIn: ["plugins/gatsby-overrides/css-split.ts"] };
    expect(problemsOf("loaderGlobal", elsewhere)).toEqual([
      'loaderGlobal: plugins/gatsby-overrides/css-split.ts neither holds "___loader" nor names loaderGlobal',
    ]);
  });

  it("fails naming the entry when a file outside the plugin uses it, but for server/ and scripts/ through the manifest", () => {
    const { loaderGlobal, cacheDir } = GATSBY_INTERNALS;
    expect(problemsOf("loaderGlobal", { ...loaderGlobal, usedIn: ["src/behaviours/links.test.ts"] })).toContain(
      "loaderGlobal: src/behaviours/links.test.ts is outside plugins/gatsby-overrides/: only the plugin may use an internal",
    );
    expect(problemsOf("cacheDir", { ...cacheDir, usedIn: ["scripts/site-copy.ts"] })).toEqual([]);
    expect(problemsOf("cacheDir", { ...cacheDir, usedIn: ["scripts/import-cycles.ts"] })).toEqual([
      "cacheDir: scripts/import-cycles.ts is outside plugins/gatsby-overrides/: it may only import the value from plugins/gatsby-overrides/internals.ts",
      'cacheDir: scripts/import-cycles.ts neither holds ".cache" nor names cacheDir',
    ]);
  });
});

// Every use of an internal is declared: a file outside the manifest that names one fails here.
const SOURCE_DIRS = ["plugins", "src", "server", "scripts"];
const isSource = (file: string) =>
  /\.(?:[cm]?js|tsx?)$/.test(file) && !/\.(?:test|fixture)\.tsx?$/.test(file) && !file.endsWith(".d.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return isSource(file) ? [file] : [];
  });
}

/** The internals a file names: `___` globals, Gatsby's .cache, modules of Gatsby's dist/ or
 * cache-dir/ (also as a webpack pattern), and the store. */
function internalsNamed(text: string): string[] {
  const patterns = [
    /\b___[A-Za-z]\w*/g,
    /(?<!node_modules[\\/]|\w)\.cache\b/g,
    /\bgatsby[\w-]*(?:\/|\[\\\\\/\])(?:dist|cache-dir)\b/g,
    /\bgetState\(\)/g,
    /\bBUILD_STAGE\b/g,
  ];
  return [...new Set(patterns.flatMap((pattern) => text.match(pattern) ?? []))];
}

describe("uses of Gatsby internals", () => {
  const declared = new Map<string, Set<unknown>>();
  for (const [, entry] of entries)
    for (const use of entry.usedIn) {
      const file = typeof use === "string" ? use : use.file;
      if (!declared.has(file)) declared.set(file, new Set());
      declared.get(file)!.add(entry.value);
    }

  it("are all declared in plugins/gatsby-overrides/internals.ts, each `___` global in the entry of its value", () => {
    const files = [
      ...SOURCE_DIRS.flatMap(sourceFiles),
      ...fs.readdirSync(ROOT).filter((f) => /^gatsby-.*\.tsx?$/.test(f)),
    ];
    const undeclared = files
      .filter((file) => file !== `${PLUGIN}internals.ts`)
      .flatMap((file) =>
        internalsNamed(read(file))
          .filter((named) => (named.startsWith("___") ? !declared.get(file)?.has(named) : !declared.has(file)))
          .map((named) => `${file}: ${named}`),
      );
    expect(undeclared).toEqual([]);
  });

  it("are found in a file's text", () => {
    expect(
      internalsNamed(
        "window.___loader; path.join(dir, '.cache', 'x'); node_modules/.cache/eslint; " +
          "/[\\\\/]gatsby[\\\\/]dist[\\\\/]x/; require('gatsby-plugin-mdx/dist/x'); store.getState(); " +
          'process.env.BUILD_STAGE === "build-javascript"',
      ),
    ).toEqual(["___loader", ".cache", "gatsby[\\\\/]dist", "gatsby-plugin-mdx/dist", "getState()", "BUILD_STAGE"]);
  });
});
