import React from "react";
import type { PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it, vi } from "vitest";
import { loadPricing } from "../lib/pricing";
import {
  countryPriceFields,
  planPricePages,
  priceListFields,
  readPricingFiles,
  type CountryPageContext,
} from "../node/prices";
import { loadFacts } from "../node/product-facts";
import { flattenSidebar, type FlatSidebarEntry } from "../lib/doc-sidebar";
import PriceListTemplate from "./price-list";
import CountryPriceTemplate from "./country-price";
import PriceBonusTemplate from "./price-bonus";

// The price pages as the build renders them (server-side, no JavaScript): the volume tiers, the
// VAT labels and the home country's name all come from content/pricing. /ceny/ and
// /ceny/akce-bonus/ get their queries' answers, made here from the fields of the nodes
// sourceNodes creates (src/node/prices.ts), with the links and the sort GraphQL would apply.

// The country page's static query (the pricing sidebar) answers with the plan's sidebar.
const pricingSidebar = vi.hoisted(() => ({ entries: [] as FlatSidebarEntry[] }));
vi.mock("gatsby", async () => ({
  ...(await import("../test-utils/gatsby")),
  graphql: () => null,
  useStaticQuery: () => ({ docSidebar: pricingSidebar }),
}));

const texts = readPricingFiles();
const pricing = loadPricing(texts.csv, texts.meta);
const pages = planPricePages(pricing);
const priceList = priceListFields(pricing);
const countryNodes = countryPriceFields(pricing);
const countryNode = (iso: string) => countryNodes.find((country) => country.iso === iso)!;
/** /ceny/'s query answer: PriceList with homeCountry and featured linked, the countries by position. */
const listData: Queries.PriceListPageQuery = {
  priceList: {
    ...priceList,
    homeCountry: { iso: countryNode(priceList.homeCountry).iso },
    featured: priceList.featured.map((iso) => ({ iso: countryNode(iso).iso })),
  },
  allCountryPrice: {
    nodes: [...countryNodes]
      .reverse()
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ ...c, href: c.route })),
  },
  freeTestSms: { value: loadFacts().facts.freeTestSms.value },
};
/** /ceny/akce-bonus/'s query answer. */
const bonusData: Queries.PriceBonusPageQuery = {
  priceList: { ...priceList, homeCountry: countryNode(priceList.homeCountry) },
};
const czContext = pages.find((p) => p.path === "/docs/ceny/ceska-republika/")!.context as CountryPageContext;
pricingSidebar.entries = flattenSidebar(czContext.sidebar);
const plain = (text: string | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

// The templates read data (and the bonus page its location); the rest of PageProps is not used.
const pageProps = <T,>(data: T) =>
  ({ data, pageContext: {}, location: { pathname: "/ceny/akce-bonus/" } }) as unknown as PageProps<T, never>;
const renderList = (data: Queries.PriceListPageQuery) =>
  parse(renderToStaticMarkup(<PriceListTemplate {...pageProps(data)} />));
/** listData with some fields of its PriceList changed. */
const listWith = (fields: Partial<NonNullable<Queries.PriceListPageQuery["priceList"]>>) => ({
  ...listData,
  priceList: { ...listData.priceList!, ...fields },
});
// A country page as the build gives it: its ids in the context, its country from the page query
// (the CountryPrice node: the plan's country with the price list's VAT).
const countryProps = (plan: CountryPageContext) =>
  ({
    data: {
      countryPrice: { ...plan.country, vatRate: plan.vatRate },
      priceList: { updatedAt: plan.pricesDate, volume: plan.volume },
    },
    pageContext: { route: plan.route, iso: plan.country.iso, sidebarId: plan.sidebarId },
  }) as unknown as React.ComponentProps<typeof CountryPriceTemplate>;
const renderCountry = (context: CountryPageContext) =>
  parse(renderToStaticMarkup(<CountryPriceTemplate {...countryProps(context)} />));

describe("/ceny/", () => {
  it("shows the volume tiers as a table with what a Czech SMS costs in each band", () => {
    const table = renderList(listData).querySelector('table[data-testid="volume-tiers"]');
    expect(table).not.toBeNull();
    const rows = table!
      .querySelectorAll("tbody tr")
      .map((tr) => tr.querySelectorAll("th, td").map((cell) => plain(cell.textContent)));
    expect(rows).toEqual([
      ["do 9 999", "bez slevy", "0,79 Kč", "0,96 Kč"],
      ["10 000–49 999", "5 %", "0,75 Kč", "0,91 Kč"],
      ["50 000–99 999", "10 %", "0,71 Kč", "0,86 Kč"],
      ["od 100 000", "individuální nabídka"],
    ]);
    expect(plain(table!.querySelector("caption")?.textContent)).toContain("Česká republika");
  });

  it("names the home country in the featured heading as in the table", () => {
    const html = renderList(listData);
    expect(plain(html.querySelector("#nejzadanejsi-zeme")?.textContent)).toBe("Česká republika a nejžádanější země");
    expect(plain(html.querySelector('tr[data-iso="CZ"] th')?.textContent)).toBe("Česká republika");
    expect(
      html
        .querySelectorAll("caption")
        .map((caption) => plain(caption.textContent))
        .filter((text) => text.includes("Česko ")),
    ).toEqual([]);
  });

  it("takes every VAT label from vatRate", () => {
    const html = renderList(listWith({ vatRate: 0.12 }));
    const text = plain(html.textContent);
    expect(text).not.toContain("21 %");
    expect(plain(html.querySelector('[data-testid="vat-toggle"]')?.parentNode?.textContent)).toBe("Ceny s DPH 12 %");
    expect(text).toContain("Českým zákazníkům připočítáváme DPH 12 %; zaškrtnutím „Ceny s DPH 12 %“");
    expect(plain(html.querySelector('table[data-testid="volume-tiers"] thead')?.textContent)).toContain("S DPH 12 %");
  });

  it("shows only the individual offer without tiers", () => {
    const html = renderList(listWith({ volume: { ...priceList.volume, tiers: [] } }));
    expect(html.querySelector('table[data-testid="volume-tiers"]')).toBeNull();
    expect(plain(html.querySelector("#objemove-ceny")?.parentNode?.textContent)).toContain(
      "Od 100 000 zpráv měsíčně připravíme individuální ceník",
    );
  });
});

describe("/ceny/ from its query", () => {
  it("lists every country in the price list's Czech order, home and featured countries first", () => {
    const html = renderList(listData);
    const [featured, all] = html.querySelectorAll("table").filter((t) => t.querySelector("tr[data-iso]"));
    expect(featured.querySelectorAll("tbody tr").map((tr) => tr.getAttribute("data-iso"))).toEqual([
      "CZ",
      ...pricing.meta.featured,
    ]);
    const rows = all.querySelectorAll("tbody tr");
    expect(rows.map((tr) => tr.getAttribute("data-iso"))).toEqual(pricing.countries.map((c) => c.iso));
    expect(rows[0].querySelector("a")?.getAttribute("href")).toBe(`/docs/ceny/${pricing.countries[0].slug}/`);
  });

  it("shows the price date, the downloads, the credit bonus and the priority SMS surcharge", () => {
    const html = renderList(listData);
    expect(html.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-01");
    expect(plain(html.querySelector("time")?.textContent)).toBe("1. listopadu 2026");
    expect(html.querySelector('[data-testid="csv-download"]')?.getAttribute("href")).toBe("/ceny/cenik-depese.csv");
    expect(html.querySelector('[data-testid="json-download"]')?.getAttribute("href")).toBe("/ceny/cenik.json");
    const bonus = html.querySelector("#bonus-za-dobiti")!.parentNode!;
    expect(bonus.querySelectorAll("tbody tr").map((tr) => plain(tr.textContent))).toEqual([
      "od 5 000 Kč+3 % kreditu",
      "od 20 000 Kč+5 % kreditu",
      "od 50 000 Kč+8 % kreditu",
      "od 100 000 Kč+10 % kreditu",
    ]);
    expect(plain(bonus.textContent)).toContain("Akce platí do 31. března 2027.");
    const text = plain(html.querySelector("#caste-otazky")!.parentNode!.textContent);
    expect(text).toContain("navíc 0,10 Kč bez DPH");
    expect(text).toContain(`Nový účet navíc dostane ${plain(loadFacts().facts.freeTestSms.value)}`);
  });

  it("leaves out the priority SMS question when the price list has no such service", () => {
    const html = renderList(listWith({ services: priceList.services.filter((s) => s.key !== "sms_priority") }));
    expect(plain(html.textContent)).not.toContain("prioritní SMS");
  });
});

describe("/ceny/akce-bonus/ from its query", () => {
  const html = parse(renderToStaticMarkup(<PriceBonusTemplate {...pageProps(bonusData)} />));
  const text = plain(html.textContent);

  it("shows every bonus tier and the conditions of meta.yaml", () => {
    expect(html.querySelectorAll("#vyse-bonusu ~ div tbody tr").map((tr) => plain(tr.textContent))).toEqual([
      "od 5 000 Kč+3 %150 Kč a více",
      "od 20 000 Kč+5 %1 000 Kč a více",
      "od 50 000 Kč+8 %4 000 Kč a více",
      "od 100 000 Kč+10 %10 000 Kč a více",
    ]);
    expect(html.querySelectorAll("#podminky + ul li").map((li) => plain(li.textContent))).toEqual(
      pricing.meta.bonus.conditions.map(plain),
    );
    expect(plain(html.querySelector("h1")?.textContent)).toBe("Bonus až 10 % za dobití kreditu");
  });

  it("works the example out with the home country's SMS price and the individual offer", () => {
    // 20 000 Kč + 5 % = 21 000 Kč at 0,79 Kč an SMS: 26 582 SMS instead of 25 316.
    expect(text).toContain(
      "Při ceně 0,79 Kč bez DPH za SMS s textovým odesílatelem v České republice to je 26 582 SMS místo 25 316",
    );
    expect(text).toContain("Pokud posíláte 100 000 a více zpráv měsíčně");
    expect(text).toContain("akce do 31. března 2027");
  });
});

describe("/docs/ceny/ceska-republika/", () => {
  it("lists the volume discounts for the country's SMS price", () => {
    const html = renderCountry(czContext);
    expect(html.querySelector("#objemove-slevy")).not.toBeNull();
    expect(html.querySelectorAll('[data-testid="volume-tiers"] li').map((li) => plain(li.textContent))).toEqual([
      "10 000–49 999 SMS měsíčně: 0,75 Kč (sleva 5 %)",
      "50 000–99 999 SMS měsíčně: 0,71 Kč (sleva 10 %)",
      "od 100 000 SMS měsíčně: individuální nabídka",
    ]);
  });

  it("shows the pricing sidebar of its static query with the page current, and the trail from the price list", () => {
    const html = renderCountry(czContext);
    const sidebar = html.querySelector('nav[aria-label="Dokumentace"]')!;
    expect(sidebar.querySelectorAll("a").length).toBe(czContext.sidebar.length);
    expect(sidebar.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute("href"))).toEqual([
      "/docs/ceny/ceska-republika/",
    ]);
    const trail = html.querySelector('nav[aria-label="Drobečková navigace"]')!;
    expect(trail.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual(["/", "/ceny/"]);
    const pager = html.querySelector('nav[aria-label="Stránkování dokumentace"]')!;
    expect(pager.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual(
      [czContext.previous?.href, czContext.next?.href].filter(Boolean),
    );
  });

  it("labels VAT with the configured rate", () => {
    const text = plain(renderCountry({ ...czContext, vatRate: 0.15 }).textContent);
    expect(text).toContain("S DPH 15 %");
    expect(text).not.toContain("21 %");
  });
});
