import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type CountryPrice,
  compareCzech,
  CSV_COLUMNS,
  loadPricing,
  parseCsv,
  PricingError,
  searchCountries,
  segmentCosts,
  volumeBands,
  withVat,
} from "./pricing";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const realCsv = read("../../content/pricing/prices.csv");
const realMeta = read("../../content/pricing/meta.yaml");
const real = loadPricing(realCsv, realMeta);
const byIso = (iso: string) => {
  const country = real.countries.find((c) => c.iso === iso);
  if (!country) throw new Error(`${iso} missing from prices.csv`);
  return country;
};
const names = real.countries.map((c) => c.name);

describe("the real price list", () => {
  it("loads with at least 185 countries", () => {
    expect(real.countries.length).toBeGreaterThanOrEqual(185);
  });

  it.each([
    ["CZ", "Česká republika", "ceska-republika", "+420"],
    ["SK", "Slovensko", "slovensko", "+421"],
    ["DE", "Německo", "nemecko", "+49"],
    ["US", "Spojené státy", "spojene-staty", "+1"],
    ["GB", "Spojené království", "spojene-kralovstvi", "+44"],
    ["AT", "Rakousko", "rakousko", "+43"],
  ])("%s is %s at /docs/ceny/%s/ with %s", (iso, name, slug, dialCode) => {
    expect(byIso(iso)).toMatchObject({ name, slug, dialCode });
  });

  it("has the brief's Czech and Slovak prices", () => {
    expect(byIso("CZ").prices).toEqual({
      smsText: 0.79,
      smsSystem: 0.69,
      viber: 0.55,
      whatsappMarketing: 1.45,
      whatsappUtility: 0.65,
      whatsappAuthentication: 0.6,
      rcs: 0.89,
    });
    expect(byIso("SK").prices.smsText).toBe(1.29);
  });

  it("offers no text sender in the US and says so", () => {
    const us = byIso("US");
    expect(us.prices.smsText).toBeNull();
    expect(us.prices.smsSystem).toBeGreaterThanOrEqual(0.35);
    expect(us.prices.smsSystem).toBeLessThanOrEqual(0.6);
    expect(us.senderRules).toMatch(/není podporován/);
    // Every country without a text sender explains it in its rules.
    for (const c of real.countries.filter((c) => c.prices.smsText === null))
      expect(c.senderRules, c.iso).toMatch(/není podporován/);
  });

  it("offers RCS in about 15 countries, including the main markets", () => {
    const rcs = real.countries.filter((c) => c.prices.rcs !== null).map((c) => c.iso);
    expect(rcs.length).toBeGreaterThanOrEqual(10);
    expect(rcs.length).toBeLessThanOrEqual(20);
    expect(rcs).toEqual(expect.arrayContaining(["CZ", "SK", "DE", "GB", "US", "FR"]));
  });

  it("keeps every price plausible (0.1–5 Kč) and slugs unique", () => {
    for (const c of real.countries) {
      for (const [channel, price] of Object.entries(c.prices)) {
        if (price !== null) expect(price, `${c.iso} ${channel}`).toBeGreaterThanOrEqual(0.1);
        if (price !== null) expect(price, `${c.iso} ${channel}`).toBeLessThanOrEqual(5);
      }
    }
    expect(new Set(real.countries.map((c) => c.slug)).size).toBe(real.countries.length);
  });

  it("has meta for the price pages", () => {
    expect(real.meta).toMatchObject({ updatedAt: "2026-11-01", currency: "CZK", vatRate: 0.21, homeCountry: "CZ" });
    expect(real.meta.featured).toEqual(["SK", "DE", "AT", "PL", "HU", "GB", "US", "UA", "IT", "FR"]);
    expect(real.meta.bonus.tiers.map((t) => [t.topUp, t.bonus])).toEqual([
      [5000, 0.03],
      [20000, 0.05],
      [50000, 0.08],
      [100000, 0.1],
    ]);
    expect(real.meta.volume.individualOfferFrom).toBe(100000);
  });

  it("has SMS volume tiers up to the individual offer, with discounts growing with the volume", () => {
    expect(real.meta.volume.tiers).toEqual([
      { from: 1, to: 9999, discount: 0 },
      { from: 10000, to: 49999, discount: 0.05 },
      { from: 50000, to: 99999, discount: 0.1 },
    ]);
  });
});

