// Country price list: parses content/pricing/prices.csv (one row per country, the billing team's
// export) and content/pricing/meta.yaml, validates them and derives Czech names and slugs.
// Bad data throws a PricingError naming the file, the line, the ISO code and the field, so the
// build stops with a message the billing team can act on.
//
// loadPricing runs at build time (it pulls in i18n-iso-countries, libphonenumber-js metadata, yaml
// and zod); the browser should get the loaded CountryPrice objects as page data and use only the
// small helpers (withVat, formatCzk, searchCountries, segmentCosts, normalizeSearch).
import countries from "i18n-iso-countries";
import csLocale from "i18n-iso-countries/langs/cs.json";
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { slugify } from "./slug";
import { GSM7_MULTI, GSM7_SINGLE, UCS2_MULTI, UCS2_SINGLE } from "./sms-length";

// ---------------------------------------------------------------------------------------------
// Types

/** CSV columns in their documented order (the file may order them differently). */
export const CSV_COLUMNS = [
  "iso",
  "dial_code",
  "sms_text",
  "sms_system",
  "viber",
  "whatsapp_marketing",
  "whatsapp_utility",
  "whatsapp_authentication",
  "rcs",
  "sender_rules",
  "registration_required",
  "note",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Price columns and their keys in ChannelPrices. */
export const PRICE_COLUMNS = {
  sms_text: "smsText",
  sms_system: "smsSystem",
  viber: "viber",
  whatsapp_marketing: "whatsappMarketing",
  whatsapp_utility: "whatsappUtility",
  whatsapp_authentication: "whatsappAuthentication",
  rcs: "rcs",
} as const;

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

const isoCode = z.string().regex(/^[A-Z]{2}$/, "must be an upper-case ISO 3166-1 alpha-2 code");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD in quotes")
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s), "is not a valid date");
const share = z.number().gt(0, "must be above 0").lt(1, "must be a fraction below 1 (0.05 = 5 %)");
const czechText = z.string().trim().min(1, "must not be empty");

export const pricingMetaSchema = z
  .object({
    updatedAt: isoDate,
    currency: z.literal("CZK"),
    vatRate: z.number().min(0).lt(1, "must be a fraction (0.21 = 21 %)"),
    homeCountry: isoCode,
    featured: z.array(isoCode).min(1),
    names: z.record(isoCode, czechText).default({}),
    aliases: z.record(isoCode, z.array(czechText).min(1)).default({}),
    volume: z
      .object({
        individualOfferFrom: z.number().int().positive(),
        tiers: z.array(z.object({ from: z.number().int().positive(), discount: share }).strict()).default([]),
        note: czechText.optional(),
      })
      .strict(),
    bonus: z
      .object({
        validUntil: isoDate,
        tiers: z.array(z.object({ topUp: z.number().positive(), bonus: share }).strict()).min(1),
        conditions: z.array(czechText).min(1),
      })
      .strict(),
  })
  .strict();

export type PricingMeta = z.infer<typeof pricingMetaSchema>;

export interface Pricing {
  /** Sorted by Czech name (Intl.Collator "cs": Ch after H, Č after C). */
  countries: CountryPrice[];
  meta: PricingMeta;
}

export interface PricingProblem {
  file: string;
  /** 1-based line in the file where the row starts. */
  line?: number;
  iso?: string;
  /** CSV column or meta.yaml field path. */
  field?: string;
  message: string;
}

/** Thrown by loadPricing; the message lists every problem, `problems` has them one by one. */
export class PricingError extends Error {
  readonly problems: PricingProblem[];
  constructor(problems: PricingProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "PricingError";
    this.problems = problems;
  }
  /** The first problem, for callers that show one. */
  get line(): number | undefined {
    return this.problems[0]?.line;
  }
  get iso(): string | undefined {
    return this.problems[0]?.iso;
  }
  get field(): string | undefined {
    return this.problems[0]?.field;
  }
}

