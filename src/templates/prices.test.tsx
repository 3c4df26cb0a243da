import React from "react";
import type { PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it, vi } from "vitest";
import { loadPricing } from "../lib/pricing";
import { planPricePages, readPricingFiles, type CountryPageContext, type PriceListContext } from "../node/prices";
import { flattenSidebar, type FlatSidebarEntry } from "../lib/doc-sidebar";
import PriceListTemplate from "./price-list";
import CountryPriceTemplate from "./country-price";

// The price pages as the build renders them (server-side, no JavaScript): the volume tiers, the
// VAT labels and the home country's name all come from content/pricing.

// The country page's static query (the pricing sidebar) answers with the plan's sidebar.
const pricingSidebar = vi.hoisted(() => ({ entries: [] as FlatSidebarEntry[] }));
vi.mock("gatsby", async () => ({
  ...(await import("../test-utils/gatsby")),
  graphql: () => null,
  useStaticQuery: () => ({ docSidebar: pricingSidebar }),
}));

const texts = readPricingFiles();
const pages = planPricePages(loadPricing(texts.csv, texts.meta));
const listContext = pages.find((p) => p.kind === "list")!.context as PriceListContext;
const czContext = pages.find((p) => p.path === "/docs/ceny/ceska-republika/")!.context as CountryPageContext;
pricingSidebar.entries = flattenSidebar(czContext.sidebar);
const plain = (text: string | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

// The templates only read pageContext; the rest of PageProps is not used.
const pageProps = <T,>(context: T) => ({ pageContext: context }) as unknown as PageProps<object, T>;
const renderList = (context: PriceListContext) =>
  parse(renderToStaticMarkup(<PriceListTemplate {...pageProps(context)} />));
// A country page as the build gives it: its ids in the context, its country from the page query
// (the CountryPrice node: the plan's country with the price list's VAT).
const countryProps = (plan: CountryPageContext) =>
  ({
    data: { countryPrice: { ...plan.country, vatRate: plan.vatRate } },
    pageContext: {
      route: plan.route,
      iso: plan.country.iso,
      sidebarId: plan.sidebarId,
      volume: plan.volume,
      pricesDate: plan.pricesDate,
    },
  }) as unknown as React.ComponentProps<typeof CountryPriceTemplate>;
const renderCountry = (context: CountryPageContext) =>
  parse(renderToStaticMarkup(<CountryPriceTemplate {...countryProps(context)} />));

describe("/ceny/", () => {
  it("shows the volume tiers as a table with what a Czech SMS costs in each band", () => {
    const table = renderList(listContext).querySelector('table[data-testid="volume-tiers"]');
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
    const html = renderList(listContext);
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
    const html = renderList({ ...listContext, vatRate: 0.12 });
    const text = plain(html.textContent);
    expect(text).not.toContain("21 %");
    expect(plain(html.querySelector('[data-testid="vat-toggle"]')?.parentNode?.textContent)).toBe("Ceny s DPH 12 %");
    expect(text).toContain("Českým zákazníkům připočítáváme DPH 12 %; zaškrtnutím „Ceny s DPH 12 %“");
    expect(plain(html.querySelector('table[data-testid="volume-tiers"] thead')?.textContent)).toContain("S DPH 12 %");
  });

  it("shows only the individual offer without tiers", () => {
    const html = renderList({ ...listContext, volume: { ...listContext.volume, tiers: [] } });
    expect(html.querySelector('table[data-testid="volume-tiers"]')).toBeNull();
    expect(plain(html.querySelector("#objemove-ceny")?.parentNode?.textContent)).toContain(
      "Od 100 000 zpráv měsíčně připravíme individuální ceník",
    );
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
