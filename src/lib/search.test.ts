import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  canonicalStems,
  createSearcher,
  czechStem,
  queryWords,
  synonymPhrases,
  withinOneEdit,
  type SearchSource,
} from "./search";

const page = (route: string, title: string, more: Partial<SearchSource> = {}): SearchSource => ({
  route,
  title,
  section: "Stránka",
  description: "",
  headings: [],
  keywords: "",
  text: "",
  ...more,
});

const sources: SearchSource[] = [
  page("/hromadne-sms/", "Hromadné SMS pro firmy", { description: "Rozesílání zpráv tisícům zákazníků." }),
  page("/sms/", "Firemní SMS zprávy a jejich možnosti"),
  page("/docs/ceny/nemecko/", "Německo: ceny SMS a zpráv", {
    titleTerms: "Německo ceny",
    section: "Ceník",
    keywords: "SRN DE +49",
    description: "Předvolba +49, ceny SMS.",
  }),
  page("/docs/api/json/error-codes/", "Kódy chyb JSON API", {
    section: "API",
    keywords: "306 SENDER NOT APPROVED",
    text: "Odesílatel ještě nebyl schválen.",
  }),
  page("/docs/api/json/delivery/messages/", "Doručenky webhookem", {
    section: "API",
    headings: ["Obsah webhooku"],
    text: "Doručenku pošleme na callbackUrl.",
  }),
  page("/blog/jak-odeslat-100000-sms/", "Jak odeslat 100 000 SMS", {
    section: "Blog",
    text: "Propustnost a fronty při odeslání sta tisíc zpráv.",
  }),
  page("/blog/zminka/", "Článek o všem", {
    section: "Blog",
    text: "Zmíníme i hromadné SMS, Německo a doručenky, ale jen v textu.",
  }),
  page("/integrace/zapier/", "Integrace se Zapierem"),
  page("/integrace/make/", "Zapier a Make"),
  page("/docs/help/integrace/zapier/", "Propojení Depeše se službou Zapier", { section: "Nápověda" }),
];
const synonyms = [
  ["doručenka", "stav doručení", "stav zprávy"],
  ["cena", "ceník", "kolik stojí"],
];
const search = createSearcher(
  JSON.parse(
    JSON.stringify(buildSearchIndex(sources, synonyms, [["/integrace/zapier/", "/docs/help/integrace/zapier/"]])),
  ),
);
const routes = (query: string) => search(query).map((r) => r.route);

describe("words", () => {
  it("folds case and diacritics and keeps spaced numbers whole", () => {
    expect(queryWords("  Česká, republika! ")).toEqual(["ceska", "republika"]);
    expect(queryWords("100 000 SMS a kód 306")).toEqual(["100000", "sms", "a", "kod", "306"]);
  });

  it("joins Czech word forms at one stem", () => {
    const stem = (word: string) => czechStem(queryWords(word)[0]);
    expect(new Set(["zpráva", "zprávy", "zprávách", "zprávami"].map(stem)).size).toBe(1);
    expect(new Set(["doručenka", "doručenky", "doručení", "doručování"].map(stem)).size).toBe(1);
    expect(new Set(["odeslání", "odesílání", "odeslat"].map(stem)).size).toBe(1);
    expect(new Set(["poslat", "poslání", "posílání"].map(stem)).size).toBe(1);
    expect(stem("formát")).not.toBe(stem("forma"));
    expect(stem("Německu")).toBe(stem("Německo"));
    expect(stem("306")).toBe("306");
  });

  it("tells one edit from two", () => {
    expect(withinOneEdit("nemecko", "nemcko")).toBe(true);
    expect(withinOneEdit("zapier", "zapeir")).toBe(true);
    expect(withinOneEdit("zapier", "zapiers")).toBe(true);
    expect(withinOneEdit("zapier", "zepeir")).toBe(false);
  });
});