function formatProblem(p: PricingProblem): string {
  let where = p.file;
  if (p.line !== undefined) where += ` line ${p.line}`;
  if (p.iso) where += ` (${p.iso})`;
  if (p.field) where += `, ${p.line !== undefined ? "column" : "field"} "${p.field}"`;
  return `${where}: ${p.message}`;
}

// ---------------------------------------------------------------------------------------------
// CSV

export interface CsvRow {
  /** 1-based line where the row starts (quoted fields may span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

/**
 * RFC 4180 CSV: comma-separated, fields may be quoted with "…" (a quote inside is doubled),
 * quoted fields may hold commas and line breaks. CRLF, LF and a UTF-8 BOM are accepted; empty
 * lines are skipped. A quote inside an unquoted field or text after a closing quote is an error.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  let field = "";
  let i = 0;
  const endRow = () => {
    cells.push(field);
    // A line with nothing on it is not a row.
    if (!(cells.length === 1 && cells[0].trim() === "")) rows.push({ line: rowLine, cells });
    cells = [];
    field = "";
  };
  while (i < s.length) {
    const ch = s[i];
    if (ch === '"') {
      if (field.trim() !== "") throw new CsvSyntaxError(line, `quote inside an unquoted field (${JSON.stringify(field + '"')})`);
      field = "";
      const start = line;
      i++;
      for (;;) {
        if (i >= s.length) throw new CsvSyntaxError(start, "quoted field is not closed");
        const c = s[i];
        if (c === '"') {
          if (s[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\n" || (c === "\r" && s[i + 1] !== "\n")) line++;
        field += c;
        i++;
      }
      // Only spaces may follow the closing quote before the separator.
      while (s[i] === " " || s[i] === "\t") i++;
      if (i < s.length && s[i] !== "," && s[i] !== "\n" && s[i] !== "\r") {
        throw new CsvSyntaxError(line, "text after a closing quote (a quote inside a field must be doubled)");
      }
      continue;
    }
    if (ch === ",") {
      cells.push(field);
      field = "";
      i++;
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      i += ch === "\r" && s[i + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || cells.length > 0) endRow();
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Loading

export interface LoadOptions {
  /** Names used in error messages. */
  csvFile?: string;
  metaFile?: string;
}

let localeRegistered = false;
function czechName(iso: string): string | undefined {
  if (!localeRegistered) {
    countries.registerLocale(csLocale);
    localeRegistered = true;
  }
  return countries.getName(iso, "cs");
}

let collator: Intl.Collator | undefined;
/** Czech alphabetical order: "Chile" after "Haiti", "Čad" after "Cookovy ostrovy". */
export function compareCzech(a: string, b: string): number {
  collator ??= new Intl.Collator("cs");
  return collator.compare(a, b);
}

const PRICE = /^\d+(\.\d+)?$/;
const DIAL_CODE = /^\+([1-9]\d{0,2})(?: (\d{3}))?$/;

/** Parses and validates the meta file; throws PricingError. */
export function parsePricingMeta(yamlText: string, metaFile = "meta.yaml"): PricingMeta {
  let raw: unknown;
  try {
    raw = parseYaml(yamlText);
  } catch (error) {
    throw new PricingError([{ file: metaFile, message: `invalid YAML: ${(error as Error).message}` }]);
  }
  const result = pricingMetaSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const problems: PricingProblem[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) problems.push({ file: metaFile, field: path ? `${path}.${key}` : key, message: "unknown field" });
    } else {
      problems.push({ file: metaFile, field: path || "(root)", message: issue.message });
    }
  }
  throw new PricingError(problems);
}

/**
 * Parses prices.csv and meta.yaml into countries sorted by Czech name. Throws a PricingError
 * listing every problem found (each with file, line, ISO code and column or field).
 */
