import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPricing } from "../lib/pricing";
import { readPricingFiles } from "./prices";
import {
  countrySearchSources,
  faqQuestionsOf,
  headingsOf,
  readBuiltSearchIndex,
  readSynonyms,
  searchIndexOf,
  searchSources,
  tableCodesOf,
  writeSearchIndex,
  type SearchQueryData,
} from "./search";
import type { ContentProblem, ContentProblemsError } from "../lib/content-problems";

const mdx = (
  kind: string,
  route: string,
  frontmatter: Partial<SearchQueryData["allMdx"]["nodes"][number]["frontmatter"]> = {},
  body = "## Nadpis\n\nText o **zprávách**.",
) => ({
  body,
  fields: { kind, route },
  frontmatter: { title: `Stránka ${route}`, description: null, draft: null, unlisted: null, ...frontmatter },
});

const sources = (nodes: ReturnType<typeof mdx>[]) => searchSources({ allMdx: { nodes } }, []);

afterEach(() => vi.unstubAllEnvs());

describe("searchSources", () => {
  it("indexes pages, docs and posts with their section, headings and readable text", () => {
    const docs = sources([
      mdx("pages", "/sms/"),
      mdx("docs", "/docs/help/kontakty/"),
      mdx("docs", "/docs/api/json/sms/"),
      mdx("docs", "/docs/kontakt/"),
      mdx("blog", "/blog/tipy/"),
    ]);
    const byRoute = Object.fromEntries(docs.map((d) => [d.route, d]));
    expect(byRoute["/sms/"].section).toBe("Stránka");
    expect(byRoute["/docs/help/kontakty/"].section).toBe("Nápověda");
    expect(byRoute["/docs/api/json/sms/"].section).toBe("API");
    expect(byRoute["/docs/kontakt/"].section).toBe("Společnost");
    expect(byRoute["/blog/tipy/"].section).toBe("Blog");
    expect(byRoute["/sms/"].headings).toEqual(["Nadpis"]);
    expect(byRoute["/sms/"].text).toBe("Nadpis Text o zprávách .");
    expect(docs.map((d) => d.route)).toEqual(expect.arrayContaining(["/ceny/", "/tool/delka-sms/", "/api-json-v1/"]));
  });

  it("gives the pages showing the API's code tables their codes, names and descriptions", () => {
    const [errors, delivery] = sources([
      mdx("docs", "/docs/api/json/error-codes/", {}, "<ApiErrorCodes />"),
      mdx("docs", "/docs/api/json/delivery/codes/", {}, "<ApiDeliveryCodes />"),
    ]);
    expect(errors.keywords.split(" ")).toEqual(expect.arrayContaining(["306", "SENDER", "APPROVED"]));
    expect(errors.text).toMatch(/neschválen|schválen/);
    expect(delivery.keywords.split(" ")).toContain("0");
  });

  it("leaves unlisted pages out, and drafts out of production builds", () => {
    const nodes = [mdx("pages", "/skryta/", { unlisted: true }), mdx("blog", "/blog/koncept/", { draft: true })];
    expect(sources(nodes).map((d) => d.route)).toContain("/blog/koncept/");
    vi.stubEnv("NODE_ENV", "production");
    const routes = sources(nodes).map((d) => d.route);
    expect(routes).not.toContain("/skryta/");
    expect(routes).not.toContain("/blog/koncept/");
  });

  it("indexes every country of the price list by its name, aliases, English names, ISO code and dial code", () => {
    const { csv, meta } = readPricingFiles();
    const docs = searchSources({ allMdx: { nodes: [] } }, countrySearchSources(loadPricing(csv, meta).countries));
    const germany = docs.find((d) => d.route === "/docs/ceny/nemecko/");
    expect(germany?.titleTerms).toBe("Německo ceny");
    expect(germany?.keywords).toContain("+49");
    expect(germany?.keywords).toContain("DE");
    expect(germany?.keywords).toContain("Germany");
    const uk = docs.find((d) => d.route === "/docs/ceny/spojene-kralovstvi/");
    expect(uk?.keywords).toContain("United Kingdom");
    expect(uk?.keywords).toContain("Great Britain");
    expect(docs.filter((d) => d.route.startsWith("/docs/ceny/")).length).toBeGreaterThanOrEqual(185);
  });
});

