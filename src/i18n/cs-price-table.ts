// The price table's strings (src/components/PriceTable, /ceny/): the search, the VAT switch and
// the captions. Apart from ./cs-prices.ts, which the country pages load too.
import { formatPercent } from "../lib/czech-number";

export const csPriceTable = {
  country: "Země",
  dialCode: "Předvolba",
  notOffered: "–",
  search: "Najít zemi",
  searchHint: "Název země, kód ISO (DE) nebo předvolba (+49).",
  /** What the search found, for the live region under it; the behaviour puts the count for {n}. */
  noResults: "Žádná země neodpovídá hledání.",
  results: "Nalezené země: {n}",
  withVat: (vatRate: number) => `Ceny s DPH ${formatPercent(vatRate)}`,
  /** Follows "… – " in a price table caption, so lowercase. */
  pricesWithoutVat: "ceny v Kč bez DPH",
  pricesWithVat: (vatRate: number) => `ceny v Kč s DPH ${formatPercent(vatRate)}`,
  /** The home country under its name in the data, as in the table below the heading. */
  featured: (home: string) => `${home} a nejžádanější země`,
  all: "Všechny země",
  found: "Výsledky hledání",
  noscript:
    "Hledání a přepínání cen s DPH fungují se zapnutým JavaScriptem. Tabulka níže obsahuje všechny země; ceny s DPH najdete na stránce každé země (klikněte na její název).",
} as const;