describe("Czech alphabetical order", () => {
  const before = (a: string, b: string) => {
    expect(names).toContain(a);
    expect(names).toContain(b);
    expect(names.indexOf(a), `${a} before ${b}`).toBeLessThan(names.indexOf(b));
  };

  it.each([
    ["Haiti", "Chile"], // Ch is a letter of its own after H
    ["Hongkong", "Chile"],
    ["Chorvatsko", "Indie"],
    ["Burundi", "Čad"], // Č follows C
    ["Čad", "Černá Hora"],
    ["Česká republika", "Čína"],
    ["Čína", "Dánsko"],
    ["Kuvajt", "Kypr"], // Cyprus is Kypr in Czech
    ["Kypr", "Kyrgyzstán"],
    ["Rwanda", "Řecko"], // Ř after R
    ["Řecko", "Salvador"],
    ["Sýrie", "Šalamounovy ostrovy"], // Š after S
    ["Švýcarsko", "Tádžikistán"],
    ["Austrálie", "Ázerbájdžán"], // Á sorts with A
    ["Irák", "Írán"],
  ])("%s comes before %s", before);

  it("puts C before Č and Č before Ch, as in a Czech dictionary", () => {
    expect(["Chile", "Čad", "Cookovy ostrovy", "Dánsko", "Haiti"].sort(compareCzech)).toEqual([
      "Cookovy ostrovy",
      "Čad",
      "Dánsko",
      "Haiti",
      "Chile",
    ]);
  });

  it("sorts the whole list", () => {
    expect([...names].sort(compareCzech)).toEqual(names);
  });
});

describe("searchCountries", () => {
  it.each([
    ["cesko", "CZ"],
    ["Česko", "CZ"],
    ["ceska", "CZ"],
    ["ČESKÁ REPUBLIKA", "CZ"],
    ["+49", "DE"],
    ["49", "DE"],
    ["0049", "DE"],
    ["us", "US"],
    ["DE", "DE"],
    ["00420", "CZ"],
    ["+420 602 123 456", "CZ"],
    ["amerika", "US"],
    ["usa", "US"],
    ["spojene staty", "US"],
    ["anglie", "GB"],
    ["Británie", "GB"],
    ["nemec", "DE"],
    ["slovensko", "SK"],
    ["+1 876", "JM"],
    ["tchaj wan", "TW"],
  ])("%s finds %s first", (query, iso) => {
    expect(searchCountries(real.countries, query)[0]?.iso).toBe(iso);
  });

  it("lists every country whose dial code starts with the digits typed", () => {
    expect(searchCountries(real.countries, "+42").map((c) => c.iso)).toEqual(["CZ", "LI", "SK"]);
  });

  it("finds a country by a word inside its name", () => {
    expect(searchCountries(real.countries, "kongo").map((c) => c.iso)).toEqual(["CG", "CD"]);
  });

  it("returns nothing for an empty query or a name that is not there", () => {
    expect(searchCountries(real.countries, "  ")).toEqual([]);
    expect(searchCountries(real.countries, "atlantida")).toEqual([]);
    expect(searchCountries(real.countries, "+999")).toEqual([]);
  });
});

describe("withVat", () => {
  it.each([
    [0.79, 0.21, 0.9559],
    [0.69, 0.21, 0.8349],
    [1.29, 0.21, 1.5609],
    [100, 0.21, 121],
    [0.79, 0, 0.79],
  ])("withVat(%s, %s) = %s", (price, rate, expected) => {
    expect(withVat(price, rate)).toBe(expected);
  });
});

describe("volumeBands", () => {
  it("prices one SMS in each band, then the individual offer", () => {
    expect(volumeBands(real.meta.volume.tiers, 100000, 0.79, 0.21)).toEqual([
      { from: 1, to: 9999, discount: 0, price: 0.79, priceWithVat: 0.9559 },
      { from: 10000, to: 49999, discount: 0.05, price: 0.7505, priceWithVat: 0.9081 },
      { from: 50000, to: 99999, discount: 0.1, price: 0.711, priceWithVat: 0.8603 },
      { from: 100000, to: null, discount: null, price: null, priceWithVat: null },
    ]);
  });

  it("is only the individual offer without tiers", () => {
    expect(volumeBands([], 100000, 0.79, 0.21)).toEqual([
      { from: 100000, to: null, discount: null, price: null, priceWithVat: null },
    ]);
  });
});

