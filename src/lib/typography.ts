// Czech typography rules applied to visible text at build time (remark plugin and page titles).

const NBSP = "\u00a0";

/** One-letter prepositions and conjunctions that must not end a line (ČSN 01 6910). */
const ONE_LETTER = "kKsSvVzZoOuUaAiI";

/** Units and currencies that stay on the line of their number. Seconds ("s") are apart below. */
const UNITS = [
  "Kč",
  "EUR",
  "€",
  "USD",
  "%",
  "‰",
  "ms",
  "min",
  "h",
  "hod",
  "hodina",
  "hodinu",
  "hodiny",
  "hodin",
  "minuta",
  "minutu",
  "minuty",
  "minut",
  "sekunda",
  "sekundu",
  "sekundy",
  "sekund",
  "den",
  "dny",
  "dní",
  "týden",
  "týdny",
  "týdnů",
  "měsíc",
  "měsíce",
  "měsíců",
  "rok",
  "roky",
  "let",
  "kB",
  "KB",
  "MB",
  "GB",
  "TB",
  "km",
  "m",
  "cm",
  "mm",
  "kg",
  "g",
  "°C",
  "px",
  "SMS",
  "znaků",
  "znaky",
  "segmentů",
  "segmenty",
  "x",
  "×",
];

// None of the units contains a regular-expression metacharacter.
const unitPattern = UNITS.join("|");
// "s" is also the preposition "with" ("5 s přílohou"): it counts as seconds only where no word
// follows it ("za 30 s.", "30 s, pak"), nor possibly the next node (a trailing space); before
// a word the preposition rule binds it forward.
const secondsPattern = `s(?![\\p{L}\\d])(?![\\s${NBSP}]*[\\p{L}\\d])(?![\\s${NBSP}]+$)`;

const onePrefix = new RegExp(`(?<=^|[\\s${NBSP}(„‚"'\\[–—/])([${ONE_LETTER}]) +(?=\\S)`, "g");
const numberUnit = new RegExp(`(\\d) +(?=(?:${unitPattern})(?![\\p{L}\\d])|${secondsPattern})`, "gu");
const thousands = /(?<=(?:^|[^\d.,])\d{1,3}(?: \d{3})*) (?=\d{3}(?!\d))/g;
/** A word with a one-letter prefix (e-shop, e-mail, T-Mobile) never breaks at its hyphen: U+2011.
 * Not a name of several hyphenated parts (the header X-Api-Key): a reader copies those, and a
 * non-breaking hyphen in it would make a different, wrong name. */
const prefixHyphen = /(?<![\p{L}\d])(\p{L})-(?=\p{L})(?!\p{L}*-\p{L})/gu;
/** "400 × 400": the multiplication sign stays with the number after it (the one before is a unit). */
const timesSign = /×[ ](?=\d)/g;
/** A date written with spaces keeps together: "3. 12." and "3. 12. 2026" (ČSN 01 6910). */
const dateParts =
  /(?<=(?:^|[^\d])\d{1,2}\.) (?=\d{1,2}\.)|(?<=(?:^|[^\d])\d{1,2}\.[ \u00a0]\d{1,2}\.) (?=\d{4}(?!\d))/g;
const trailingOne = new RegExp(`(?<=^|[\\s${NBSP}(„‚"'\\[–—/])([${ONE_LETTER}]) +$`);

export type TypographyOptions = {
  /** The text continues in a following node (a link, emphasis…): a trailing "v " must bind to it too. */
  continues?: boolean;
};

/** Adds the non-breaking spaces Czech typography asks for; the text is otherwise unchanged. */
export function czechTypography(text: string, options: TypographyOptions = {}): string {
  let out = text
    .replace(onePrefix, `$1${NBSP}`)
    .replace(numberUnit, `$1${NBSP}`)
    .replace(thousands, NBSP)
    .replace(dateParts, NBSP)
    .replace(prefixHyphen, "$1\u2011")
    .replace(timesSign, `×${NBSP}`);
  if (options.continues) out = out.replace(trailingOne, `$1${NBSP}`);
  return out;
}
