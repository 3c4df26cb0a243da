// Country price list: parses content/pricing/prices.csv (one row per country, the billing team's
// export) and content/pricing/meta.yaml, validates them and derives Czech names and slugs.
// Bad data throws a PricingError naming the file, the line, the ISO code and the field, so the
// build stops with a message the billing team can act on.
//
// loadPricing runs at build time (it pulls in i18n-iso-countries, libphonenumber-js metadata, yaml
// and zod); the browser should get the loaded CountryPrice objects as page data and use only the
// small helpers (withVat, searchCountries, segmentCosts, normalizeSearch).
import countries from "i18n-iso-countries";
import csLocale from "i18n-iso-countries/langs/cs.json";
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { parse as parseYaml } from "yaml";
import { CsvError, parse } from "csv-parse/sync";
import { z } from "zod";
import { slugify } from "./slug";
import { compareCzech, normalizeSearch, type Channel, type ChannelPrices, type CountryPrice } from "./pricing-format";

// The browser-safe part (types, search, VAT, formatting) lives in ./pricing-format, which pages import.
export * from "./pricing-format";

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

const isoCode = z.string().regex(/^[A-Z]{2}$/, "must be an upper-case ISO 3166-1 alpha-2 code");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD in quotes")
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s), "is not a valid date");
const share = z.number().gt(0, "must be above 0").lt(1, "must be a fraction below 1 (0.05 = 5 %)");
const messageCount = z.number().int("must be a whole number of messages").positive("must be at least 1");
/** A band of monthly SMS volume with its discount off the list price. */
const volumeTier = z
  .object({
    from: messageCount,
    to: messageCount,
    discount: z.number().min(0, "must be 0 or more").max(0.5, "must be a fraction of at most 0.5 (0.05 = 5 %)"),
  })
  .strict();
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
        tiers: z.array(volumeTier).default([]),
        note: czechText.optional(),
      })
      .strict(),
    /** Prices of services other than messages, by key: virtual_number, sim_hosting, hlr. */
    services: z
      .record(
        z.string().regex(/^[a-z][a-z_]*$/, "must be a lower-case key with underscores"),
        z.number().positive("must be a price above 0"),
      )
      .default({}),
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

const CSV_ERRORS: Partial<Record<string, (error: CsvError) => string>> = {
  CSV_QUOTE_NOT_CLOSED: () => "quoted field is not closed",
  INVALID_OPENING_QUOTE: (error) => `quote inside an unquoted field (${JSON.stringify(`${error.field ?? ""}"`)})`,
  CSV_INVALID_CLOSING_QUOTE: () => "text after a closing quote (a quote inside a field must be doubled)",
};