describe("segmentCosts", () => {
  it("prices 1–3 parts with the GSM-7 and UCS-2 character limits", () => {
    expect(segmentCosts(0.79, 0.21)).toEqual([
      { segments: 1, gsm7Characters: 160, ucs2Characters: 70, price: 0.79, priceWithVat: 0.9559 },
      { segments: 2, gsm7Characters: 306, ucs2Characters: 134, price: 1.58, priceWithVat: 1.9118 },
      { segments: 3, gsm7Characters: 459, ucs2Characters: 201, price: 2.37, priceWithVat: 2.8677 },
    ]);
  });

  it("leaves out VAT when no rate is given", () => {
    expect(segmentCosts(0.69).map((r) => [r.price, r.priceWithVat])).toEqual([
      [0.69, null],
      [1.38, null],
      [2.07, null],
    ]);
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n\n')).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "x, y", 'say "hi"'] },
      { line: 3, cells: ["2", "two\nlines", ""] },
    ]);
  });

  it("skips a byte order mark and counts lines after multi-line fields", () => {
    expect(parseCsv('\ufeffa,b\n"1\n2",x\n3,y').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it.each([
    ['a,b\n1,"open', /řádek 2: hodnota v uvozovkách nemá koncovou uvozovku/],
    ['a,b\n1,x"y', /řádek 2: uvozovka uvnitř hodnoty bez uvozovek/],
    ['a,b\n1,"x"y', /řádek 2: text za koncovou uvozovkou/],
    ['a,b\n1,x\n\n2,"open\nand on\n', /řádek 4: hodnota v uvozovkách nemá koncovou uvozovku/],
    ['a,b\n"1\n2",x\n3,"x"y', /řádek 4: text za koncovou uvozovkou/],
  ])("rejects %j", (text, message) => {
    expect(() => parseCsv(text)).toThrow(message);
  });

  it("a syntax error fails loadPricing naming the file and line", () => {
    expect(() =>
      loadPricing(`${CSV_COLUMNS.join(",")}\nCZ,"+420`, realMeta, { csvFile: "content/pricing/prices.csv" }),
    ).toThrow(
      "Obsah: 1 chyba (soubor:řádek: co: proč)\n  content/pricing/prices.csv:2: zápis CSV: hodnota v uvozovkách nemá koncovou uvozovku",
    );
  });
});

describe("loadPricing failures name the line, the ISO code and the field", () => {
  const header = CSV_COLUMNS.join(",");
  const cz =
    '+420,0.79,0.69,0.55,1.45,0.65,0.60,0.89,"Textový odesílatel do 11 znaků.",ne,"Přímé napojení, rychlé doručení."';
  const sk = "+421,1.29,1.19,,,,,,Textový odesílatel bez registrace.,ne,";
  const meta =
    "updatedAt: '2026-11-01'\ncurrency: CZK\nvatRate: 0.21\nhomeCountry: CZ\nfeatured: [SK]\nvolume:\n  individualOfferFrom: 100000\nbonus:\n  validUntil: '2027-03-31'\n  tiers: [{ topUp: 5000, bonus: 0.03 }]\n  conditions: [Platí do 31. 3. 2027.]\n";
  const csv = (...rows: string[]) => [header, ...rows].join("\n") + "\n";
  const failure = (csvText: string, metaText = meta): PricingError => {
    try {
      loadPricing(csvText, metaText);
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      return error as PricingError;
    }
    throw new Error("loadPricing accepted bad data");
  };

  it("accepts the minimal fixture", () => {
    const { countries } = loadPricing(csv(`CZ,${cz}`, `SK,${sk}`), meta);
    expect(countries.map((c: CountryPrice) => [c.slug, c.note])).toEqual([
      ["ceska-republika", "Přímé napojení, rychlé doručení."],
      ["slovensko", null],
    ]);
  });

  it.each([
    [
      "a duplicate ISO code",
      csv(`CZ,${cz}`, `SK,${sk}`, `CZ,${cz}`),
      4,
      "CZ",
      "iso",
      /země je v ceníku dvakrát, poprvé na řádku 2/,
    ],
    [
      "a negative price",
      csv(`CZ,${cz}`, `SK,${sk.replace("1.19", "-1.19")}`),
      3,
      "SK",
      "sms_system",
      /cena musí být kladná, ne -1\.19/,
    ],
    [
      "a zero price",
      csv(`CZ,${cz.replace("0.55", "0")}`, `SK,${sk}`),
      2,
      "CZ",
      "viber",
      /cena musí být kladná, ne 0 \(kanál, který země nemá, nechte prázdný\)/,
    ],
    ["a missing system price", csv(`CZ,${cz}`, `SK,${sk.replace("1.19", "")}`), 3, "SK", "sms_system", /chybí cena/],
    [
      "a decimal comma",
      csv(`CZ,${cz.replace("0.89", '"0,89"')}`, `SK,${sk}`),
      2,
      "CZ",
      "rcs",
      /pište desetinnou tečku, ne čárku: 0\.89/,
    ],
    [
      "a word as a price",
      csv(`CZ,${cz}`, `SK,${sk.replace("1.29", "free")}`),
      3,
      "SK",
      "sms_text",
      /není číslo; pište cenu jako 0\.79, ne „free“/,
    ],
    [
      "an unknown ISO code",
      csv(`CZ,${cz}`, `SK,${sk}`, `QQ,${sk}`),
      4,
      "QQ",
      "iso",
      /kód „QQ“ není kód země ISO 3166-1/,
    ],
    [
      "a dial code of another country",
      csv(`CZ,${cz}`, `SK,${sk.replace("+421", "+420")}`),
      3,
      "SK",
      "dial_code",
      /\+420 není předvolba země SK \(ta má \+421\)/,
    ],
    [
      "a malformed dial code",
      csv(`CZ,${cz.replace("+420", "420")}`, `SK,${sk}`),
      2,
      "CZ",
      "dial_code",
      /má vypadat jako \+420/,
    ],
    [
      "a bad registration flag",
      csv(`CZ,${cz}`, `SK,${sk.replace(",ne,", ",yes,")}`),
      3,
      "SK",
      "registration_required",
      /má být „ano“ nebo „ne“, ne „yes“/,
    ],
  ])("%s", (_, csvText, line, iso, field, message) => {
    const error = failure(csvText);
    expect(error.problems[0]).toMatchObject({
      file: "prices.csv",
      line,
      iso,
      column: field,
      field: `sloupec „${field}“ (${iso})`,
    });
    expect(error.message).toContain(`  prices.csv:${line}: sloupec „${field}“ (${iso}): `);
    expect(error.message).toMatch(message);
  });

  it("an unknown ISO code stays an error when meta.yaml gives it a name", () => {
    const error = failure(csv(`CZ,${cz}`, `SK,${sk}`, `QQ,${sk}`), meta + "names:\n  QQ: Kvákalsko\n");
    expect(error.message).toContain("prices.csv:4: sloupec „iso“ (QQ): kód „QQ“ není kód země ISO 3166-1");
    expect(error.message).toContain("meta.yaml:13: pole „names.QQ“: „QQ“ není kód země ISO 3166-1");
  });

  it("accepts a real code with a name override", () => {
    const { countries } = loadPricing(csv(`CZ,${cz}`, `SK,${sk}`), meta + "names:\n  CZ: Česko\n");
    expect(countries.map((c) => [c.iso, c.name, c.slug])).toEqual([
      ["CZ", "Česko", "cesko"],
      ["SK", "Slovensko", "slovensko"],
    ]);
  });

  it.each([
    ["names: a made-up code", "names:\n  QQ: Kvákalsko\n", "names.QQ", "„QQ“ není kód země ISO 3166-1"],
    ["names: a real code not in the CSV", "names:\n  PL: Polsko\n", "names.PL", "země „PL“ není v prices.csv"],
    ["aliases: a made-up code", "aliases:\n  XX: [Nikde]\n", "aliases.XX", "„XX“ není kód země ISO 3166-1"],
    ["aliases: a real code not in the CSV", "aliases:\n  DE: [SRN]\n", "aliases.DE", "země „DE“ není v prices.csv"],
  ])("meta.yaml %s", (_, extra, field, message) => {
    const error = failure(csv(`CZ,${cz}`, `SK,${sk}`), meta + extra);
    // The meta fixture has 11 lines; the added code is on line 13.
    expect(error.problems).toContainEqual({
      file: "meta.yaml",
      line: 13,
      field: `pole „${field}“`,
      column: field,
      message,
    });
    expect(error.message).toContain(`meta.yaml:13: pole „${field}“: ${message}`);
  });

  it.each([
    ["featured", meta.replace("featured: [SK]", "featured: [SK, UK]"), "featured.1", "„UK“ není kód země ISO 3166-1"],
    ["homeCountry", meta.replace("homeCountry: CZ", "homeCountry: EU"), "homeCountry", "„EU“ není kód země ISO 3166-1"],
  ])("meta.yaml %s with a code that is not ISO 3166-1", (_, metaText, field, message) => {
    expect(failure(csv(`CZ,${cz}`, `SK,${sk}`), metaText).problems).toContainEqual({
      file: "meta.yaml",
      line: field === "homeCountry" ? 4 : 5,
      field: `pole „${field}“`,
      column: field,
      message,
    });
  });

  it("a duplicate slug (two countries with the same Czech name)", () => {
    const error = failure(csv(`CZ,${cz}`, `SK,${sk}`), meta + "names:\n  SK: Česká republika\n");
    expect(error.problems[0]).toMatchObject({ line: 3, iso: "SK", field: "sloupec „iso“ (SK)" });
    expect(error.message).toContain(
      "prices.csv:3: sloupec „iso“ (SK): adresu „ceska-republika“ (Česká republika) už má CZ na řádku 2; doplňte jiný název do „names“ v meta.yaml",
    );
  });

  it("a wrong column count (an unquoted comma)", () => {
    const error = failure(
      csv(`CZ,${cz}`, `SK,${sk.replace("Textový odesílatel bez registrace.", "Textový odesílatel, bez registrace.")}`),
    );
    expect(error.problems[0]).toMatchObject({ line: 3, iso: "SK", field: "řádek (SK)" });
    expect(error.message).toContain("prices.csv:3: řádek (SK): má 13 hodnot, záhlaví 12 sloupců");
  });

  it("lists every problem, not only the first", () => {
    const error = failure(csv(`CZ,${cz.replace("0.69", "")}`, `SK,${sk.replace("+421", "421")}`));
    expect(error.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "sms_system"],
      [3, "dial_code"],
    ]);
  });

  it.each([
    [
      "an unknown column",
      header.replace("note", "notes"),
      /prices\.csv:1: sloupec „notes“: neznámý sloupec \(sloupce jsou: iso, /,
    ],
    ["a missing column", header.replace(",rcs", ""), /prices\.csv:1: sloupec „rcs“: sloupec v záhlaví chybí/],
  ])("a header with %s", (_, headerRow, message) => {
    expect(failure(`${headerRow}\nCZ,${cz}\n`).message).toMatch(message);
  });

  it.each([
    [
      "an unknown field",
      meta + "discounts: []\n",
      /meta\.yaml:12: pole „discounts“: neznámé pole \(překlep v názvu\?\)/,
    ],
    [
      "an unknown nested field",
      meta.replace("  individualOfferFrom", "  from: 1\n  individualOfferFrom"),
      /meta\.yaml:7: pole „volume\.from“: neznámé pole/,
    ],
    [
      "a featured country not in the file",
      meta.replace("[SK]", "[SK, PL]"),
      /meta\.yaml:5: pole „featured\.1“: země „PL“ není v prices\.csv/,
    ],
    [
      "an alias naming another country",
      meta + "aliases:\n  SK: [Česká republika]\n",
      /meta\.yaml:13: pole „aliases\.SK\.0“: „Česká republika“ už označuje zemi CZ/,
    ],
    [
      "a bonus given in per cent",
      meta.replace("bonus: 0.03", "bonus: 3"),
      /meta\.yaml:10: pole „bonus\.tiers\.0\.bonus“: má být zlomek menší než 1 \(0\.05 = 5 %\)/,
    ],
    [
      "an unquoted date that is not a date",
      meta.replace("'2026-11-01'", "1. 11. 2026"),
      /meta\.yaml:1: pole „updatedAt“: má být datum RRRR-MM-DD v uvozovkách/,
    ],
  ])("meta.yaml with %s", (_, metaText, message) => {
    expect(failure(csv(`CZ,${cz}`, `SK,${sk}`), metaText).message).toMatch(message);
  });
});

