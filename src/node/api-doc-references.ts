import { lineAt } from "../lib/content-problems";
// What the API guide pages (content/docs/api/**.mdx) say about error codes and limits, so a test
// can hold them against the OpenAPI files: a code or a limit typed by hand must be the one the
// specification defines.

export type CodeReference = { code: number; name?: string; line: number; text: string };

/** The text a reader sees, for matching: fenced code blocks blanked (line numbers kept), inline
 * code and non-breaking spaces turned into plain text. */
export function proseOf(mdx: string): string {
  return mdx
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "))
    .replace(/`([^`\n]*)`/g, "$1")
    .replace(/\u00a0/g, " ");
}

// A three-digit number standing alone: not a part of "1 530", "9000 123", "0,79" or "3.5".
const CODE = String.raw`(?<![\d.,]|\d )\d{3}(?![\d]| \d{3}(?!\d)|[.,]\d)`;
// Codes joined by commas, "a", "nebo", "i" and ranges ("až", dashes).
const JOIN = String.raw`\s*(?:,|a|nebo|i|až|–|-)\s*`;
const STRICT_LIST = `${CODE}(?:${JOIN}${CODE})*`;
// After a keyword, each code may be followed by its meaning in parentheses:
// "kódy 307 (neplatné číslo), 308 (duplicitní příjemce) a 309 (…)".
const GLOSSED_LIST = String.raw`${CODE}(?:\s*\([^()\n]*\))?(?:${JOIN}${CODE}(?:\s*\([^()\n]*\))?)*`;
const NAME = String.raw`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`;
const KEYWORD = String.raw`(?<!\p{L})(?:kód|kódy|kódu|kódem|kódech|kódů|kódům|chyba|chyby|chybu|chybou|chybě|chyb|chybám|chybách|error|errors|code|codes)(?!\p{L})`;

const PATTERNS: { re: RegExp; list: number; name?: number; httpGuard?: boolean }[] = [
  // kód 307, kódy 307, 308 a 309, chybou 303 (TEXT_TOO_LONG), kódy 601 až 607
  { re: new RegExp(`${KEYWORD}\\s+(${GLOSSED_LIST})`, "giu"), list: 1 },
  // (303), (305, 306), (311 nebo 312) — but not (HTTP 400) and not a status in HTTP context
  { re: new RegExp(`\\((${STRICT_LIST})\\)`, "gu"), list: 1, httpGuard: true },
  // **300**, **429, 500, 503**, **300 INVALID_REQUEST**
  { re: new RegExp(`\\*\\*(${STRICT_LIST})(?:\\s+(${NAME}))?\\*\\*`, "gu"), list: 1, name: 2 },
  // 305 (INVALID_SENDER), 402 INSUFFICIENT_CREDIT
  { re: new RegExp(`(${CODE})\\s*\\(?\\s*(${NAME})(?![A-Za-z0-9_])`, "gu"), list: 1, name: 2 },
];

const HTTP_CONTEXT = /(?:HTTP|status\p{L}*)\s*$/iu;

/** The codes of a list: "307, 308 a 309" → 307, 308, 309; "300 až 316" → every code between. */
function codesOfList(list: string): number[] {
  const tokens = [...list.matchAll(new RegExp(`(${CODE})|(až|–|-)`, "gu"))];
  const codes: number[] = [];
  let range = false;
  for (const [, code, dash] of tokens) {
    if (dash) {
      range = codes.length > 0;
      continue;
    }
    const n = Number(code);
    if (range) for (let c = codes[codes.length - 1] + 1; c < n; c++) codes.push(c);
    codes.push(n);
    range = false;
  }
  return codes;
}

/** Every API error code the prose of a guide page cites, with the name written next to it. */
export function errorCodeReferences(mdx: string): CodeReference[] {
  const prose = proseOf(mdx);
  const found = new Map<string, CodeReference>();
  for (const { re, list, name, httpGuard } of PATTERNS) {
    for (const m of prose.matchAll(re)) {
      if (httpGuard && HTTP_CONTEXT.test(prose.slice(Math.max(0, m.index! - 30), m.index))) continue;
      for (const code of codesOfList(m[list])) {
        const ref: CodeReference = { code, line: lineAt(prose, m.index!), text: m[0].replace(/\s+/g, " ").trim() };
        if (name && m[name]) ref.name = m[name];
        const key = `${ref.line}:${code}:${ref.name ?? ""}`;
        if (!found.has(key)) found.set(key, ref);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line || a.code - b.code);
}

/** Codes inside example JSON ("code": 307), code blocks included. */
export function jsonCodeReferences(mdx: string): CodeReference[] {
  return [...mdx.matchAll(/"code":\s*(\d+)/g)].map((m) => ({
    code: Number(m[1]),
    line: lineAt(mdx, m.index!),
    text: m[0],
  }));
}

/** A number as Czech text writes it: "1 530", "86 400", "50". */
export const NUMBER = String.raw`\d{1,3}(?: \d{3})+(?!\d)|\d+`;

export type NumberStatement = { value: number; line: number; text: string };

/** The numbers one phrasing states, in prose: each capture group of the pattern is a number (a
 * group left out by an alternation is skipped). */
export function statedNumbers(mdx: string, pattern: RegExp): NumberStatement[][] {
  const prose = proseOf(mdx);
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  return [...prose.matchAll(new RegExp(pattern.source, flags))].map((m) =>
    m
      .slice(1)
      .filter((n): n is string => n !== undefined)
      .map((n) => ({
        value: Number(n.replace(/ /g, "")),
        line: lineAt(prose, m.index!),
        text: m[0].replace(/\s+/g, " "),
      })),
  );
}

export type FieldReference = { name: string; line: number };

/** The field names a guide page writes: every key of its JSON code blocks, and inline code that
 * is a field path (`callbackUrl`, `paging.after`, `flow[].ttl`, `priority: true`). Plain
 * lower-case words (`to`, `sms`) are left out: they are as often values as fields. */
export function fieldReferences(mdx: string): FieldReference[] {
  const found: FieldReference[] = [];
  for (const block of mdx.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
    const start = lineAt(mdx, block.index!) + 1;
    block[1].split("\n").forEach((line, i) => {
      for (const key of line.matchAll(/"([^"\n]+)"\s*:/g)) found.push({ name: key[1], line: start + i });
    });
  }
  const prose = mdx.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
  // Functions the page's own code defines or calls (`sendSmsFallback`) are not fields.
  const codeFunctions = new Set(
    [...mdx.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm)].flatMap((b) =>
      [...b[2].matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]),
    ),
  );
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) {
    const withValue = /^[^:\s]+:\s/.test(span[1]);
    const path = span[1].replace(/:\s.*$/, "");
    if (!/^[a-z][A-Za-z0-9]*(?:(?:\.|\[\]\.|\[\d+\]\.)[a-z][A-Za-z0-9]*)*$/.test(path)) continue;
    if (!withValue && !/[A-Z.]/.test(path)) continue;
    if (/\.(md|txt|ya?ml|json|csv|pdf|html?)$/.test(path) || codeFunctions.has(path)) continue;
    for (const name of path.split(/\[\]\.|\[\d+\]\.|\./)) found.push({ name, line: lineAt(prose, span.index!) });
  }
  return found;
}
