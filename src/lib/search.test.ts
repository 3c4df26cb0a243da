import FlexSearch from "flexsearch";
import { describe, expect, it } from "vitest";
import { czechStem, encodeForSearch, encodeStems, queryWords, rankResults, TEXT_ENGINE_OPTIONS, TITLES_ENGINE_OPTIONS, type SearchStore } from "./search";

const store: SearchStore = {
  a: { title: "Hromadné SMS", route: "/hromadne-sms/", section: "Stránka", description: "Rozesílání zpráv do Německa i Česka" },
  b: { title: "Ceny do Německa", route: "/docs/ceny/nemecko/", section: "Ceník", description: "Předvolba +49" },
  c: { title: "Česká republika", route: "/docs/ceny/ceska-republika/", section: "Ceník", description: "Předvolba +420" },
};

/** An index as the build writes it (JSON documents) and the browser reads it back. */
function roundTrip(options: object, documents: Record<string, object>) {
  const built = FlexSearch.create(options as never);
  for (const [id, doc] of Object.entries(documents)) built.add(id as never, JSON.stringify(doc));
  const loaded = FlexSearch.create(options as never);
  loaded.import(built.export());
  return (query: string) => loaded.search(query) as unknown as string[];
}

describe("search encoding", () => {
  it("folds case and diacritics", () => {
    expect(encodeForSearch("Příliš ŽLUŤOUČKÝ kůň")).toBe("prilis zlutoucky kun");
    expect(queryWords("  Česká, republika! ")).toEqual(["ceska", "republika"]);
  });

  it("drops the JSON field names the plugin indexes", () => {
    expect(encodeForSearch('{"title":"Ceny","text":"Německo"}')).not.toMatch(/title|text/);
    expect(encodeStems('{"text":"Zprávy"}')).toBe("zprav");
  });

  it("brings Czech case forms to one stem, keeping short words whole", () => {
    expect(["zpráva", "zprávy", "zprávách", "zprávami", "zpráv"].map((w) => czechStem(queryWords(w)[0]))).toEqual(Array(5).fill("zprav"));
    expect(["brána", "bránu", "brány"].map((w) => czechStem(queryWords(w)[0]))).toEqual(["bran", "bran", "bran"]);
    expect(czechStem("sms")).toBe("sms");
    expect(czechStem("api")).toBe("api");
  });
});

describe("the titles index", () => {
  const search = roundTrip(TITLES_ENGINE_OPTIONS, Object.fromEntries(Object.entries(store).map(([id, e]) => [id, { title: e.title, description: e.description }])));

  it("finds pages without diacritics, by prefix and by dial code after export and import", () => {
    expect(search("cesk")).toEqual(expect.arrayContaining(["a", "c"]));
    expect(search("nemecka")).toEqual(expect.arrayContaining(["a", "b"]));
    expect(search("Něm")).toEqual(expect.arrayContaining(["a", "b"]));
    expect(search("49")).toEqual(["b"]);
    expect(search("title")).toEqual([]);
  });
});

describe("the text index", () => {
  const search = roundTrip(TEXT_ENGINE_OPTIONS, {
    a: { text: "Rozesílání zpráv přes SMS bránu do celé Evropy" },
    b: { text: "Doručenky ke zprávám chodí do pěti sekund" },
  });

  it("matches other case forms of a word and needs every word", () => {
    expect(search("zprávy")).toEqual(expect.arrayContaining(["a", "b"]));
    expect(search("brány")).toEqual(["a"]);
    expect(search("rozesilani zprava")).toEqual(["a"]);
    expect(search("doručenka evropa")).toEqual([]);
  });
});

describe("rankResults", () => {
  it("puts pages whose title holds the query first and skips unknown ids", () => {
    expect(rankResults("německa", ["a", "x", "b"], store).map((e) => e.route)).toEqual(["/docs/ceny/nemecko/", "/hromadne-sms/"]);
  });

  it("returns at most the limit", () => {
    expect(rankResults("ceny", ["a", "b", "c"], store, 2)).toHaveLength(2);
  });
});
