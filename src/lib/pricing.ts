// Country price list: parses content/pricing/prices.csv (one row per country, the billing team's
// export) and content/pricing/meta.yaml, validates them and derives Czech names and slugs.
// Bad data throws a PricingError naming the file, the line, the ISO code and the column or field,
// in Czech (src/lib/content-problems.ts), so the build stops with a message the billing team can act on.
//
// loadPricing runs at build time (it pulls in i18n-iso-countries, libphonenumber-js metadata, yaml
// and zod); the browser should get the loaded CountryPrice objects as page data and use only the
// small helpers (withVat, searchCountries, segmentCosts, normalizeSearch).
import countries from "i18n-iso-countries";
import csLocale from "i18n-iso-countries/langs/cs.json";
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { CsvError, parse } from "csv-parse/sync";
import { z } from "zod";
import {
  ContentProblemsError,
  czechErrorMap,
  dataField,
  readYamlSource,
  yamlIssueProblems,
  type ContentProblem,
  type YamlLineOf,
} from "./content-problems";
import { slugify } from "./slug";
import { compareCzech, normalizeSearch, type Channel, type ChannelPrices, type CountryPrice } from "./pricing-format";

// The browser-safe part (types, VAT, formatting) lives in ./pricing-format, the country search in
// ./country-search; pages import those.
export * from "./pricing-format";
export * from "./country-search";

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

const isoCode = z.string().regex(/^[A-Z]{2}$/, "má být kód země ISO 3166-1 ze dvou velkých písmen, např. „CZ“");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "má být datum RRRR-MM-DD v uvozovkách, např. '2026-11-01'")
  .refine(
    (s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s),
    "není platné datum (RRRR-MM-DD)",
  );
const share = z.number().gt(0, "musí být víc než 0").lt(1, "má být zlomek menší než 1 (0.05 = 5 %)");
const messageCount = z.number().int("má být celý počet zpráv").positive("musí být aspoň 1");
/** A band of monthly SMS volume with its discount off the list price. */
const volumeTier = z
  .object({
    from: messageCount,
    to: messageCount,
    discount: z.number().min(0, "musí být 0 nebo víc").max(0.5, "má být zlomek nejvýše 0.5 (0.05 = 5 %)"),
  })
  .strict();
const czechText = z.string().trim().min(1, "nesmí být prázdné");

