// What the price list's search box and VAT checkbox do (src/components/PriceTable), loaded by
// ./price-table.ts on their first use: the list's own code stays out of every other page's bundle.
// The table is server-rendered HTML; this only reads it (the countries from the rows of the list
// of all countries, the prices without VAT from `data-price`) and changes it.
import { searchCountries } from "../lib/country-search";
import { formatCzk } from "../lib/czech-number";
import { withVat } from "../lib/pricing-format";

type Row = { iso: string; name: string; dialCode: string; aliases: string[]; row: HTMLTableRowElement };

const rowsOf = new WeakMap<Element, Row[]>();

/** The countries of the list of all countries, read once per table. */
function countries(root: Element): Row[] {
  let rows = rowsOf.get(root);
  if (!rows) {
    rows = [...root.querySelectorAll<HTMLTableRowElement>("[data-price-all] tr[data-iso]")].map((row) => ({
      iso: row.dataset.iso!,
      name: row.dataset.name!,
      dialCode: row.dataset.dial!,
      aliases: row.dataset.aliases ? row.dataset.aliases.split("|") : [],
      row,
    }));
    rowsOf.set(root, rows);
  }
  return rows;
}

/** Shows the prices with or without VAT in every price cell and caption of the table. */
function showVat(root: HTMLElement, vat: boolean) {
  const rate = Number(root.dataset.vatRate);
  root.querySelectorAll<HTMLElement>("td[data-price]").forEach((cell) => {
    const price = Number(cell.dataset.price);
    cell.textContent = formatCzk(vat ? withVat(price, rate) : price);
  });
  root.querySelectorAll<HTMLElement>("[data-with-vat]").forEach((caption) => {
    caption.textContent = vat ? caption.dataset.withVat! : caption.dataset.withoutVat!;
  });
}

/** Shows the countries the query finds, best first, or the default tables for an empty query. */
function showSearch(root: HTMLElement, query: string) {
  const found = root.querySelector<HTMLElement>("[data-price-found]")!;
  const status = root.querySelector<HTMLElement>("[data-price-status]")!;
  const results = query.trim() ? searchCountries(countries(root), query) : null;
  found.querySelector("tbody")!.replaceChildren(...(results ?? []).map((c) => c.row.cloneNode(true)));
  found.hidden = !results?.length;
  root.querySelector<HTMLElement>("[data-price-default]")!.hidden = results !== null;
  status.textContent = !results
    ? ""
    : results.length === 0
      ? status.dataset.none!
      : status.dataset.found!.replace("{n}", String(results.length));
}

/** Brings the table in line with its controls: what the search box holds, whether VAT is checked. */
export function updatePriceTable(table: Element) {
  const root = table as HTMLElement;
  // VAT first: the rows the search copies then carry the prices as shown.
  showVat(root, root.querySelector<HTMLInputElement>("input[data-vat-toggle]")!.checked);
  showSearch(root, root.querySelector<HTMLInputElement>("input[data-price-search]")!.value);
}
