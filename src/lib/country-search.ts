// The country search of the price list (/ceny/, src/components/PriceTable): apart from
// ./pricing-format, so that the country pages, which search nothing, do not carry it.
import { normalizeSearch } from "./normalize-search";
import type { CountryPrice } from "./pricing-format";

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
