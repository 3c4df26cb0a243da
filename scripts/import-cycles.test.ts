import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findCycles, importGraph, projectModules } from "./import-cycles";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe("findCycles", () => {
  it("finds none in a graph without a cycle", () => {
    expect(findCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("names each cycle from a module back to itself", () => {
    expect(findCycles(graph({ a: ["b"], b: ["c"], c: ["a"], d: ["d"] }))).toEqual([
      ["a", "b", "c", "a"],
      ["d", "d"],
    ]);
  });
});

describe("importGraph", () => {
  let dir = "";
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A project of `files` (name → text) in a temporary folder, with the repository's tsconfig.json. */
  function project(files: Record<string, string>) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    fs.copyFileSync("tsconfig.json", path.join(dir, "tsconfig.json"));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const { files: modules, options } = projectModules(dir);
    const named = (file: string) => path.relative(dir, file).split(path.sep).join("/");
    return findCycles(importGraph(modules, options)).map((cycle) => cycle.map(named));
  }

  it("follows type-only imports, re-exports and dynamic imports", () => {
    expect(
      project({
        "src/pipeline.ts": 'import type { Page } from "./digests";\nexport type Step = { page: Page };',
        "src/digests.ts": 'import type { Step } from "./pipeline";\nexport type Page = { steps: Step[] };',
        "scripts/a.ts": 'export * from "./b";',
        "scripts/b.ts": 'export const load = () => import("./a");',
      }),
    ).toEqual([
      ["scripts/a.ts", "scripts/b.ts", "scripts/a.ts"],
      ["src/digests.ts", "src/pipeline.ts", "src/digests.ts"],
    ]);
  });

  it("leaves out packages, stylesheets and files the type check does not read", () => {
    expect(
      project({
        "src/a.ts": 'import React from "react";\nimport * as styles from "./a.module.css";\nimport "../public/b";',
        "src/a.module.css": ".a {}",
        "public/b.ts": 'import "../src/a";',
      }),
    ).toEqual([]);
  });
});
