// Visible strings of the price list and the country pages: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them. The price table's own strings
// (search, VAT switch, captions) are in ./cs-price-table.ts, which the country pages do not load.
import { formatNumber } from "../lib/czech-number";

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
  notOfferedText: "nenabízíme",
  /** A band of monthly messages: "do 9 999", "10 000–49 999", "od 100 000". */
  volumeBand: (from: number, to: number | null) =>
    to === null
      ? `od ${formatNumber(from)}`
      : from <= 1
        ? `do ${formatNumber(to)}`
        : `${formatNumber(from)}–${formatNumber(to)}`,
} as const;
