// The browser-safe part of the price list: types of the loaded data, Czech order, search, VAT
// and formatting. No dependencies beyond ./sms-length's constants, so pages and their scripts can
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

const DIAL_QUERY = /^\s*(?:\+|00)?[\d\s\-()/]*\d[\d\s\-()/]*$/;

/**
 * Countries matching what a visitor types, best first:
 * - a name or alias, ignoring case and diacritics ("cesko", "Česko", "ceska", "amerika");
 *   whole name, then name start, alias start, a word's start, then (3+ letters) anywhere;
 * - an ISO code ("us", "DE"), which ranks first;
 * - a dial code with or without + or 00 ("+49", "49", "00420"), also a whole number
 *   ("+420 602 123 456" finds Česká republika), longest matching code first.
 * Ties keep the order of `countries` (alphabetical). An empty query returns nothing.
 */
export function searchCountries<T extends Pick<CountryPrice, "iso" | "name" | "dialCode" | "aliases">>(
  countries: readonly T[],
  query: string,
): T[] {
  if (DIAL_QUERY.test(query)) return searchByDialCode(countries, query);
  const q = normalizeSearch(query);
  if (q === "") return [];
  const ranked: { country: T; rank: number; order: number }[] = [];
  countries.forEach((country, order) => {
    const name = normalizeSearch(country.name);
    const aliases = country.aliases.map(normalizeSearch);
    let rank: number;
    if (q === country.iso.toLowerCase()) rank = 0;
    else if (name === q || aliases.includes(q)) rank = 1;
    else if (name.startsWith(q)) rank = 2;
    else if (aliases.some((a) => a.startsWith(q))) rank = 3;
    else if ([name, ...aliases].some((n) => n.split(" ").some((word) => word.startsWith(q)))) rank = 4;
    else if (q.length >= 3 && [name, ...aliases].some((n) => n.includes(q))) rank = 5;
    else return;
    ranked.push({ country, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.country);
}

function searchByDialCode<T extends Pick<CountryPrice, "dialCode">>(countries: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  let digits = trimmed.replace(/\D/g, "");
  // 00 is the international prefix in Czechia: 00420 = +420.
  if (!trimmed.startsWith("+") && digits.startsWith("00")) digits = digits.slice(2);
  if (digits === "") return [];
  const ranked: { country: T; rank: number; order: number }[] = [];
  countries.forEach((country, order) => {
    const code = country.dialCode.replace(/\D/g, "");
    // Exact code first; then the query as the start of a code ("42" → 420, 421, 423);
    // then codes the query starts with (a whole number), longest code first.
    if (code === digits) ranked.push({ country, rank: 0, order });
    else if (code.startsWith(digits)) ranked.push({ country, rank: 1, order });
    else if (digits.startsWith(code)) ranked.push({ country, rank: 2 + (10 - code.length), order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.country);
}

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
