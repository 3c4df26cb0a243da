import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ContentProblemsError,
  czechErrorMap,
  formatContentProblem,
  formatContentProblems,
  frontmatterIssueProblem,
  frontmatterLine,
  readYamlSource,
  yamlIssueProblems,
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

describe("YAML data files", () => {
  const dataFile = "content/data.yaml";
  const yamlText = [
    "# Poznámka",
    "items:",
    "  - name: A",
    "    size: 2",
    "  - name: ''",
    "settings: {mode: x, extra: 1}",
    "",
  ].join("\n");
  const schema = z
    .object({
      items: z.array(z.object({ name: z.string().min(1), size: z.number().max(5) })),
      settings: z.object({ mode: z.literal("auto") }).strict(),
    })
    .strict();
  const problemsOf = (text: string) => {
    const yaml = readYamlSource(dataFile, text);
    if (yaml.problems.length) return yaml.problems;
    const result = schema.safeParse(yaml.data, { errorMap: czechErrorMap });
    return result.success ? [] : result.error.issues.flatMap((i) => yamlIssueProblems(dataFile, i, yaml.lineOf));
  };

  it("names the line of a bad value, of a missing one's parent, and of an unknown field", () => {
    expect(problemsOf(yamlText)).toEqual([
      { file: dataFile, line: 5, field: "pole „items.1.name“", message: "nesmí být prázdné" },
      { file: dataFile, line: 5, field: "pole „items.1.size“", message: "chybí" },
      { file: dataFile, line: 6, field: "pole „settings.mode“", message: "musí být „auto“" },
      { file: dataFile, line: 6, field: "pole „settings.extra“", message: "neznámé pole (překlep v názvu?)" },
    ]);
    expect(problemsOf(yamlText.replace("size: 2", "size: 9").replace("name: ''", "name: B\n    size: 1"))[0]).toEqual({
      file: dataFile,
      line: 4,
      field: "pole „items.0.size“",
      message: "nejvýše 5",
    });
  });

  it("gives a syntax error its line and a Czech hint", () => {
    expect(problemsOf("items:\n  - name: A\n\tsize: 2\n")).toEqual([
      { file: dataFile, line: 3, field: "zápis YAML", message: "odsazení tabulátorem (YAML chce mezery)" },
    ]);
    expect(problemsOf("settings:\n  mode: a: b\n")[0]).toMatchObject({
      line: 2,
      message: "dvojtečka uvnitř hodnoty (dejte hodnotu do uvozovek)",
    });
  });

  it("throws every problem under the Czech heading", () => {
    const error = new ContentProblemsError(problemsOf(yamlText));
    expect(error.message.split("\n").slice(0, 2)).toEqual([
      "Obsah: 4 chyby (soubor:řádek: co: proč)",
      "  content/data.yaml:5: pole „items.1.name“: nesmí být prázdné",
    ]);
  });
});