export function loadPricing(csvText: string, metaYamlText: string, options: LoadOptions = {}): Pricing {
  const csvFile = options.csvFile ?? "prices.csv";
  const metaFile = options.metaFile ?? "meta.yaml";
  const meta = parsePricingMeta(metaYamlText, metaFile);
  const problems: PricingProblem[] = [];
  const problem = (p: Omit<PricingProblem, "file">) => problems.push({ file: csvFile, ...p });

  let rows: CsvRow[];
  try {
    rows = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new PricingError([{ file: csvFile, line: error.line, message: error.message.replace(/^line \d+: /, "") }]);
    throw error;
  }
  if (rows.length === 0) throw new PricingError([{ file: csvFile, message: "the file is empty (a header row and a row per country are expected)" }]);

  // Header: every known column exactly once, in any order.
  const header = rows[0];
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = cell.trim();
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) problem({ line: header.line, field: name, message: `unknown column (expected: ${CSV_COLUMNS.join(", ")})` });
    else if (index.has(name)) problem({ line: header.line, field: name, message: "column appears twice" });
    else index.set(name, i);
  });
  for (const column of CSV_COLUMNS) if (!index.has(column)) problem({ line: header.line, field: column, message: "missing column" });
  if (problems.length > 0) throw new PricingError(problems);

  const byIso = new Map<string, number>(); // iso → line
  const bySlug = new Map<string, { line: number; iso: string }>();
  const result: CountryPrice[] = [];

  for (const row of rows.slice(1)) {
    const get = (column: CsvColumn) => (row.cells[index.get(column)!] ?? "").trim();
    const rawIso = get("iso").toUpperCase();
    const iso = rawIso || undefined;
    if (row.cells.length !== header.cells.length) {
      problem({ line: row.line, iso, message: `has ${row.cells.length} columns, the header has ${header.cells.length} (a value with a comma must be in "quotes")` });
      continue;
    }
    const before = problems.length;
    const at = (field: CsvColumn, message: string) => problem({ line: row.line, iso, field, message });

    // ISO code and name
    let name: string | undefined;
    if (!/^[A-Z]{2}$/.test(rawIso)) at("iso", `must be an ISO 3166-1 alpha-2 code, got ${JSON.stringify(get("iso"))}`);
    else {
      name = meta.names[rawIso] ?? czechName(rawIso);
      if (!name) at("iso", `unknown ISO 3166-1 code "${rawIso}"`);
      const first = byIso.get(rawIso);
      if (first !== undefined) at("iso", `duplicate country, already on line ${first}`);
      else byIso.set(rawIso, row.line);
    }

    // Dial code, checked against the country's calling code
    const dialCode = get("dial_code");
    const dial = DIAL_CODE.exec(dialCode);
    if (!dial) at("dial_code", `must look like +420 (or +1 876 for a NANP area code), got ${JSON.stringify(dialCode)}`);
    else if (name && isSupportedCountry(rawIso) && getCountryCallingCode(rawIso as CountryCode) !== dial[1]) {
      at("dial_code", `${dialCode} is not the calling code of ${rawIso} (+${getCountryCallingCode(rawIso as CountryCode)})`);
    }

    // Prices
    const prices = {} as Record<Channel, number | null>;
    for (const [column, key] of Object.entries(PRICE_COLUMNS) as [keyof typeof PRICE_COLUMNS, Channel][]) {
      const value = get(column);
      prices[key] = null;
      if (value === "") {
        if (key === "smsSystem") at(column, "missing price (SMS from a system number is required for every country)");
        continue;
      }
      if (/^-\s*\d/.test(value)) at(column, `must be a positive number, got ${value}`);
      else if (/^\d+,\d+$/.test(value)) at(column, `use a decimal point, not a comma: ${value.replace(",", ".")}`);
      else if (!PRICE.test(value)) at(column, `must be a number such as 0.79, got ${JSON.stringify(value)}`);
      else if (Number(value) <= 0) at(column, `must be a positive number, got ${value} (leave the cell empty when the channel is not offered)`);
      else prices[key] = Number(value);
    }

    const senderRules = get("sender_rules");
    if (senderRules === "") at("sender_rules", "missing note on sender ID rules");
    const registration = get("registration_required").toLowerCase();
    if (registration !== "ano" && registration !== "ne") at("registration_required", `must be "ano" or "ne", got ${JSON.stringify(get("registration_required"))}`);

    // Slug
    let slug = "";
    if (name) {
      slug = slugify(name);
      if (!slug) at("iso", `the name "${name}" gives an empty slug; add a name to "names" in ${metaFile}`);
      const other = bySlug.get(slug);
      if (slug && other && other.iso !== rawIso) at("iso", `slug "${slug}" (${name}) is already used by ${other.iso} on line ${other.line}; add a different name to "names" in ${metaFile}`);
      else if (slug && !other) bySlug.set(slug, { line: row.line, iso: rawIso });
    }

    if (problems.length > before || !name) continue;
    result.push({
      iso: rawIso,
      dialCode,
      name,
      slug,
      prices: prices as unknown as ChannelPrices,
      senderRules,
      registrationRequired: registration === "ano",
      note: get("note") || null,
      aliases: meta.aliases[rawIso] ?? [],
    });
  }
  if (rows.length === 1) problem({ line: header.line, message: "no country rows below the header" });

  // Meta fields that refer to countries
  const known = new Set(byIso.keys());
  const metaProblem = (field: string, message: string) => problems.push({ file: metaFile, field, message });
  if (!known.has(meta.homeCountry)) metaProblem("homeCountry", `"${meta.homeCountry}" is not in ${csvFile}`);
  meta.featured.forEach((iso, i) => {
    if (!known.has(iso)) metaProblem(`featured.${i}`, `"${iso}" is not in ${csvFile}`);
    else if (iso === meta.homeCountry) metaProblem(`featured.${i}`, `"${iso}" is the home country, which is always shown first`);
    else if (meta.featured.indexOf(iso) !== i) metaProblem(`featured.${i}`, `"${iso}" is listed twice`);
  });
  for (const iso of Object.keys(meta.names)) if (!known.has(iso)) metaProblem(`names.${iso}`, `"${iso}" is not in ${csvFile}`);
  // Every name and alias must lead to one country only.
  const searchNames = new Map<string, string>();
  for (const c of result) searchNames.set(normalizeSearch(c.name), c.iso);
  for (const [iso, aliases] of Object.entries(meta.aliases)) {
    if (!known.has(iso)) metaProblem(`aliases.${iso}`, `"${iso}" is not in ${csvFile}`);
    aliases.forEach((alias, i) => {
      const key = normalizeSearch(alias);
      const owner = searchNames.get(key);
      if (owner !== undefined && owner !== iso) metaProblem(`aliases.${iso}.${i}`, `"${alias}" already names ${owner}`);
      else searchNames.set(key, iso);
    });
  }
  const tierError = (tiers: number[], field: string) =>
    tiers.forEach((v, i) => i > 0 && v <= tiers[i - 1] && metaProblem(`${field}.${i}`, "tiers must be in ascending order"));
  tierError(meta.volume.tiers.map((t) => t.from), "volume.tiers");
  tierError(meta.bonus.tiers.map((t) => t.topUp), "bonus.tiers");

  if (problems.length > 0) throw new PricingError(problems);
  result.sort((a, b) => compareCzech(a.name, b.name));
  return { countries: result, meta };
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

const formatters = new Map<number, Intl.NumberFormat>();
/**
 * Czech amount in crowns: formatCzk(0.79) = "0,79 Kč", formatCzk(5000, 0) = "5 000 Kč"
 * (non-breaking spaces between thousands and before "Kč").
 */
export function formatCzk(value: number, decimals = 2): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("cs-CZ", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  // cs-CZ groups with U+00A0 already; normalise U+202F some ICU versions use.
  return `${f.format(value).replace(/\u202f/g, "\u00a0")}\u00a0Kč`;
}

/** Lower case, diacritics removed, anything but letters and digits to single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

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
export function searchCountries<T extends Pick<CountryPrice, "iso" | "name" | "dialCode" | "aliases">>(countries: readonly T[], query: string): T[] {
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