describe("loadPricing validates the volume tiers", () => {
  const header = CSV_COLUMNS.join(",");
  const rows =
    [
      header,
      'CZ,+420,0.79,0.69,,,,,,"Textový odesílatel do 11 znaků.",ne,',
      "SK,+421,1.29,1.19,,,,,,Textový odesílatel bez registrace.,ne,",
    ].join("\n") + "\n";
  const metaWith = (tiers: string) =>
    `updatedAt: '2026-11-01'\ncurrency: CZK\nvatRate: 0.21\nhomeCountry: CZ\nfeatured: [SK]\nvolume:\n  individualOfferFrom: 100000\n  tiers: ${tiers}\nbonus:\n  validUntil: '2027-03-31'\n  tiers: [{ topUp: 5000, bonus: 0.03 }]\n  conditions: [Platí do 31. 3. 2027.]\n`;
  const GOOD =
    "[{ from: 1, to: 9999, discount: 0 }, { from: 10000, to: 49999, discount: 0.05 }, { from: 50000, to: 99999, discount: 0.1 }]";
  const problems = (tiers: string) => {
    try {
      loadPricing(rows, metaWith(tiers));
    } catch (error) {
      if (error instanceof PricingError) return error.message;
      throw error;
    }
    return "";
  };

  it("accepts ascending bands that meet the individual offer", () => {
    expect(problems(GOOD)).toBe("");
    expect(problems("[]")).toBe("");
  });

  it.each([
    [
      "overlapping bands",
      GOOD.replace("from: 10000", "from: 9000"),
      "meta.yaml:8: pole „volume.tiers.1“: pásmo 9000–49999 se překrývá s předchozím pásmem 1–9999",
    ],
    [
      "bands in descending order",
      "[{ from: 50000, to: 99999, discount: 0.1 }, { from: 1, to: 49999, discount: 0.05 }]",
      "pole „volume.tiers.1“: pásmo 1–49999 se překrývá s předchozím pásmem 50000–99999 (pásma jdou vzestupně)",
    ],
    [
      "a gap between bands",
      GOOD.replace("from: 50000", "from: 60000"),
      "pole „volume.tiers.2“: mezi pásmem 60000–99999 a předchozím pásmem 10000–49999 chybí 50000–59999 zpráv",
    ],
    [
      "a band ending before it starts",
      GOOD.replace("to: 49999", "to: 5000"),
      "pole „volume.tiers.1“: pásmo 10000–5000: „to“ je menší než „from“",
    ],
    [
      "a last band not reaching the individual offer",
      GOOD.replace("to: 99999", "to: 89999"),
      "pole „volume.tiers.2“: poslední pásmo 50000–89999 má končit na 99999, těsně pod individualOfferFrom (100000)",
    ],
    [
      "a last band overlapping the individual offer",
      GOOD.replace("to: 99999", "to: 150000"),
      "pole „volume.tiers.2“: poslední pásmo 50000–150000 má končit na 99999",
    ],
    [
      "a discount above 50 %",
      GOOD.replace("discount: 0.1", "discount: 0.6"),
      "pole „volume.tiers.2.discount“: má být zlomek nejvýše 0.5 (0.05 = 5 %)",
    ],
    [
      "a discount in per cent",
      GOOD.replace("discount: 0.05", "discount: 5"),
      "pole „volume.tiers.1.discount“: má být zlomek nejvýše 0.5 (0.05 = 5 %)",
    ],
    [
      "a negative discount",
      GOOD.replace("discount: 0 ", "discount: -0.05 "),
      "pole „volume.tiers.0.discount“: musí být 0 nebo víc",
    ],
    [
      "a discount falling with volume",
      GOOD.replace("discount: 0.1", "discount: 0.03"),
      "pole „volume.tiers.2“: pásmo 50000–99999: sleva 0.03 je menší než 0.05 u menšího pásma 10000–49999",
    ],
    [
      "a fractional message count",
      GOOD.replace("to: 9999", "to: 9999.5"),
      "pole „volume.tiers.0.to“: má být celý počet zpráv",
    ],
    ["a missing bound", GOOD.replace("to: 9999, ", ""), "meta.yaml:8: pole „volume.tiers.0.to“: chybí"],
  ])("fails on %s, naming meta.yaml and the tier", (_, tiers, message) => {
    expect(problems(tiers)).toContain(message);
  });
});