describe("search", () => {
  it("ranks a title match above a mention in the text", () => {
    expect(routes("hromadne sms")[0]).toBe("/hromadne-sms/");
    expect(routes("hromadne sms")).toContain("/blog/zminka/");
  });

  it("prefers the page whose address is the query, and the title the query covers most", () => {
    expect(routes("sms")[0]).toBe("/sms/");
    expect(routes("hromadne sms")[0]).toBe("/hromadne-sms/");
    expect(routes("firemni sms")[0]).toBe("/sms/");
  });

  it("finds a country by its name with a price word, and by an alias", () => {
    expect(routes("nemecko cena")[0]).toBe("/docs/ceny/nemecko/");
    expect(routes("cenik nemecko")[0]).toBe("/docs/ceny/nemecko/");
    expect(routes("srn")[0]).toBe("/docs/ceny/nemecko/");
  });

  it("finds an error code's page by its number and name, and a number written with spaces", () => {
    expect(routes("306")[0]).toBe("/docs/api/json/error-codes/");
    expect(routes("sender not approved")[0]).toBe("/docs/api/json/error-codes/");
    expect(routes("100000 sms")[0]).toBe("/blog/jak-odeslat-100000-sms/");
    expect(routes("100 000")[0]).toBe("/blog/jak-odeslat-100000-sms/");
  });

  it("joins synonyms from the editors' list", () => {
    expect(routes("stav doruceni")[0]).toBe("/docs/api/json/delivery/messages/");
    expect(routes("stav zpravy")[0]).toBe("/docs/api/json/delivery/messages/");
  });

  it("forgives one typo in words of five letters or more, not in shorter ones", () => {
    expect(routes("nemcko")[0]).toBe("/docs/ceny/nemecko/");
    expect(routes("zapeir ")).toContain("/integrace/zapier/");
    expect(routes("smz ")).toEqual([]);
  });

  it("matches the word being typed by its beginning", () => {
    expect(routes("nem")[0]).toBe("/docs/ceny/nemecko/");
    expect(routes("nem ")).toEqual([]);
  });

  it("keeps a marketing page and its help page together, the better one first", () => {
    // Without the pair, "Zapier a Make" (half its title matches) would come between them.
    expect(routes("zapier")).toEqual(["/integrace/zapier/", "/docs/help/integrace/zapier/", "/integrace/make/"]);
    const unpaired = createSearcher(buildSearchIndex(sources, synonyms));
    expect(unpaired("zapier").map((r) => r.route)).toEqual([
      "/integrace/zapier/",
      "/integrace/make/",
      "/docs/help/integrace/zapier/",
    ]);
  });

  it("shows the section and a snippet with the matched words marked", () => {
    const [result] = search("webhook doručenky");
    expect(result.section).toBe("API");
    expect(result.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(["webhooku"]);
    const [country] = search("předvolba 49");
    expect(country.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(["Předvolba", "49"]);
  });

  it("finds nothing for an empty query or unknown words", () => {
    expect(routes("   ")).toEqual([]);
    expect(routes("xyzzyqq")).toEqual([]);
  });
});

describe("canonicalStems", () => {
  const groups = synonymPhrases([
    ["hromadné sms", "bulk sms", "sms"],
    ["cena", "kolik stojí", "how much"],
  ]);
  const stems = (query: string) => queryWords(query).map(czechStem);

  it("puts each group's first phrase for another one, the longest where they overlap", () => {
    expect(canonicalStems(stems("bulk sms"), groups)).toEqual(["hromadn", "sms"]);
    expect(canonicalStems(stems("how much is an sms"), groups)).toEqual(["cen", "is", "an", "hromadn", "sms"]);
  });

  it("is null when the query holds only first phrases, or none", () => {
    expect(canonicalStems(stems("hromadné sms cena"), groups)).toBeNull();
    expect(canonicalStems(stems("německo"), groups)).toBeNull();
  });
});

describe("English words and questions", () => {
  const pages: SearchSource[] = [
    page("/hromadne-sms/", "Hromadné SMS pro firmy"),
    page("/blog/kampan/", "Jak připravit SMS kampaň", {
      section: "Blog",
      headings: ["Rozesílání SMS krok za krokem"],
      text: "Rozesílání SMS začíná souhlasem.",
    }),
    page("/docs/ceny/nemecko/", "Německo: ceny SMS a zpráv", {
      titleTerms: "Německo ceny",
      keywords: "SRN Germany DE +49",
      description: "Předvolba +49, ceny SMS.",
    }),
    page("/docs/ceny/island/", "Island: ceny SMS a zpráv", {
      titleTerms: "Island ceny",
      keywords: "Iceland IS +354",
      description: "Předvolba +354, ceny SMS.",
    }),
    page("/sms-opt-out/", "Odhlašování z marketingových SMS", { text: "Zrušit odběr může příjemce slovem STOP." }),
    page("/jak-funguje-api/", "Jak funguje SMS API"),
    page("/sms-api/", "SMS API pro vývojáře", { headings: ["Jak funguje API?"] }),
  ];
  const english = createSearcher(
    buildSearchIndex(pages, [
      ["hromadné sms", "rozesílání sms", "sms kampaň", "bulk sms"],
      ["cena", "ceník", "kolik stojí", "how much", "pricing"],
      ["odhlášení", "zrušit odběr", "unsubscribe"],
    ]),
  );
  const found = (query: string) => english(query).map((r) => r.route);

  it("ranks an English phrase as the group's first phrase, not by how often a page repeats the group", () => {
    expect(found("hromadne sms")[0]).toBe("/hromadne-sms/");
    expect(found("bulk sms")[0]).toBe("/hromadne-sms/");
    expect(found("unsubscribe")[0]).toBe("/sms-opt-out/");
  });

  it("weighs only the subject of a question, Czech or English", () => {
    expect(found("kolik stojí sms do Německa")[0]).toBe("/docs/ceny/nemecko/");
    expect(found("how much is an sms to Germany")[0]).toBe("/docs/ceny/nemecko/");
    expect(found("jak zrušit odběr sms")[0]).toBe("/sms-opt-out/");
    expect(found("jak funguje api")[0]).toBe("/jak-funguje-api/");
  });

  it("keeps stopwords that are a page's keywords, as country codes", () => {
    expect(found("is")).toEqual(["/docs/ceny/island/"]);
    expect(found("Iceland")).toEqual(["/docs/ceny/island/"]);
  });

  it("takes a word of the synonym list for no typo", () => {
    // "pricing" is one edit from "příčin"; it means the price list.
    const withTypo = createSearcher(
      buildSearchIndex([page("/pricin/", "Příčiny problémů"), page("/ceny/", "Ceník")], [["ceník", "pricing"]]),
    );
    expect(withTypo("pricing").map((r) => r.route)).toEqual(["/ceny/"]);
  });
});