/**
 * RFC 4180 CSV (csv-parse): comma-separated, fields may be quoted with "…" (a quote inside is
 * doubled), quoted fields may hold commas and line breaks. CRLF, LF and a UTF-8 BOM are accepted;
 * empty lines are skipped. A quote inside an unquoted field or text after a closing quote is an error.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      on_record: (cells, { lines }) => {
        // `lines` is where the row ends; its quoted fields may span lines.
        const breaks = cells.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
        rows.push({ line: lines - breaks, cells });
        lastLine = lines;
        return null;
      },
    });
    return rows;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message = CSV_ERRORS[error.code]?.(error) ?? error.message;
    // An unclosed quote runs to the end of the file: name the line its row starts on.
    const rowStart = text.split(/\r\n|\r|\n/).findIndex((line, i) => i >= lastLine && line.trim() !== "") + 1;
    throw new CsvSyntaxError(error.code === "CSV_QUOTE_NOT_CLOSED" ? rowStart : Number(error.lines), message);
  }
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

/** A real ISO 3166-1 alpha-2 code (as i18n-iso-countries knows it, with XK for Kosovo). */
const isIsoCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

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
      for (const key of issue.keys)
        problems.push({ file: metaFile, field: path ? `${path}.${key}` : key, message: "unknown field" });
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
    if (error instanceof CsvSyntaxError)
      throw new PricingError([{ file: csvFile, line: error.line, message: error.message.replace(/^line \d+: /, "") }]);
    throw error;
  }
  if (rows.length === 0)
    throw new PricingError([
      { file: csvFile, message: "the file is empty (a header row and a row per country are expected)" },
    ]);

  // Header: every known column exactly once, in any order.
  const header = rows[0];
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = cell.trim();
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      problem({ line: header.line, field: name, message: `unknown column (expected: ${CSV_COLUMNS.join(", ")})` });
    else if (index.has(name)) problem({ line: header.line, field: name, message: "column appears twice" });
    else index.set(name, i);
  });
  for (const column of CSV_COLUMNS)
    if (!index.has(column)) problem({ line: header.line, field: column, message: "missing column" });
  if (problems.length > 0) throw new PricingError(problems);

  const byIso = new Map<string, number>(); // iso → line
  const bySlug = new Map<string, { line: number; iso: string }>();
  const result: CountryPrice[] = [];

  for (const row of rows.slice(1)) {
    const get = (column: CsvColumn) => (row.cells[index.get(column)!] ?? "").trim();
    const rawIso = get("iso").toUpperCase();
    const iso = rawIso || undefined;
    if (row.cells.length !== header.cells.length) {
      problem({
        line: row.line,
        iso,
        message: `has ${row.cells.length} columns, the header has ${header.cells.length} (a value with a comma must be in "quotes")`,
      });
      continue;
    }
    const before = problems.length;
    const at = (field: CsvColumn, message: string) => problem({ line: row.line, iso, field, message });

    // ISO code and name
    let name: string | undefined;
    if (!/^[A-Z]{2}$/.test(rawIso)) at("iso", `must be an ISO 3166-1 alpha-2 code, got ${JSON.stringify(get("iso"))}`);
    else {
      // A name in meta.yaml does not make a code real: check it against the library first.
      if (!isIsoCode(rawIso)) at("iso", `unknown ISO 3166-1 code "${rawIso}"`);
      else {
        name = meta.names[rawIso] ?? czechName(rawIso);
        if (!name) at("iso", `no Czech name for "${rawIso}"; add one to "names" in ${metaFile}`);
      }
      const first = byIso.get(rawIso);
      if (first !== undefined) at("iso", `duplicate country, already on line ${first}`);
      else byIso.set(rawIso, row.line);
    }

    // Dial code, checked against the country's calling code
    const dialCode = get("dial_code");
    const dial = DIAL_CODE.exec(dialCode);
    if (!dial) at("dial_code", `must look like +420 (or +1 876 for a NANP area code), got ${JSON.stringify(dialCode)}`);
    else if (name && isSupportedCountry(rawIso) && getCountryCallingCode(rawIso as CountryCode) !== dial[1]) {
      at(
        "dial_code",
        `${dialCode} is not the calling code of ${rawIso} (+${getCountryCallingCode(rawIso as CountryCode)})`,
      );
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
      else if (Number(value) <= 0)
        at(column, `must be a positive number, got ${value} (leave the cell empty when the channel is not offered)`);
      else prices[key] = Number(value);
    }

    const senderRules = get("sender_rules");
    if (senderRules === "") at("sender_rules", "missing note on sender ID rules");
    const registration = get("registration_required").toLowerCase();
    if (registration !== "ano" && registration !== "ne")
      at("registration_required", `must be "ano" or "ne", got ${JSON.stringify(get("registration_required"))}`);

    // Slug
    let slug = "";
    if (name) {
      slug = slugify(name);
      if (!slug) at("iso", `the name "${name}" gives an empty slug; add a name to "names" in ${metaFile}`);
      const other = bySlug.get(slug);
      if (slug && other && other.iso !== rawIso)
        at(
          "iso",
          `slug "${slug}" (${name}) is already used by ${other.iso} on line ${other.line}; add a different name to "names" in ${metaFile}`,
        );
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

  // Meta fields that refer to countries: each must be a real ISO code and a row of the CSV.
  const known = new Set([...byIso.keys()].filter(isIsoCode));
  const metaProblem = (field: string, message: string) => problems.push({ file: metaFile, field, message });
  const checkCode = (field: string, iso: string): boolean => {
    if (!isIsoCode(iso)) metaProblem(field, `"${iso}" is not an ISO 3166-1 alpha-2 code`);
    else if (!known.has(iso)) metaProblem(field, `"${iso}" is not in ${csvFile}`);
    else return true;
    return false;
  };
  checkCode("homeCountry", meta.homeCountry);
  meta.featured.forEach((iso, i) => {
    if (!checkCode(`featured.${i}`, iso)) return;
    if (iso === meta.homeCountry)
      metaProblem(`featured.${i}`, `"${iso}" is the home country, which is always shown first`);
    else if (meta.featured.indexOf(iso) !== i) metaProblem(`featured.${i}`, `"${iso}" is listed twice`);
  });
  for (const iso of Object.keys(meta.names)) checkCode(`names.${iso}`, iso);
  // Every name and alias must lead to one country only.
  const searchNames = new Map<string, string>();
  for (const c of result) searchNames.set(normalizeSearch(c.name), c.iso);
  for (const [iso, aliases] of Object.entries(meta.aliases)) {
    checkCode(`aliases.${iso}`, iso);
    aliases.forEach((alias, i) => {
      const key = normalizeSearch(alias);
      const owner = searchNames.get(key);
      if (owner !== undefined && owner !== iso) metaProblem(`aliases.${iso}.${i}`, `"${alias}" already names ${owner}`);
      else searchNames.set(key, iso);
    });
  }
  for (const p of volumeTierProblems(meta.volume)) metaProblem(p.field, p.message);
  meta.bonus.tiers.forEach(
    (t, i) =>
      i > 0 &&
      t.topUp <= meta.bonus.tiers[i - 1].topUp &&
      metaProblem(`bonus.tiers.${i}`, "tiers must be in ascending order"),
  );

  if (problems.length > 0) throw new PricingError(problems);
  result.sort((a, b) => compareCzech(a.name, b.name));
  return { countries: result, meta };
}

/**
 * Volume tiers must be bands of monthly messages in ascending order, each starting right after
 * the previous one (no overlap, no gap), the last ending right below the individual offer, with
 * a discount that does not fall as the volume grows.
 */
function volumeTierProblems(volume: PricingMeta["volume"]): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const band = (t: { from: number; to: number }) => `${t.from}–${t.to}`;
  volume.tiers.forEach((tier, i) => {
    const field = `volume.tiers.${i}`;
    if (tier.to < tier.from) problems.push({ field, message: `tier ${band(tier)}: "to" is below "from"` });
    if (i === 0) return;
    const prev = volume.tiers[i - 1];
    if (tier.from <= prev.to)
      problems.push({
        field,
        message: `tier ${band(tier)} overlaps the previous tier ${band(prev)} (tiers must be in ascending order)`,
      });
    else if (tier.from > prev.to + 1)
      problems.push({
        field,
        message: `tier ${band(tier)} leaves ${band({ from: prev.to + 1, to: tier.from - 1 })} messages after the previous tier ${band(prev)} without a tier`,
      });
    if (tier.discount < prev.discount)
      problems.push({
        field,
        message: `tier ${band(tier)}: discount ${tier.discount} is lower than ${prev.discount} of the smaller tier ${band(prev)}`,
      });
  });
  const last = volume.tiers.at(-1);
  if (last && last.to !== volume.individualOfferFrom - 1) {
    problems.push({
      field: `volume.tiers.${volume.tiers.length - 1}`,
      message: `the last tier ${band(last)} must end at ${volume.individualOfferFrom - 1}, right below individualOfferFrom (${volume.individualOfferFrom})`,
    });
  }
  return problems;
}