export const pricingMetaSchema = z
  .object({
    updatedAt: isoDate,
    currency: z.literal("CZK"),
    vatRate: z.number().min(0).lt(1, "má být zlomek (0.21 = 21 %)"),
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
        z.string().regex(/^[a-z][a-z_]*$/, "má být klíč z malých písmen a podtržítek, např. „virtual_number“"),
        z.number().positive("má být cena vyšší než 0"),
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

/** A problem of the price list: `field` says it for the editor (`sloupec „sms_text“ (CZ)`, `pole
 * „names.QQ“`); `iso` and `column` (the CSV column or meta.yaml path) are for callers and tests. */
export type PricingProblem = ContentProblem & { iso?: string; column?: string };

/** Thrown by loadPricing; the message lists every problem under the Czech heading, `problems` has
 * them one by one. */
export class PricingError extends ContentProblemsError {
  declare readonly problems: PricingProblem[];
  constructor(problems: PricingProblem[]) {
    super(problems);
    this.name = "PricingError";
  }
  /** The first problem, for callers that show one. */
  get line(): number | undefined {
    return this.problems[0]?.line;
  }
  get iso(): string | undefined {
    return this.problems[0]?.iso;
  }
  get column(): string | undefined {
    return this.problems[0]?.column;
  }
}

/** A problem of one CSV row: `sloupec „sms_text“ (CZ)`, or the row itself. */
function csvProblem(
  file: string,
  p: { line?: number; iso?: string; column?: string; message: string },
): PricingProblem {
  const country = p.iso ? ` (${p.iso})` : "";
  const field = p.column ? `sloupec „${p.column}“${country}` : p.line !== undefined ? `řádek${country}` : "soubor";
  return {
    file,
    line: p.line,
    field,
    message: p.message,
    ...(p.iso ? { iso: p.iso } : {}),
    ...(p.column ? { column: p.column } : {}),
  };
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
    super(`řádek ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

const CSV_ERRORS: Partial<Record<string, (error: CsvError) => string>> = {
  CSV_QUOTE_NOT_CLOSED: () => "hodnota v uvozovkách nemá koncovou uvozovku",
  INVALID_OPENING_QUOTE: (error) =>
    `uvozovka uvnitř hodnoty bez uvozovek („${error.field ?? ""}"“); dejte celou hodnotu do uvozovek a uvozovku v ní zdvojte`,
  CSV_INVALID_CLOSING_QUOTE: () => "text za koncovou uvozovkou (uvozovku uvnitř hodnoty zdvojte)",
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
    const message =
      CSV_ERRORS[error.code]?.(error) ??
      "nedá se přečíst jako CSV (hodnoty oddělujte čárkou, hodnotu s čárkou dejte do uvozovek)";
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
  return readPricingMeta(yamlText, metaFile).meta;
}

/** The meta file's data and the line of each of its fields, for the problems found later. */
function readPricingMeta(yamlText: string, metaFile: string): { meta: PricingMeta; lineOf: YamlLineOf } {
  const yaml = readYamlSource(metaFile, yamlText);
  if (yaml.problems.length) throw new PricingError(yaml.problems);
  const result = pricingMetaSchema.safeParse(yaml.data ?? {}, { errorMap: czechErrorMap });
  if (result.success) return { meta: result.data, lineOf: yaml.lineOf };
  throw new PricingError(
    result.error.issues.flatMap((issue) =>
      yamlIssueProblems(metaFile, issue, yaml.lineOf).map((p, i) => ({
        ...p,
        column: [...issue.path, ...(issue.code === "unrecognized_keys" ? [issue.keys[i]] : [])].join("."),
      })),
    ),
  );
}

/**
 * Parses prices.csv and meta.yaml into countries sorted by Czech name. Throws a PricingError
 * listing every problem found (each with file, line, ISO code and column or field).
 */
export function loadPricing(csvText: string, metaYamlText: string, options: LoadOptions = {}): Pricing {
  const csvFile = options.csvFile ?? "prices.csv";
  const metaFile = options.metaFile ?? "meta.yaml";
  const { meta, lineOf: metaLine } = readPricingMeta(metaYamlText, metaFile);
  const problems: PricingProblem[] = [];
  const problem = (p: { line?: number; iso?: string; field?: CsvColumn | string; message: string }) =>
    problems.push(csvProblem(csvFile, { line: p.line, iso: p.iso, column: p.field, message: p.message }));

  let rows: CsvRow[];
  try {
    rows = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new PricingError([
        { file: csvFile, line: error.line, field: "zápis CSV", message: error.message.replace(/^řádek \d+: /, "") },
      ]);
    throw error;
  }
  if (rows.length === 0)
    throw new PricingError([
      {
        file: csvFile,
        field: "soubor",
        message: "je prázdný (čeká se řádek se záhlavím a pod ním řádek za každou zemi)",
      },
    ]);

  // Header: every known column exactly once, in any order.
  const header = rows[0];
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = cell.trim();
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      problem({ line: header.line, field: name, message: `neznámý sloupec (sloupce jsou: ${CSV_COLUMNS.join(", ")})` });
    else if (index.has(name)) problem({ line: header.line, field: name, message: "sloupec je v záhlaví dvakrát" });
    else index.set(name, i);
  });
  for (const column of CSV_COLUMNS)
    if (!index.has(column)) problem({ line: header.line, field: column, message: "sloupec v záhlaví chybí" });
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
        message: `má ${row.cells.length} hodnot, záhlaví ${header.cells.length} sloupců (hodnotu s čárkou dejte do "uvozovek")`,
      });
      continue;
    }
    const before = problems.length;
    const at = (field: CsvColumn, message: string) => problem({ line: row.line, iso, field, message });

    // ISO code and name
    let name: string | undefined;
    if (!/^[A-Z]{2}$/.test(rawIso))
      at("iso", `má být kód země ISO 3166-1 ze dvou písmen, např. CZ, ne „${get("iso")}“`);
    else {
      // A name in meta.yaml does not make a code real: check it against the library first.
      if (!isIsoCode(rawIso)) at("iso", `kód „${rawIso}“ není kód země ISO 3166-1`);
      else {
        name = meta.names[rawIso] ?? czechName(rawIso);
        if (!name) at("iso", `země „${rawIso}“ nemá český název; doplňte ho do „names“ v ${metaFile}`);
      }
      const first = byIso.get(rawIso);
      if (first !== undefined) at("iso", `země je v ceníku dvakrát, poprvé na řádku ${first}`);
      else byIso.set(rawIso, row.line);
    }

    // Dial code, checked against the country's calling code
    const dialCode = get("dial_code");
    const dial = DIAL_CODE.exec(dialCode);
    if (!dial) at("dial_code", `má vypadat jako +420 (nebo +1 876 pro oblast NANP), ne „${dialCode}“`);
    else if (name && isSupportedCountry(rawIso) && getCountryCallingCode(rawIso as CountryCode) !== dial[1]) {
      at(
        "dial_code",
        `${dialCode} není předvolba země ${rawIso} (ta má +${getCountryCallingCode(rawIso as CountryCode)})`,
      );
    }

    // Prices
    const prices = {} as Record<Channel, number | null>;
    for (const [column, key] of Object.entries(PRICE_COLUMNS) as [keyof typeof PRICE_COLUMNS, Channel][]) {
      const value = get(column);
      prices[key] = null;
      if (value === "") {
        if (key === "smsSystem") at(column, "chybí cena (SMS ze systémového čísla musí mít každá země)");
        continue;
      }
      if (/^-\s*\d/.test(value)) at(column, `cena musí být kladná, ne ${value}`);
      else if (/^\d+,\d+$/.test(value)) at(column, `pište desetinnou tečku, ne čárku: ${value.replace(",", ".")}`);
      else if (!PRICE.test(value)) at(column, `není číslo; pište cenu jako 0.79, ne „${value}“`);
      else if (Number(value) <= 0)
        at(column, `cena musí být kladná, ne ${value} (kanál, který země nemá, nechte prázdný)`);
      else prices[key] = Number(value);
    }

    const senderRules = get("sender_rules");
    if (senderRules === "")
      at("sender_rules", "chybí pravidla pro odesílatele (např. „Textový odesílatel do 11 znaků.“)");
    const registration = get("registration_required").toLowerCase();
    if (registration !== "ano" && registration !== "ne")
      at("registration_required", `má být „ano“ nebo „ne“, ne „${get("registration_required")}“`);

    // Slug
    let slug = "";
    if (name) {
      slug = slugify(name);
      if (!slug) at("iso", `z názvu „${name}“ nevznikne adresa; doplňte název do „names“ v ${metaFile}`);
      const other = bySlug.get(slug);
      if (slug && other && other.iso !== rawIso)
        at(
          "iso",
          `adresu „${slug}“ (${name}) už má ${other.iso} na řádku ${other.line}; doplňte jiný název do „names“ v ${metaFile}`,
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
  if (rows.length === 1) problem({ line: header.line, message: "pod záhlavím není žádná země" });

  // Meta fields that refer to countries: each must be a real ISO code and a row of the CSV.
  const known = new Set([...byIso.keys()].filter(isIsoCode));
  const metaProblem = (field: string, message: string) => {
    const path = field.split(".");
    problems.push({ file: metaFile, line: metaLine(path), field: dataField(path), message, column: field });
  };
  const checkCode = (field: string, iso: string): boolean => {
    if (!isIsoCode(iso)) metaProblem(field, `„${iso}“ není kód země ISO 3166-1`);
    else if (!known.has(iso)) metaProblem(field, `země „${iso}“ není v ${csvFile}`);
    else return true;
    return false;
  };
  checkCode("homeCountry", meta.homeCountry);
  meta.featured.forEach((iso, i) => {
    if (!checkCode(`featured.${i}`, iso)) return;
    if (iso === meta.homeCountry) metaProblem(`featured.${i}`, `„${iso}“ je domácí země, ta se ukazuje vždy první`);
    else if (meta.featured.indexOf(iso) !== i) metaProblem(`featured.${i}`, `„${iso}“ je v seznamu dvakrát`);
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
      if (owner !== undefined && owner !== iso)
        metaProblem(`aliases.${iso}.${i}`, `„${alias}“ už označuje zemi ${owner}`);
      else searchNames.set(key, iso);
    });
  }
  for (const p of volumeTierProblems(meta.volume)) metaProblem(p.field, p.message);
  meta.bonus.tiers.forEach(
    (t, i) =>
      i > 0 &&
      t.topUp <= meta.bonus.tiers[i - 1].topUp &&
      metaProblem(`bonus.tiers.${i}`, "stupně bonusu mají jít od nejmenšího dobití po největší"),
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
    if (tier.to < tier.from) problems.push({ field, message: `pásmo ${band(tier)}: „to“ je menší než „from“` });
    if (i === 0) return;
    const prev = volume.tiers[i - 1];
    if (tier.from <= prev.to)
      problems.push({
        field,
        message: `pásmo ${band(tier)} se překrývá s předchozím pásmem ${band(prev)} (pásma jdou vzestupně)`,
      });
    else if (tier.from > prev.to + 1)
      problems.push({
        field,
        message: `mezi pásmem ${band(tier)} a předchozím pásmem ${band(prev)} chybí ${band({ from: prev.to + 1, to: tier.from - 1 })} zpráv`,
      });
    if (tier.discount < prev.discount)
      problems.push({
        field,
        message: `pásmo ${band(tier)}: sleva ${tier.discount} je menší než ${prev.discount} u menšího pásma ${band(prev)}`,
      });
  });
  const last = volume.tiers.at(-1);
  if (last && last.to !== volume.individualOfferFrom - 1) {
    problems.push({
      field: `volume.tiers.${volume.tiers.length - 1}`,
      message: `poslední pásmo ${band(last)} má končit na ${volume.individualOfferFrom - 1}, těsně pod individualOfferFrom (${volume.individualOfferFrom})`,
    });
  }
  return problems;
}
