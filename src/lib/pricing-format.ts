// The browser-safe part of the price list: types of the loaded data, Czech order, VAT and
// formatting (the country search of /ceny/ is ./country-search, which only that page loads). No dependencies beyond ./sms-length's constants, so pages and their scripts can
// import it; loading and validating the data files stays in ./pricing (build time only).
import { GSM7_MULTI, GSM7_SINGLE, UCS2_MULTI, UCS2_SINGLE } from "./sms-limits";
import { normalizeSearch } from "./normalize-search";

/** CZK per message without VAT; null = the channel is not offered for the country. */
export interface ChannelPrices {
  /** SMS with a text (alphanumeric) sender; null where the country does not allow one. */
  smsText: number | null;
  /** SMS from a system number; offered everywhere. */
  smsSystem: number;
  viber: number | null;
  whatsappMarketing: number | null;
  whatsappUtility: number | null;
  whatsappAuthentication: number | null;
  rcs: number | null;
}
export type Channel = keyof ChannelPrices;

export interface CountryPrice {
  /** ISO 3166-1 alpha-2, upper case: "CZ". */
  iso: string;
  /** "+420"; NANP islands with one area code carry it: "+1 876". */
  dialCode: string;
  /** Czech short name: "Česká republika", "Spojené státy". */
  name: string;
  /** URL slug of the name: "ceska-republika". */
  slug: string;
  prices: ChannelPrices;
  /** Short Czech note on sender ID rules. */
  senderRules: string;
  /** Sender ID registration with local operators or a regulator is needed. */
  registrationRequired: boolean;
  note: string | null;
  /** Other names visitors search for (meta.yaml aliases): "Česko", "USA". */
  aliases: string[];
}

let collator: Intl.Collator | undefined;
/** Czech alphabetical order: "Chile" after "Haiti", "Čad" after "Cookovy ostrovy". */
export function compareCzech(a: string, b: string): number {
  collator ??= new Intl.Collator("cs");
  return collator.compare(a, b);
}

// ---------------------------------------------------------------------------------------------
// Helpers for pages (browser-safe)

/** Price with VAT, rounded to 4 decimals to drop floating-point noise: withVat(0.79, 0.21) = 0.9559. */
export function withVat(price: number, rate: number): number {
  return round(price * (1 + rate), 4);
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
}

export { normalizeSearch };

export interface SegmentCost {
  /** Number of SMS parts, each billed as one message. */
  segments: number;
  /** Longest text without diacritics (GSM-7) that fits: 160, 306, 459. */
  gsm7Characters: number;
  /** Longest text with diacritics (UCS-2) that fits: 70, 134, 201. */
  ucs2Characters: number;
  /** segments × price, CZK without VAT. */
  price: number;
  /** The same with VAT, when a rate was given. */
  priceWithVat: number | null;
}

/**
 * Cost of a message of 1…maxSegments parts for one per-message price, with the character limits
 * without diacritics (GSM-7: 160, then 153 per part) and with them (UCS-2: 70, then 67 per part).
 */
export function segmentCosts(price: number, vatRate?: number, maxSegments = 3): SegmentCost[] {
  const rows: SegmentCost[] = [];
  for (let n = 1; n <= maxSegments; n++) {
    const total = round(price * n, 4);
    rows.push({
      segments: n,
      gsm7Characters: n === 1 ? GSM7_SINGLE : n * GSM7_MULTI,
      ucs2Characters: n === 1 ? UCS2_SINGLE : n * UCS2_MULTI,
      price: total,
      priceWithVat: vatRate === undefined ? null : withVat(total, vatRate),
    });
  }
  return rows;
}

/** A band of monthly SMS volume (content/pricing/meta.yaml volume.tiers). */
export interface VolumeTier {
  from: number;
  to: number;
  /** Off the list price: 0.05 = 5 %. */
  discount: number;
}

export interface VolumeBand {
  from: number;
  /** null for the open band of the individual offer. */
  to: number | null;
  /** null: individual offer. */
  discount: number | null;
  /** One SMS in the band, CZK without VAT; null for the individual offer. */
  price: number | null;
  priceWithVat: number | null;
}

/** A list price with a volume discount, rounded to 4 decimals: discounted(0.79, 0.05) = 0.7505. */
export function discounted(price: number, discount: number): number {
  return round(price * (1 - discount), 4);
}

/** The volume tiers priced for one SMS price, then the open band of the individual offer. */
export function volumeBands(
  tiers: readonly VolumeTier[],
  individualOfferFrom: number,
  price: number,
  vatRate: number,
): VolumeBand[] {
  const bands: VolumeBand[] = tiers.map((tier) => {
    const net = discounted(price, tier.discount);
    return { from: tier.from, to: tier.to, discount: tier.discount, price: net, priceWithVat: withVat(net, vatRate) };
  });
  bands.push({ from: individualOfferFrom, to: null, discount: null, price: null, priceWithVat: null });
  return bands;
}