describe("headingsOf, faqQuestionsOf and tableCodesOf", () => {
  it("reads headings outside code blocks", () => {
    expect(headingsOf("## První {#prvni}\n\n```md\n## V kódu\n```\n\n### Druhý s `kódem`\n")).toEqual([
      "První",
      "Druhý s kódem",
    ]);
  });

  it("reads the first column of tables headed Kód", () => {
    const body =
      "| Kód | Význam |\n| --- | --- |\n| 100 | v pořádku |\n| 201 | heslo |\n\n| Pole | Význam |\n| --- | --- |\n| 5 | pět |";
    expect(tableCodesOf(body)).toEqual(["100", "201"]);
  });

  it("reads the questions of a FAQ, which the text leaves out with their tags", () => {
    const body =
      '<Faq>\n  <Question q="Jak dlouho trvá schválení?">\n    Obvykle den.\n  </Question>\n  <Question\n    q="Mohu použít „diakritiku“?">Ne.</Question>\n</Faq>';
    expect(faqQuestionsOf(body)).toEqual(["Jak dlouho trvá schválení?", "Mohu použít „diakritiku“?"]);
    expect(faqQuestionsOf('```mdx\n<Question q="Ukázka?">…</Question>\n```\n')).toEqual([]);
    const [page] = sources([mdx("pages", "/sms/", {}, body)]);
    expect(page.headings).toEqual(["Jak dlouho trvá schválení?", "Mohu použít „diakritiku“?"]);
  });
});

describe("synonyms and the index file", () => {
  it("reads the editors' list and names a malformed item", () => {
    expect(readSynonyms().synonyms.length).toBeGreaterThan(5);
    expect(() => readSynonyms("synonyms:\n  - [cena, ceník]\n  - [jen jedno]\n")).toThrow(
      "Obsah: 1 chyba (soubor:řádek: co: proč)\n  content/search/synonyms.yaml:3: pole „synonyms.1“: skupina potřebuje aspoň dvě slova nebo fráze, které znamenají totéž",
    );
    expect(() => readSynonyms("synonyms: []\nrelated:\n  - [/a/, cenik]\n")).toThrow(
      "content/search/synonyms.yaml:3: pole „related.0.1“: adresa stránky začíná i končí lomítkem, např. „/cenik/“",
    );
  });

  it("fails on a related route no page has, naming its line", () => {
    const docs = sources([mdx("pages", "/a/")]);
    const text = "synonyms: []\nrelated:\n  - [/a/, /a/]\n  - [/a/, /neni/]\n";
    let problems: ContentProblem[] = [];
    try {
      searchIndexOf(docs, readSynonyms(text), text);
    } catch (error) {
      problems = (error as ContentProblemsError).problems;
    }
    expect(problems).toEqual([
      {
        file: "content/search/synonyms.yaml",
        line: 4,
        field: "pole „related.1.1“",
        message:
          "stránka „/neni/“ neexistuje nebo není ve vyhledávání (koncept či skrytá stránka); uveďte adresu zveřejněné stránky",
      },
    ]);
  });

  it("writes the index at the address the browser fetches", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-"));
    const index = searchIndexOf(sources([mdx("pages", "/a/")]), { synonyms: [], related: [] });
    writeSearchIndex(index, dir);
    expect(readBuiltSearchIndex(dir).index).toEqual(index);
    expect(readBuiltSearchIndex(dir).file).toBe(path.join(dir, "search-index.json"));
  });
});
