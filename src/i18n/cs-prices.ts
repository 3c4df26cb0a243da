// Visible strings of the price list and the country pages: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.
import { formatNumber, formatPercent } from "../lib/czech-number";

export const csPrices = {
  title: "Ceník",
  listTitle: "Ceník SMS, Viber, WhatsApp a RCS",
  // Head and search texts; the page applies Czech typography to what it shows.
  listDescription:
    "Ceny SMS, Viber, WhatsApp a RCS do více než 190 zemí v Kč bez DPH i s DPH. Bez měsíčního poplatku a bez poplatku za zřízení, bonus za dobití kreditu.",
  channels: {
    smsText: "SMS s textovým odesílatelem",
    smsSystem: "SMS ze systémového čísla",
    viber: "Viber",
    whatsappMarketing: "WhatsApp marketing",
    whatsappUtility: "WhatsApp servisní",
    whatsappAuthentication: "WhatsApp ověřovací",
    rcs: "RCS",
  },
  country: "Země",
  dialCode: "Předvolba",
  notOffered: "–",
  notOfferedText: "nenabízíme",
  search: "Najít zemi",
  searchHint: "Název země, kód ISO (DE) nebo předvolba (+49).",
  results: (n: number) => (n === 0 ? "Žádná země neodpovídá hledání." : `Nalezené země: ${n}`),
  withVat: (vatRate: number) => `Ceny s DPH ${formatPercent(vatRate)}`,
  /** Follows "… – " in a price table caption, so lowercase. */
  pricesWithoutVat: "ceny v Kč bez DPH",
  pricesWithVat: (vatRate: number) => `ceny v Kč s DPH ${formatPercent(vatRate)}`,
  /** The home country under its name in the data, as in the table below the heading. */
  featured: (home: string) => `${home} a nejžádanější země`,
  /** A band of monthly messages: "do 9 999", "10 000–49 999", "od 100 000". */
  volumeBand: (from: number, to: number | null) =>
    to === null
      ? `od ${formatNumber(from)}`
      : from <= 1
        ? `do ${formatNumber(to)}`
        : `${formatNumber(from)}–${formatNumber(to)}`,
  all: "Všechny země",
  found: "Výsledky hledání",
  noscript:
    "Hledání a přepínání cen s DPH fungují se zapnutým JavaScriptem. Tabulka níže obsahuje všechny země; ceny s DPH najdete na stránce každé země (klikněte na její název).",
} as const;
