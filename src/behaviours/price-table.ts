// The price list's search box and VAT checkbox (src/components/PriceTable, /ceny/): the table is
// HTML the server rendered, not hydrated by React (with React's state its hydration cost the page
// about 195 ms of blocking time, docs/architecture.md record 21). Their code
// (./price-table-update.ts, with the country search) loads on their first use; what was typed or
// checked before it came is applied when it arrives. The table's only inputs are those two.

const ROOT = "[data-price-table]";

const update = (root: Element) =>
  import(/* webpackChunkName: "price-table" */ "./price-table-update").then((m) => m.updatePriceTable(root));

/** Listens for the price list's controls in the whole document. */
export function installPriceTable(doc: Document) {
  const changed = (event: Event) => {
    const root = (event.target as Element).closest?.(ROOT);
    if (root) update(root);
  };
  doc.addEventListener("input", changed);
  doc.addEventListener("change", changed);
}

/** For a page just shown: a price list whose controls were used before the scripts ran (or that the
 * browser restored) shows what they say. */
export function restorePriceTables(doc: Document) {
  doc.querySelectorAll(ROOT).forEach((root) => {
    if (root.querySelector("input:checked") || root.querySelector<HTMLInputElement>("input[type=search]")!.value)
      update(root);
  });
}
