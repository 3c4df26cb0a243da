// Phone number validation for the validator tool. Uses the full ("max") metadata because number
// types (mobile, fixed line…) need it; import this module only on the validator's page.
import {
  type CountryCode,
  type PhoneNumber,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from "libphonenumber-js/max";
import { countryNameCs } from "./phone-countries";

export type { CountryCode };
// Kept here too for the validator's callers; it lives beside the country list, which the
// validator's menu needs before this module (and its metadata) loads.
export { countryNameCs } from "./phone-countries";

export type PhoneReasonCode =
  "EMPTY" | "LETTERS" | "INVALID_CHARS" | "TOO_SHORT" | "TOO_LONG" | "INVALID_COUNTRY" | "INVALID";

export interface ValidationResult {
  input: string;
  valid: boolean;
  /** +420602123456 */
  e164?: string;
  /** +420 602 123 456 */
  international?: string;
  /** 602 123 456 */
  national?: string;
  /** ISO 3166-1 alpha-2 code, e.g. "CZ"; missing for non-geographic numbers. */
  country?: string;
  /** Czech name of the country, e.g. "Česko". */
  countryName?: string;
  /** libphonenumber type, e.g. "MOBILE". */
  type?: string;
  /** Czech label of the type, e.g. "mobilní". */
  typeLabel?: string;
  /** Czech explanation for an invalid input. */
  reason?: string;
  reasonCode?: PhoneReasonCode;
}

export interface PhoneListRow extends ValidationResult {
  /** 1-based line of the pasted text. */
  line: number;
  /** Line of the first occurrence of the same E.164 number. */
  duplicateOf?: number;
}

export interface PhoneListResult {
  rows: PhoneListRow[];
  /** total = valid + invalid + duplicates; valid counts unique valid numbers. */
  summary: { total: number; valid: number; invalid: number; duplicates: number };
}

export const TYPE_LABELS: Record<string, string> = {
  MOBILE: "mobilní",
  FIXED_LINE: "pevná linka",
  FIXED_LINE_OR_MOBILE: "pevná linka nebo mobilní",
  TOLL_FREE: "bezplatná linka",
  PREMIUM_RATE: "linka se zvýšeným tarifem",
  SHARED_COST: "linka se sdílenými náklady",
  VOIP: "VoIP",
  PERSONAL_NUMBER: "osobní číslo",
  PAGER: "pager",
  UAN: "univerzální číslo",
  VOICEMAIL: "hlasová schránka",
};

/** Longer inputs are rejected before parsing: no real number with formatting gets near it. */
export const MAX_INPUT_LENGTH = 64;
// E.164 allows 15 digits; a few more leave room for an IDD prefix such as 00.
const MAX_DIGITS = 17;

const REASONS: Record<Exclude<PhoneReasonCode, "INVALID">, string> = {
  EMPTY: "Zadejte telefonní číslo.",
  LETTERS: "Číslo obsahuje písmena, zadejte jen číslice (případně s + na začátku).",
  INVALID_CHARS:
    "Číslo obsahuje nepovolené znaky, použijte jen číslice, mezery, + na začátku, závorky, pomlčky, tečky nebo lomítka.",
  TOO_SHORT: "Číslo je příliš krátké, zkontrolujte, zda nechybí číslice.",
  TOO_LONG: "Číslo je příliš dlouhé, zkontrolujte, zda nepřebývají číslice.",
  INVALID_COUNTRY: "Neznámá mezinárodní předvolba, zkontrolujte číslice za znakem +.",
};

function invalid(input: string, reasonCode: PhoneReasonCode, reason?: string): ValidationResult {
  return { input, valid: false, reasonCode, reason: reason ?? REASONS[reasonCode as keyof typeof REASONS] };
}

// Formatting people use around numbers: spaces of all kinds, brackets, dashes, dots, slashes.
const FORMATTING = /[\s()[\].\-‐‑‒–—―−/]/g;
const LETTER = /\p{L}/u;

function validateUnsafe(input: string, defaultCountry: CountryCode): ValidationResult {
  const trimmed = input.trim();
  if (trimmed === "") return invalid(input, "EMPTY");
  if (trimmed.length > MAX_INPUT_LENGTH) return invalid(input, "TOO_LONG");

  // NFKC turns fullwidth digits and ＋ into ASCII.
  let cleaned = trimmed.normalize("NFKC").replace(FORMATTING, "");
  if (!/^\+?\d*$/.test(cleaned)) return invalid(input, LETTER.test(cleaned) ? "LETTERS" : "INVALID_CHARS");
  // 00 is the international prefix in Czechia and most of Europe, whatever the default country.
  if (cleaned.startsWith("00")) cleaned = "+" + cleaned.slice(2);
  const digits = cleaned.replace("+", "").length;
  if (digits === 0) return invalid(input, "TOO_SHORT");
  if (digits > MAX_DIGITS) return invalid(input, "TOO_LONG");

  let phone: PhoneNumber;
  try {
    phone = parsePhoneNumberWithError(cleaned, defaultCountry);
  } catch (error) {
    const message = error instanceof ParseError || error instanceof Error ? error.message : "";
    if (message === "INVALID_COUNTRY") return invalid(input, "INVALID_COUNTRY");
    if (message === "TOO_LONG") return invalid(input, "TOO_LONG");
    if (message === "TOO_SHORT" || message === "NOT_A_NUMBER") return invalid(input, "TOO_SHORT");
    return invalidForCountry(input, cleaned.startsWith("+") ? undefined : defaultCountry);
  }

  if (!phone.isValid()) {
    // Length problems get their own, more helpful message.
    const length = validatePhoneNumberLength(cleaned, defaultCountry);
    if (length === "TOO_SHORT") return invalid(input, "TOO_SHORT");
    if (length === "TOO_LONG") return invalid(input, "TOO_LONG");
    if (length === "INVALID_COUNTRY") return invalid(input, "INVALID_COUNTRY");
    // Metadata allows long numbers in some ranges (CZ has 12-digit ones), so "602 123 456 7"
    // passes the length check; a valid number hiding in front of extra digits is "too long".
    if (hasValidPrefix(phone)) return invalid(input, "TOO_LONG");
    return invalidForCountry(
      input,
      phone.country ?? (cleaned.startsWith("+") ? undefined : defaultCountry),
      phone.countryCallingCode,
    );
  }

  const type = phone.getType();
  return {
    input,
    valid: true,
    e164: phone.number,
    international: phone.formatInternational(),
    national: phone.formatNational(),
    country: phone.country,
    countryName: phone.country ? countryNameCs(phone.country) : undefined,
    type,
    typeLabel: type ? TYPE_LABELS[type] : undefined,
  };
}

function hasValidPrefix(phone: PhoneNumber): boolean {
  for (let drop = 1; drop <= 4 && drop < phone.nationalNumber.length; drop++) {
    try {
      if (parsePhoneNumberWithError(`+${phone.countryCallingCode}${phone.nationalNumber.slice(0, -drop)}`).isValid())
        return true;
    } catch {
      return false; // too short to parse: shorter prefixes will not be valid either
    }
  }
  return false;
}

function invalidForCountry(input: string, country?: string, callingCode?: string): ValidationResult {
  const where = country ? `pro zemi ${countryNameCs(country)}` : callingCode ? `pro předvolbu +${callingCode}` : "";
  return { ...invalid(input, "INVALID", `Toto není platné telefonní číslo${where ? " " + where : ""}.`), country };
}

/** Validates one number; never throws. Inputs without + are read as numbers of defaultCountry. */
export function validatePhoneNumber(input: string, defaultCountry: CountryCode = "CZ"): ValidationResult {
  const text = typeof input === "string" ? input : ""; // guard for untyped callers
  try {
    return validateUnsafe(text, defaultCountry);
  } catch {
    // libphonenumber should not throw past parsing, but a validator must never crash the page.
    return invalidForCountry(text, defaultCountry);
  }
}

const SEPARATOR = /[,;\t]/;

/** Splits a pasted list into lines (any line break). */
export function splitPhoneListLines(text: string): string[] {
  return typeof text === "string" ? text.split(/\r\n|\r|\n/) : [];
}

/**
 * Incremental list validation: feed lines in order with addLine, read `result` at the end.
 * validatePhoneList uses it in one go; the validator page feeds it in slices between which the
 * browser can handle typing (validatePhoneListInSlices).
 */
export class PhoneListValidator {
  private readonly rows: PhoneListRow[] = [];
  private readonly firstLine = new Map<string, number>();
  // Pasted lists often repeat entries; parsing is the expensive part, so cache by entry.
  private readonly cache = new Map<string, ValidationResult>();
  private readonly summary = { total: 0, valid: 0, invalid: 0, duplicates: 0 };

  constructor(private readonly defaultCountry: CountryCode = "CZ") {}

  /** Entries of one line, split on commas, semicolons and tabs; `line` is 1-based. */
  addLine(text: string, line: number): void {
    for (const part of text.split(SEPARATOR)) {
      const entry = part.trim();
      if (entry === "") continue;
      let result = this.cache.get(entry);
      if (!result) {
        result = validatePhoneNumber(entry, this.defaultCountry);
        this.cache.set(entry, result);
      }
      const row: PhoneListRow = { ...result, line };
      this.summary.total++;
      if (!row.valid || !row.e164) {
        this.summary.invalid++;
      } else {
        const first = this.firstLine.get(row.e164);
        if (first === undefined) {
          this.firstLine.set(row.e164, row.line);
          this.summary.valid++;
        } else {
          row.duplicateOf = first;
          this.summary.duplicates++;
        }
      }
      this.rows.push(row);
    }
  }

  get result(): PhoneListResult {
    return { rows: this.rows, summary: { ...this.summary } };
  }
}

/**
 * Validates a pasted list: entries split on new lines, commas, semicolons and tabs (columns
 * pasted from a spreadsheet). Repeated numbers (same E.164) are marked with duplicateOf.
 */
export function validatePhoneList(text: string, defaultCountry: CountryCode = "CZ"): PhoneListResult {
  const validator = new PhoneListValidator(defaultCountry);
  const lines = splitPhoneListLines(text);
  for (let l = 0; l < lines.length; l++) validator.addLine(lines[l], l + 1);
  return validator.result;
}

/**
 * validatePhoneList in slices of about `sliceMs`, yielding to the browser between them so
 * typing stays responsive with 10 000 numbers. Resolves to null when the signal aborts.
 */
export async function validatePhoneListInSlices(
  text: string,
  defaultCountry: CountryCode,
  options: { signal?: AbortSignal; sliceMs?: number; yieldToBrowser?: () => Promise<void> } = {},
): Promise<PhoneListResult | null> {
  const {
    signal,
    sliceMs = 12,
    yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  } = options;
  const validator = new PhoneListValidator(defaultCountry);
  const lines = splitPhoneListLines(text);
  let l = 0;
  while (l < lines.length) {
    if (signal?.aborted) return null;
    const until = Date.now() + sliceMs;
    do {
      validator.addLine(lines[l], l + 1);
      l++;
    } while (l < lines.length && Date.now() < until);
    if (l < lines.length) await yieldToBrowser();
  }
  return signal?.aborted ? null : validator.result;
}

export const CSV_HEADER = "vstup;platne;e164;mezinarodni;narodni;zeme;typ;duvod";

// Excel runs cells starting with = + - @ as formulas; + and - are left alone when the cell is
// just a phone number (+420 602 123 456), anything else gets a leading apostrophe.
function neutraliseFormula(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s()./-]*$/.test(value))) return "'" + value;
  return value;
}

function csvCell(value: string | undefined): string {
  const v = neutraliseFormula(value ?? "");
  return /[";\r\n]|^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/**
 * CSV of validated rows for download: semicolons and CRLF as Czech Excel expects. Duplicates
 * are left out unless includeDuplicates; invalid rows stay so people see what to fix. For
 * Excel to read UTF-8 diacritics, prepend "\uFEFF" (bom: true) to the downloaded file.
 */
export function toCsv(
  rows: ReadonlyArray<ValidationResult & { duplicateOf?: number }>,
  options: { includeDuplicates?: boolean; bom?: boolean } = {},
): string {
  const lines = [CSV_HEADER];
  for (const row of rows) {
    if (row.duplicateOf !== undefined && !options.includeDuplicates) continue;
    const reason = row.duplicateOf !== undefined ? `Duplicitní číslo, poprvé na řádku ${row.duplicateOf}.` : row.reason;
    lines.push(
      [
        row.input,
        row.valid ? "ano" : "ne",
        row.e164,
        row.international,
        row.national,
        row.country,
        row.typeLabel,
        reason,
      ]
        .map(csvCell)
        .join(";"),
    );
  }
  return (options.bom ? "\uFEFF" : "") + lines.join("\r\n") + "\r\n";
}
