// Czech typography rules applied to visible text at build time (remark plugin and page titles).

const NBSP = "\u00a0";

/** One-letter prepositions and conjunctions that must not end a line (ČSN 01 6910). */
const ONE_LETTER = "kKsSvVzZoOuUaAiI";

/** Units and currencies that stay on the line of their number. */
const UNITS = [
  "Kč", "EUR", "€", "USD", "%", "‰", "ms", "s", "min", "h", "hod", "dní", "dny", "den", "let", "roky",
  "kB", "KB", "MB", "GB", "TB", "km", "m", "cm", "mm", "kg", "g", "°C", "px", "SMS", "znaků", "znaky", "segmentů", "segmenty", "x", "×",
];

// None of the units contains a regular-expression metacharacter.
const unitPattern = UNITS.join("|");

const onePrefix = new RegExp(`(?<=^|[\\s${NBSP}(„‚"'\\[–—/])([${ONE_LETTER}]) +(?=\\S)`, "g");
const numberUnit = new RegExp(`(\\d) +(?=(?:${unitPattern})(?![\\p{L}\\d]))`, "gu");
const thousands = /(?<=(?:^|[^\d.,])\d{1,3}(?: \d{3})*) (?=\d{3}(?!\d))/g;
const trailingOne = new RegExp(`(?<=^|[\\s${NBSP}(„‚"'\\[–—/])([${ONE_LETTER}]) +$`);

export type TypographyOptions = {
  /** The text continues in a following node (a link, emphasis…): a trailing "v " must bind to it too. */
  continues?: boolean;
};

/** Adds the non-breaking spaces Czech typography asks for; the text is otherwise unchanged. */
export function czechTypography(text: string, options: TypographyOptions = {}): string {
  let out = text.replace(onePrefix, `$1${NBSP}`).replace(numberUnit, `$1${NBSP}`).replace(thousands, NBSP);
  if (options.continues) out = out.replace(trailingOne, `$1${NBSP}`);
  return out;
}
