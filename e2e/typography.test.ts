import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { looseOneLetterWords, nonBreakingInCode } from "../src/lib/typography-check";

// Czech typography on every built page (the README's conventions): no visible line may end with
// a one-letter preposition or conjunction. Content gets it from the remark plugin; text from data
// files, templates and the OpenAPI files must get it too, and this finds any place that does not.

function builtPages(dir = path.resolve("public")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : builtPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

describe("Czech typography on every built page", () => {
  const pages = builtPages();

  it("finds the whole site", () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  it("never leaves a one-letter preposition or conjunction at the end of a line", () => {
    const loose = pages.flatMap((file) =>
      looseOneLetterWords(fs.readFileSync(file, "utf8")).map((hit) => `${path.relative("public", file)}: ${hit}`),
    );
    expect(loose).toEqual([]);
  });

  it("never puts a non-breaking space or hyphen inside code, which a reader copies", () => {
    const found = pages.flatMap((file) =>
      nonBreakingInCode(fs.readFileSync(file, "utf8")).map((hit) => `${path.relative("public", file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
