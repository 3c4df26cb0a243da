import { describe, expect, it } from "vitest";
import { componentProblems, linkProblems, readMdxSource } from "./mdx-source";

const file = "content/blog/uvod/index.mdx";
const source = [
  "---",
  "title: Úvod",
  "---",
  "",
  "import { Chart as Graf } from './graf'",
  "",
  "Viz [ceník](/ceny/) a [nic](/neni-tu/), [bez lomítka](/sms) a [soubor](/ceny/cenik.json).",
  "",
  '<Hero title="x" />',
  "",
  "<Neznama>text</Neznama> <Graf /> <Callout>ok</Callout>",
  "",
  "```mdx",
  "<VKodu /> [v kódu](/taky-ne/)",
  "```",
  "",
  '<a href="/chybi/">a</a>',
].join("\n");

describe("readMdxSource", () => {
  it("finds internal links and the components a file does not define, on the file's lines", async () => {
    const { links, components } = await readMdxSource(source);
    expect(links).toEqual([
      { value: "/ceny/", line: 7 },
      { value: "/neni-tu/", line: 7 },
      { value: "/sms", line: 7 },
      { value: "/ceny/cenik.json", line: 7 },
      { value: "/chybi/", line: 17 },
    ]);
    expect(components).toEqual([
      { value: "Hero", line: 9 },
      { value: "Neznama", line: 11 },
      { value: "Callout", line: 11 },
    ]);
  });

  it("says where a file cannot be read", async () => {
    const { syntaxError } = await readMdxSource("---\ntitle: x\n---\n\nText <Neuzavreny\n");
    expect(syntaxError?.line).toBe(5);
  });
});

describe("componentProblems", () => {
  const components = [
    { value: "Hero", line: 9 },
    { value: "Neznama", line: 11 },
    { value: "Callout", line: 11 },
  ];
  it("names an unknown component, and a landing section outside content/pages/, with file and line", () => {
    expect(componentProblems(file, "blog", components)).toEqual([
      {
        file,
        line: 9,
        field: "komponenta <Hero>",
        message: "je jen pro stránky z content/pages/ (sekce landing pages)",
      },
      {
        file,
        line: 11,
        field: "komponenta <Neznama>",
        message:
          "neznámá komponenta; komponenty, které lze použít, ukazuje /markdown-page/ (content/pages/markdown-page.mdx)",
      },
    ]);
    expect(componentProblems("content/pages/sms.mdx", "pages", components).map((p) => p.field)).toEqual([
      "komponenta <Neznama>",
    ]);
  });
});

describe("linkProblems", () => {
  it("names a link to a page that does not exist and one without the trailing slash; files are the link guard's", () => {
    const links = [
      { value: "/ceny/#sms", line: 7 },
      { value: "/neni-tu/", line: 7 },
      { value: "/sms", line: 8 },
      { value: "/ceny/cenik.json", line: 9 },
    ];
    expect(linkProblems(file, links, (route) => route === "/ceny/")).toEqual([
      { file, line: 7, field: "odkaz „/neni-tu/“", message: "stránka s touto adresou neexistuje" },
      { file, line: 8, field: "odkaz „/sms“", message: "adresa stránky končí lomítkem: /sms/" },
    ]);
  });
});
