import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every package the code imports is declared in package.json, so it never depends on what another
// package happens to pull into node_modules (docs/architecture.md, "Dependencies").

const SOURCES = ["src", "server", "scripts", "e2e"];
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIER =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)["']([@a-z0-9][\w@./-]*)["']/gm;

function codeFiles(): string[] {
  const files = fs.readdirSync(".").filter((name) => CODE.test(name));
  for (const dir of SOURCES)
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith(".d.ts"))
        files.push(path.join(entry.parentPath, entry.name));
  return files;
}

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name"; null for Node's own modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0])) return null;
  return specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
}

describe("package.json", () => {
  it("declares every package the code imports", () => {
    const {
      dependencies = {},
      peerDependencies = {},
      devDependencies = {},
    } = JSON.parse(fs.readFileSync("package.json", "utf8"));
    const declared = new Set([dependencies, peerDependencies, devDependencies].flatMap(Object.keys));
    const undeclared: string[] = [];
    for (const file of codeFiles())
      for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const name = packageOf(specifier);
        // "mdast" is the type package @types/mdast.
        if (name && !declared.has(name) && !declared.has(`@types/${name}`)) undeclared.push(`${file}: ${name}`);
      }
    expect(undeclared).toEqual([]);
  });
});
