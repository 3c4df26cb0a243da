import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  czechErrorMap,
  formatContentProblem,
  formatContentProblems,
  frontmatterIssueProblem,
  frontmatterLine,
} from "./content-problems";

const file = "content/blog/uvod/index.mdx";
const source = [
  "---",
  'title: "Úvod"',
  "date: 2024-13-45",
  "authors: [jana-novakova, karel]",
  "tags:",
  "  - sms-marketing",
  "  - tipy",
  "---",
  "",
  "Text",
].join("\n");

describe("formatContentProblem", () => {
  it("names file:line, then what and why", () => {
    expect(formatContentProblem({ file, line: 4, field: "pole „authors“", message: "neznámý autor „karel“" })).toBe(
      "content/blog/uvod/index.mdx:4: pole „authors“: neznámý autor „karel“",
    );
    expect(formatContentProblem({ file, field: "složka", message: "není volná" })).toBe(
      "content/blog/uvod/index.mdx: složka: není volná",
    );
  });

  it("lists several under a heading with their count in Czech", () => {
    const one = { file, line: 3, field: "pole „date“", message: "chybí" };
    expect(formatContentProblems([one]).split("\n")).toEqual([
      "Obsah: 1 chyba (soubor:řádek: co: proč)",
      "  content/blog/uvod/index.mdx:3: pole „date“: chybí",
    ]);
    expect(formatContentProblems([one, one, one]).split("\n")[0]).toBe("Obsah: 3 chyby (soubor:řádek: co: proč)");
    expect(formatContentProblems(Array(5).fill(one)).split("\n")[0]).toBe("Obsah: 5 chyb (soubor:řádek: co: proč)");
  });
});

describe("frontmatterLine", () => {
  it("finds a field, a value inline or on its own line, and points at the block for a missing field", () => {
    expect(frontmatterLine(source, "date")).toBe(3);
    expect(frontmatterLine(source, "authors", "karel")).toBe(4);
    expect(frontmatterLine(source, "tags", "tipy")).toBe(7);
    expect(frontmatterLine(source, "tags", "neni")).toBe(5);
    expect(frontmatterLine(source, "cover")).toBe(1);
    expect(frontmatterLine("Text bez hlavičky", "title")).toBeUndefined();
  });

  it("does not take a longer id for the one asked", () => {
    expect(frontmatterLine("---\nauthors:\n  - karel-novak\n  - karel\n---\n", "authors", "karel")).toBe(4);
  });
});

describe("czechErrorMap", () => {
  const schema = z.object({
    title: z.string().min(1),
    draft: z.boolean().optional(),
    layout: z.enum(["landing", "article"]).optional(),
    tags: z.array(z.string()).min(2),
    cover: z.string().min(1, "chybí obrázek"),
  });
  const problems = (data: unknown) =>
    schema
      .safeParse(data, { errorMap: czechErrorMap })
      .error?.issues.map((i) => frontmatterIssueProblem(file, i, source));

  it("says in Czech what zod says in English, and keeps a schema's own message", () => {
    expect(problems({ draft: "ano", layout: "x", tags: ["a"], cover: "" })).toEqual([
      { file, line: 2, field: "pole „title“", message: "chybí" },
      { file, line: 1, field: "pole „draft“", message: "má být true nebo false, ne text" },
      { file, line: 1, field: "pole „layout“", message: "musí být jedna z hodnot „landing“, „article“" },
      { file, line: 5, field: "pole „tags“", message: "potřebuje aspoň 2 položky" },
      { file, line: 1, field: "pole „cover“", message: "chybí obrázek" },
    ]);
    expect(problems({ title: "", tags: ["a", 3], cover: "x" })).toEqual([
      { file, line: 2, field: "pole „title“", message: "nesmí být prázdné" },
      { file, line: 5, field: "pole „tags.1“", message: "má být text, ne číslo" },
    ]);
  });
});
