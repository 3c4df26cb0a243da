import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import PriceTable from "../components/PriceTable";
import type { ListCountry } from "../node/prices";
import { installPriceTable, restorePriceTables } from "./price-table";

// The price list's search and VAT checkbox on the markup PriceTable renders on the server, as the
// browser gets /ceny/: no React, only the behaviour installed on the document.

const prices = (smsText: number | null, smsSystem: number): ListCountry["prices"] => ({
  smsText,
  smsSystem,
  viber: null,
  whatsappMarketing: null,
  whatsappUtility: null,
  whatsappAuthentication: null,
  rcs: null,
});
const country = (iso: string, name: string, dialCode: string, p: ListCountry["prices"], aliases: string[] = []) => ({
  iso,
  name,
  dialCode,
  aliases,
  prices: p,
  href: `/docs/ceny/${iso.toLowerCase()}/`,
});
const COUNTRIES: ListCountry[] = [
  country("CZ", "Česká republika", "+420", prices(0.79, 0.69), ["Česko"]),
  country("DE", "Německo", "+49", prices(1.9, 1.8)),
  country("SK", "Slovensko", "+421", prices(null, 1.2)),
  country("US", "Spojené státy", "+1", prices(null, 0.9), ["USA", "Amerika"]),
];

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const input = () => document.querySelector<HTMLInputElement>("input[data-price-search]")!;
const vatToggle = () => document.querySelector<HTMLInputElement>("input[data-vat-toggle]")!;
/** The rows a reader sees: those of the tables not hidden. */
const visibleRows = () =>
  [...document.querySelectorAll<HTMLElement>("tbody tr")]
    .filter((row) => !row.closest("[hidden]"))
    .map((row) => plain(row.querySelector("th")!.textContent));
const status = () => plain(document.querySelector("[data-price-status]")!.textContent);
const cell = (iso: string) =>
  plain(document.querySelector(`tr[data-iso="${iso}"] td[data-channel="smsText"]`)!.textContent);
/** The behaviour loads its code on first use: once that module is there, a turn later the table
 * shows the result. */
const settled = async () => {
  await import("./price-table-update");
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function type(text: string) {
  input().value = text;
  input().dispatchEvent(new Event("input", { bubbles: true }));
}

beforeAll(() => installPriceTable(document));
afterEach(() => {
  document.body.innerHTML = "";
});
const render = () =>
  (document.body.innerHTML = renderToStaticMarkup(
    <PriceTable countries={COUNTRIES} featured={["CZ", "DE"]} vatRate={0.21} />,
  ));

describe("price list behaviour", () => {
  it("shows the featured countries and then all, without VAT, before anything is typed", () => {
    render();
    expect(visibleRows()).toEqual([
      "Česká republika",
      "Německo",
      "Česká republika",
      "Německo",
      "Slovensko",
      "Spojené státy",
    ]);
    expect(cell("CZ")).toBe("0,79 Kč");
    expect(status()).toBe("");
  });

  it("narrows the list as the visitor types: without diacritics, by alias, dial code and ISO code", async () => {
    render();
    for (const [query, expected] of [
      ["cesko", ["Česká republika"]],
      ["amerika", ["Spojené státy"]],
      ["+421", ["Slovensko"]],
      ["de", ["Německo"]],
    ] as const) {
      type(query);
      await settled();
      expect(visibleRows(), query).toEqual(expected);
      expect(status()).toBe(`Nalezené země: ${expected.length}`);
    }
    // Each row found still links to its country's page.
    expect(document.querySelector("[data-price-found] tbody a")!.getAttribute("href")).toBe("/docs/ceny/de/");
  });

  it("says when nothing matches and shows no empty table; clearing the box brings the whole list back", async () => {
    render();
    type("atlantida");
    await settled();
    expect(visibleRows()).toEqual([]);
    expect(status()).toBe("Žádná země neodpovídá hledání.");
    type("");
    await settled();
    expect(visibleRows()).toHaveLength(6);
    expect(status()).toBe("");
  });

  it("switches every price and caption to VAT and back, also in the rows a search finds", async () => {
    render();
    vatToggle().checked = true;
    vatToggle().dispatchEvent(new Event("change", { bubbles: true }));
    await settled();
    expect(cell("CZ")).toBe("0,96 Kč");
    expect(plain(document.querySelector("caption")!.textContent)).toMatch(/ceny v Kč s DPH 21 %$/);
    // A country without a text sender keeps its dash.
    expect(plain(document.querySelector('tr[data-iso="SK"] td[data-channel="smsText"]')!.textContent)).toBe(
      "–nenabízíme",
    );
    type("nemecko");
    await settled();
    expect(plain(document.querySelector('[data-price-found] td[data-channel="smsText"]')!.textContent)).toBe("2,30 Kč");
    vatToggle().checked = false;
    vatToggle().dispatchEvent(new Event("change", { bubbles: true }));
    await settled();
    expect(plain(document.querySelector('[data-price-found] td[data-channel="smsText"]')!.textContent)).toBe("1,90 Kč");
    expect(plain(document.querySelector("caption")!.textContent)).toMatch(/ceny v Kč bez DPH$/);
  });

  it("applies what was typed and checked before the scripts ran once the page is shown", async () => {
    render();
    input().value = "slov";
    vatToggle().checked = true;
    restorePriceTables(document);
    await settled();
    expect(visibleRows()).toEqual(["Slovensko"]);
    expect(plain(document.querySelector('[data-price-found] td[data-channel="smsSystem"]')!.textContent)).toBe(
      "1,45 Kč",
    );
  });
});
