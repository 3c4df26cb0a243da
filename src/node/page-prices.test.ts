import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pagePricesOf } from "./page-prices";
import { pageFactsFrom } from "../lib/price-facts";
import { volumeDiscountsText } from "../components/Price";
import { loadPricing } from "../lib/pricing";
import { readPricingFiles } from "./prices";

const { csv, meta } = readPricingFiles();
const pricing = loadPricing(csv, meta);
const cz = pricing.countries.find((c) => c.iso === "CZ")!;

describe("pagePricesOf", () => {
  it("asks no more of a page without prices of other countries: its query gets the home country's", () => {
    expect(pagePricesOf('Bez cen. <Price channel="sms" from /> <Price service="hlr" />', "a.mdx", pricing)).toEqual({
      countries: [],
      volume: false,
      problems: [],
    });
  });

  it("names the other countries a page asks for, each once, for its query", () => {
    const source =
      'Na Slovensko za <Price country="SK" channel="sms_text" />, <Price country="sk" channel="viber" />, do Česka <Price country="CZ" channel="sms" />, <PriceItem country="DE" channel="sms" label="x" />.';
    expect(pagePricesOf(source, "a.mdx", pricing)).toEqual({ countries: ["SK", "DE"], volume: false, problems: [] });
  });

  it("has a page that shows the volume discounts query them", () => {
    expect(pagePricesOf("Bez slev.", "a.mdx", pricing).volume).toBe(false);
    expect(pagePricesOf("Sleva: <VolumeDiscounts />.", "a.mdx", pricing).volume).toBe(true);
    expect(pagePricesOf("Napište `<VolumeDiscounts />`.", "a.mdx", pricing).volume).toBe(false);
  });

  it("writes the volume discounts as a sentence, where they start and where the offer starts", () => {
    const facts = pageFactsFrom(
      {
        vatRate: 0.21,
        homeCountry: { iso: "CZ", prices: cz.prices },
        services: [],
        countries: [],
        countryCount: 1,
      },
      { facts: {} },
    );
    const volume = {
      individualOfferFrom: 100000,
      tiers: [
        { from: 1, to: 9999, discount: 0 },
        { from: 10000, to: 49999, discount: 0.05 },
        { from: 50000, to: 99999, discount: 0.1 },
      ],
    };
    const text = (props: { from?: boolean; individual?: boolean }) =>
      volumeDiscountsText(props, { ...facts, volume }).replace(/\u00a0/g, " ");
    expect(text({})).toBe(
      "při 10 000–49 999 SMS měsíčně sleva 5 %, při 50 000–99 999 SMS sleva 10 % a od 100 000 SMS měsíčně individuální nabídka",
    );
    expect(text({ from: true })).toBe("10 000");
    expect(text({ individual: true })).toBe("100 000");
    expect(() => volumeDiscountsText({}, facts)).toThrow(/<VolumeDiscounts \/>/);
  });

  it("ignores <Price> shown as code", () => {
    const source =
      'Napište `<Price channel="…" />`:\n\n```jsx\n<Price channel="fax" />\n```\n\n<Price channel="fax" />';
    expect(pagePricesOf(source, "a.mdx", pricing).problems).toEqual([expect.stringMatching(/^a\.mdx:7: /)]);
  });

  it("names the file, line and attribute of a price the data does not have", () => {
    const source =
      'Úvod\n\n<Price channel="fax" />\n<Price country="XX" channel="sms" />\n<PriceItem channel="viber" country="AE" label="x" />\n<Price service="fax" />';
    const { problems } = pagePricesOf(source, "content/pages/x.mdx", pricing);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^content\/pages\/x\.mdx:3: <Price> needs service="…" or channel="…".*\(got "fax"\)/);
    expect(problems[1]).toMatch(/^content\/pages\/x\.mdx:4: <Price country="XX">: no such country/);
    expect(problems[2]).toMatch(/^content\/pages\/x\.mdx:5: .*"viber".*no such price/);
    expect(problems[3]).toMatch(
      /^content\/pages\/x\.mdx:6: <Price service="fax">: no such service in content\/pricing\/meta\.yaml/,
    );
  });
});

// Prices and counts the price list knows are never typed into a page: they would go stale when
// prices.csv changes. Amounts in Kč and country counts must come from <Price> and <CountryCount>,
// the volume discounts (where they start, their rates, the individual offer) from <VolumeDiscounts>.
const volumeFrom = [
  ...pricing.meta.volume.tiers.filter((tier) => tier.discount > 0).map((tier) => tier.from),
  pricing.meta.volume.individualOfferFrom,
].map((n) => String(n).replace(/\B(?=(\d{3})+$)/g, "[\\s\\u00a0]"));
const HAND_WRITTEN = [
  {
    what: "where a volume discount or the individual offer starts (write <VolumeDiscounts from /> or individual)",
    pattern: new RegExp(
      `\\b(?:[Oo]d|[Nn]ad|[Pp]řes)[\\s\\u00a0]+(?:${volumeFrom.join("|")})[\\s\\u00a0]+(?:SMS|zpráv)`,
      "u",
    ),
  },
  {
    what: "a volume discount rate (write <VolumeDiscounts />)",
    pattern: /(?:objemov|množstevn)\p{L}*[\s\u00a0]+slev\p{L}*[^.]*?\d+[\s\u00a0]?%/u,
  },
  { what: "„od“ before a <Price from> (which writes it itself)", pattern: /\bod[\s\u00a0]+<Price\b[^>]*\bfrom\b/ },
  { what: "a price in Kč", pattern: /\d(?:[\d\u00a0 .,]*\d)?[\u00a0 ]?(?:Kč|korun|CZK)(?!\p{L})/u },
  { what: "a country count", pattern: /\b\d{2,3}[\u00a0 ]+(?:zemí|zemích|zemi|země)(?!\p{L})/u },
];

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

/** Lines of a file that type a price or a country count, as "file:line: what: text". */
export function handWrittenFigures(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      HAND_WRITTEN.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `${file}:${i + 1}: ${what} typed by hand: ${line.trim().slice(0, 120)}`,
      ),
    );
}

describe("marketing pages take prices and counts from content/pricing", () => {
  it("finds a hand-typed price and count, naming file and line", () => {
    expect(handWrittenFigures("a.mdx", "Úvod\nSMS stojí 0,79 Kč.\nDo více než 200 zemí.")).toEqual([
      "a.mdx:2: a price in Kč typed by hand: SMS stojí 0,79 Kč.",
      "a.mdx:3: a country count typed by hand: Do více než 200 zemí.",
    ]);
    expect(handWrittenFigures("a.mdx", 'SMS <Price channel="sms" from /> do <CountryCount /> zemí.')).toEqual([]);
    expect(handWrittenFigures("a.mdx", 'SMS od <Price channel="sms" from />')).toHaveLength(1);
    expect(
      handWrittenFigures("a.mdx", "Od 10 000 SMS měsíčně platí objemová sleva 5 %, od 100\u00a0000 zpráv nabídka."),
    ).toEqual([
      expect.stringMatching(/^a\.mdx:1: where a volume discount or the individual offer starts/),
      expect.stringMatching(/^a\.mdx:1: a volume discount rate/),
    ]);
    expect(handWrittenFigures("a.mdx", "Od <VolumeDiscounts from /> SMS měsíčně: <VolumeDiscounts />.")).toEqual([]);
  });

  it("no file of content/pages/ types a price in Kč or a country count", () => {
    const found = mdxFiles(path.resolve("content/pages")).flatMap((file) =>
      handWrittenFigures(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
