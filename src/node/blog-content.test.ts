import { describe, expect, it } from "vitest";
import { formatContentProblems } from "../lib/content-problems";
import { blogPostProblems, blogReferenceProblems, parseAuthors, parseTags, rawFrontmatterValue } from "./blog-content";

const file = "content/blog/uvod/index.mdx";
const post = {
  title: "Úvod do SMS marketingu",
  description: "Co je SMS marketing a jak začít.",
  date: new Date("2024-01-16T00:00:00.000Z"),
  authors: ["jana-novakova"],
  tags: ["sms-marketing", "zaciname"],
  cover: "./cover.svg",
  coverAlt: "Telefon se zprávami",
};
const source = (date: string) => `---\ntitle: x\ndate: ${date}\n---\n\nText`;
const known = {
  authorIds: new Set(["jana-novakova"]),
  tagNames: new Map([
    ["sms-marketing", "SMS marketing"],
    ["zaciname", "Začínáme"],
    ["tipy", ""],
  ]),
};

describe("blog post validation", () => {
  it("accepts a complete post", () => {
    expect(blogPostProblems(file, post, { source: source("2024-01-16"), coverExists: () => true })).toEqual([]);
    expect(blogReferenceProblems(file, post, known)).toEqual([]);
  });

  it("names the file, line and field for an unknown author id", () => {
    const written = "---\ntitle: x\nauthors:\n  - jana-novakova\n  - karel-neznamy\n---\n";
    expect(
      blogReferenceProblems(file, { ...post, authors: ["jana-novakova", "karel-neznamy"] }, known, written),
    ).toEqual([
      {
        file,
        line: 5,
        field: "pole „authors“",
        message: "neznámý autor „karel-neznamy“ (není v content/blog/authors.yaml)",
      },
    ]);
  });

  it("names the file and line for a malformed date, even one YAML would roll over into a real day", () => {
    for (const date of ["2024-13-45", "16. 1. 2024", "2025-02-29"]) {
      expect(blogPostProblems(file, post, { source: source(date), coverExists: () => true })).toEqual([
        {
          file,
          line: 3,
          field: "pole „date“",
          message: `„${date}“ není datum (pište RRRR-MM-DD, např. 2026-11-21)`,
        },
      ]);
    }
    expect(blogPostProblems(file, { ...post, date: undefined }, { source: "---\ntitle: x\n---\n" })).toContainEqual({
      file,
      line: 1,
      field: "pole „date“",
      message: "chybí",
    });
  });

  it("names the field when the sms-marketing tag is missing or there are fewer than two tags", () => {
    expect(blogPostProblems(file, { ...post, tags: ["tipy", "zaciname"] })).toEqual([
      { file, field: "pole „tags“", message: "musí obsahovat „sms-marketing“" },
    ]);
    expect(blogPostProblems(file, { ...post, tags: ["sms-marketing"] })).toEqual([
      { file, field: "pole „tags“", message: "potřebuje aspoň dva štítky" },
    ]);
  });

  it("needs a cover that exists and its text alternative", () => {
    expect(blogPostProblems(file, { ...post, cover: undefined, coverAlt: "" })).toEqual([
      { file, field: "pole „cover“", message: "chybí" },
      { file, field: "pole „coverAlt“", message: "chybí textový popis obrázku" },
    ]);
    expect(
      blogPostProblems(file, post, { source: "---\ncover: ./cover.svg\n---\n", coverExists: () => false }),
    ).toContainEqual({
      file,
      line: 2,
      field: "pole „cover“",
      message: "soubor ./cover.svg neexistuje (cesta vede od souboru článku)",
    });
  });

  it("fails a tag without a Czech name", () => {
    expect(
      blogReferenceProblems(file, { ...post, tags: ["sms-marketing", "tipy", "novinky"] }, known).map((p) => p.message),
    ).toEqual([
      "štítek „tipy“ nemá název v content/blog/tags.yaml",
      "štítek „novinky“ nemá název v content/blog/tags.yaml",
    ]);
  });

  it("reads a front matter value as written", () => {
    expect(rawFrontmatterValue('---\ndate: "2024-01-16"\ntags: [a]\n---\ndate: no', "date")).toBe("2024-01-16");
    expect(rawFrontmatterValue("no front matter", "date")).toBeNull();
  });
});

describe("authors.yaml and tags.yaml", () => {
  const authorsFile = "content/blog/authors.yaml";
  const jana =
    "- id: jana-novakova\n  name: Jana Nováková\n  role: marketing\n  avatar: ./authors/jana.svg\n  bio: Píše o SMS.\n  links:\n    - label: LinkedIn\n      url: https://www.linkedin.com/in/jana/\n";

  it("reads authors and gives each a slug", () => {
    const { authors, problems } = parseAuthors(authorsFile, jana, () => true);
    expect(problems).toEqual([]);
    expect(authors[0]).toMatchObject({ id: "jana-novakova", slug: "jana-novakova", name: "Jana Nováková" });
  });

  it("names the file, line and author of a duplicate id, a missing avatar or a missing field", () => {
    const missing = "soubor ./authors/jana.svg neexistuje (cesta vede od authors.yaml, např. ./authors/jana.svg)";
    expect(parseAuthors(authorsFile, jana + jana, () => false).problems).toEqual([
      { file: authorsFile, line: 4, field: "autor „jana-novakova“, pole „avatar“", message: missing },
      {
        file: authorsFile,
        line: 9,
        field: "autor „jana-novakova“, pole „id“",
        message: "id „jana-novakova“ už má jiný autor výše; každý autor potřebuje své",
      },
      { file: authorsFile, line: 12, field: "autor „jana-novakova“, pole „avatar“", message: missing },
    ]);
    // A missing field points at the author's first line.
    expect(parseAuthors(authorsFile, jana.replace("  name: Jana Nováková\n", "")).problems).toEqual([
      { file: authorsFile, line: 1, field: "autor „jana-novakova“, pole „name“", message: "chybí" },
    ]);
    expect(
      formatContentProblems(parseAuthors(authorsFile, jana.replace("- id: jana-novakova", "- id: Jana")).problems),
    ).toBe(
      "Obsah: 1 chyba (soubor:řádek: co: proč)\n  content/blog/authors.yaml:1: autor „Jana“, pole „id“: má být zkratka z malých písmen, číslic a pomlček",
    );
  });

  it("reads tag names and fails an empty one or bad YAML, naming the line", () => {
    expect(parseTags("content/blog/tags.yaml", "sms-marketing: SMS marketing\napi: API\n").tags).toEqual([
      { slug: "sms-marketing", name: "SMS marketing" },
      { slug: "api", name: "API" },
    ]);
    expect(parseTags("content/blog/tags.yaml", "sms-marketing: SMS marketing\napi: ''\n").problems).toEqual([
      {
        file: "content/blog/tags.yaml",
        line: 2,
        field: "štítek „api“",
        message: "potřebuje název, který čtenář uvidí (např. „api: API“)",
      },
    ]);
    expect(parseTags("content/blog/tags.yaml", "- api\n- sms\n").problems).toEqual([
      { file: "content/blog/tags.yaml", line: 1, field: "soubor", message: "má být seznam štítků „zkratka: Název“" },
    ]);
    expect(parseTags("content/blog/tags.yaml", "api: API\napi: Rozhraní\n").problems).toEqual([
      { file: "content/blog/tags.yaml", line: 2, field: "zápis YAML", message: "pole je uvedeno dvakrát" },
    ]);
  });
});
