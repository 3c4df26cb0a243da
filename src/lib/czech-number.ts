// Czech number formats for visible text: groups of thousands and the space before a unit are
// non-breaking spaces (U+00A0), so "1 000 Kč" or "21 %" never splits across lines.

const NBSP = "\u00a0";
// Some ICU versions group Czech thousands with U+202F; the site uses U+00A0 everywhere.
const normalise = (text: string) => text.replace(/\u202f/g, NBSP);

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number | undefined): Intl.NumberFormat {
  const key = decimals ?? -1;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(
      "cs-CZ",
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    formatters.set(key, f);
  }
  return f;
}

/** formatNumber(1600) = "1 600", formatNumber(0.5, 2) = "0,50". */
export const formatNumber = (value: number, decimals?: number): string => normalise(formatter(decimals).format(value));

/** formatCzk(0.79) = "0,79 Kč", formatCzk(5000, 0) = "5 000 Kč". */
export const formatCzk = (value: number, decimals = 2): string => `${formatNumber(value, decimals)}${NBSP}Kč`;

/** The Czech plural form for a count: plural(1, "část", "části", "částí") = "část", 2–4 "části",
 * otherwise (0, 5…, fractions) "částí". */
export function plural(n: number, one: string, few: string, many: string): string {
  return n === 1 ? one : n >= 2 && n <= 4 ? few : many;
}

/** A rate as whole per cent: formatPercent(0.21) = "21 %". */
export const formatPercent = (rate: number): string => `${formatNumber(Math.round(rate * 100))}${NBSP}%`;
