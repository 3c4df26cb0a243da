// SMS length calculator: encoding (GSM-7 / UCS-2), units, segments and the split into parts.
// Pure module without React so the counter UI and tests share one implementation.

import { GSM7_MULTI, GSM7_SINGLE, UCS2_MULTI, UCS2_SINGLE } from "./sms-limits";

export { GSM7_MULTI, GSM7_SINGLE, UCS2_MULTI, UCS2_SINGLE };

/** GSM 03.38 default alphabet (127 characters; ESC at 0x1B is not a character). */
export const GSM7_BASIC_CHARS =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** GSM 03.38 extension table: each costs two septets (ESC + character). */
export const GSM7_EXTENSION_CHARS = "\f^{}\\[~]|€";

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsAnalysis {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Capacity of one part: 160/70 for a single message, 153/67 for a multi-part one. */
  perSegment: number;
  /** Units left in the last part. */
  remaining: number;
  /** User-perceived characters (grapheme clusters; CRLF counts as 2, see splitCharacters). */
  characters: number;
  /** The normalised text split as it will be sent; joined they equal the normalised text. */
  parts: string[];
  /**
   * Per part, the UTF-16 units at its start that continue a character begun in the previous
   * part (a composed emoji such as 👍🏽 divided between its code points); 0 for most parts.
   */
  continuation: number[];
  /** Indexes (into splitCharacters(text)) of characters outside GSM-7, i.e. forcing UCS-2. */
  ucs2Positions: number[];
  /** Indexes of extension-table characters; reported in both encodings, they cost 2 only in GSM-7. */
  extensionPositions: number[];
}

// Lookup table by UTF-16 code unit: 0 = not GSM, 1 = default alphabet, 2 = extension table.
// Sized to cover the highest GSM character (€ U+20AC).
const GSM_COST = new Uint8Array(0x20ad);
for (const ch of GSM7_BASIC_CHARS) GSM_COST[ch.charCodeAt(0)] = 1;
for (const ch of GSM7_EXTENSION_CHARS) GSM_COST[ch.charCodeAt(0)] = 2;

/** 0 when the character (grapheme) is not in GSM-7, else its cost in septets. */
function gsmCost(ch: string): number {
  if (ch.length !== 1) return 0; // every GSM character is a single BMP code unit
  const code = ch.charCodeAt(0);
  return code < GSM_COST.length ? GSM_COST[code] : 0;
}

function isAllGsm(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code >= GSM_COST.length || GSM_COST[code] === 0) return false;
  }
  return true;
}

// Text made only of these code units has one grapheme per code unit: nothing below U+0300
// (combining marks start there) nor the GSM Greek capitals and € extends or joins a neighbour.
// CRLF becomes CR and LF, which is what graphemes() returns anyway.
const ONE_UNIT_PER_GRAPHEME =
  /^(?:[^\u0300-\uffff]|[\u0393\u0394\u0398\u039b\u039e\u03a0\u03a3\u03a6\u03a8\u03a9\u20ac])*$/;

/**
 * Code points that never join a neighbour into a grapheme (UAX #29 class Other/Control or a
 * standalone Extended_Pictographic; not CR, Extend, ZWJ, SpacingMark, Prepend, Hangul jamo or
 * regional indicators). Between two of them there is always a boundary. Conservative: a code
 * point missing here only takes the slower Intl.Segmenter path.
 */
function isSimple(cp: number): boolean {
  if (cp < 0x0300) return cp !== 0x0d;
  if (cp < 0x2000) {
    return (
      (cp >= 0x0370 && cp <= 0x0482) || // Greek, Cyrillic letters
      (cp >= 0x048a && cp <= 0x052f) ||
      (cp >= 0x05d0 && cp <= 0x05ea) || // Hebrew letters
      (cp >= 0x1e00 && cp <= 0x1eff) // Latin Extended Additional
    );
  }
  if (cp < 0x3000) {
    return (
      cp <= 0x200a || // spaces
      (cp >= 0x2010 && cp <= 0x2027) || // dashes, quotes, ellipsis
      (cp >= 0x202f && cp <= 0x205f) ||
      (cp >= 0x20a0 && cp <= 0x20c0) || // currency
      (cp >= 0x2100 && cp <= 0x2bff) // letterlike, arrows, maths, symbols, dingbats
    );
  }
  if (cp < 0x10000) {
    return (
      cp <= 0x3029 ||
      (cp >= 0x3030 && cp <= 0x3098) ||
      (cp >= 0x309b && cp <= 0x30ff) || // kana
      (cp >= 0x3400 && cp <= 0x4dbf) ||
      (cp >= 0x4e00 && cp <= 0x9fff) || // CJK
      (cp >= 0xac00 && cp <= 0xd7a3) || // Hangul syllables (only join with jamo, which are not simple)
      (cp >= 0xff01 && cp <= 0xff9d) // fullwidth and halfwidth forms
    );
  }
  // Emoji without skin-tone modifiers (U+1F3FB–1F3FF are Extend).
  return (cp >= 0x1f300 && cp <= 0x1f3fa) || (cp >= 0x1f400 && cp <= 0x1faff);
}

let segmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    // Older browsers (e.g. Firefox < 125) lack Segmenter; fall back to code points there.
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
        : null;
  }
  return segmenter;
}

// Intl.Segmenter costs about a microsecond per grapheme and V8's iteration is quadratic in the
// string length (100 000 emoji characters take seconds), so it only sees the short spans that
// need it, and long spans in chunks.
const CHUNK = 512;

// CRLF is one grapheme, but it costs two units; counting it as two characters keeps
// `characters` and the highlight positions consistent with `units`.
function pushGrapheme(out: string[], g: string): void {
  if (g === "\r\n") out.push("\r", "\n");
  else out.push(g);
}

/** Segments s[from, to), which starts and ends at grapheme boundaries. */
function segmentSpan(seg: Intl.Segmenter, s: string, from: number, to: number, out: string[]): void {
  let start = from;
  let size = CHUNK;
  while (start < to) {
    if (start + size >= to) {
      for (const { segment } of seg.segment(s.slice(start, to))) pushGrapheme(out, segment);
      return;
    }
    // The last segment of a chunk may be cut by the chunk end, so it is dropped and the next
    // chunk starts there. Starting at a real boundary gives the same result as segmenting the
    // whole text: grapheme rules never look back across a boundary.
    let end = start + size;
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end--; // a lone surrogate would end the segment before it
    let pending: string | null = null;
    let consumed = 0;
    for (const { segment } of seg.segment(s.slice(start, end))) {
      if (pending !== null) {
        pushGrapheme(out, pending);
        consumed += pending.length;
      }
      pending = segment;
    }
    if (consumed === 0) {
      size *= 2; // a single grapheme longer than the chunk (e.g. stacked combining marks)
    } else {
      start += consumed;
      size = CHUNK;
    }
  }
}

// Grapheme classes for the UAX #29 rules handled here without the Segmenter (plain numbers
// rather than an enum, which Babel-based builds handle poorly as const enum).
const G_OTHER = 0;
const G_CR = 1;
const G_LF = 2;
const G_CONTROL = 3;
const G_EXTEND = 4;
const G_ZWJ = 5;
const G_RI = 6;
const G_EXT_PICT = 7;
const G_UNKNOWN = 8; // Prepend, SpacingMark, Hangul jamo…: left to Intl.Segmenter

const EXTEND = /[\p{Grapheme_Extend}\p{Emoji_Modifier}]/u;
const EXT_PICT = /\p{Extended_Pictographic}/u;
const classCache = new Map<number, number>();

function classify(cp: number): number {
  if (cp === 0x0d) return G_CR;
  if (cp === 0x0a) return G_LF;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp === 0xad) return G_CONTROL;
  if (cp === 0x200d) return G_ZWJ;
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return G_RI;
  let cls = classCache.get(cp);
  if (cls === undefined) {
    const ch = String.fromCodePoint(cp);
    cls = EXT_PICT.test(ch) ? G_EXT_PICT : EXTEND.test(ch) ? G_EXTEND : isSimple(cp) ? G_OTHER : G_UNKNOWN;
    classCache.set(cp, cls);
  }
  return cls;
}

/**
 * Segments s[from, to) with the grapheme rules that matter for Latin text with combining marks,
 * CRLF and emoji (modifiers, VS16, keycaps, ZWJ sequences, flags). Returns false, having pushed
 * nothing, when the span holds a code point these rules do not cover.
 */
function segmentSimply(s: string, from: number, to: number, out: string[]): boolean {
  const found: string[] = [];
  let start = from;
  let prev: number = G_CONTROL; // nothing before `from` joins (it is a boundary)
  let emoji = 0; // 1 after ExtPict Extend*, 2 after ExtPict Extend* ZWJ (rule GB11)
  let riRun = 0; // regional indicators in a row, for pairing flags (GB12/13)
  let i = from;
  while (i < to) {
    const cp = s.codePointAt(i)!;
    const cls = classify(cp);
    if (cls === G_UNKNOWN) return false;
    let join: boolean;
    if (i === from) join = false;
    else if (prev === G_CR && cls === G_LF) join = true;
    else if (prev === G_CR || prev === G_LF || prev === G_CONTROL) join = false;
    else if (cls === G_CR || cls === G_LF || cls === G_CONTROL) join = false;
    else if (cls === G_EXTEND || cls === G_ZWJ) join = true;
    else if (cls === G_EXT_PICT && emoji === 2) join = true;
    else join = cls === G_RI && riRun % 2 === 1;
    if (!join && i > from) {
      found.push(s.slice(start, i));
      start = i;
    }
    emoji = cls === G_EXT_PICT ? 1 : cls === G_EXTEND && emoji === 1 ? 1 : cls === G_ZWJ && emoji === 1 ? 2 : 0;
    riRun = cls === G_RI ? riRun + 1 : 0;
    prev = cls;
    i += cp > 0xffff ? 2 : 1;
  }
  found.push(s.slice(start, to));
  for (const g of found) pushGrapheme(out, g);
  return true;
}

/** Graphemes of an already NFC-normalised text, with CRLF split into CR and LF. */
function graphemes(s: string): string[] {
  if (ONE_UNIT_PER_GRAPHEME.test(s)) return s.split("");
  const seg = getSegmenter();
  // Cut the text wherever two simple code points meet (a certain boundary). A piece of one code
  // point is a grapheme; longer pieces go through segmentSimply, or the Segmenter if needed.
  const out: string[] = [];
  const flush = (from: number, to: number) => {
    if (to - from === 1 || (to - from === 2 && s.codePointAt(from)! > 0xffff)) out.push(s.slice(from, to));
    else if (!segmentSimply(s, from, to, out)) {
      if (seg) segmentSpan(seg, s, from, to, out);
      else out.push(...Array.from(s.slice(from, to))); // no Segmenter: at least keep surrogate pairs
    }
  };
  let pieceStart = 0;
  let prevSimple = false;
  let i = 0;
  while (i < s.length) {
    const cp = s.codePointAt(i)!;
    const simple = isSimple(cp);
    if (simple && prevSimple) {
      flush(pieceStart, i);
      pieceStart = i;
    }
    prevSimple = simple;
    i += cp > 0xffff ? 2 : 1;
  }
  if (pieceStart < s.length) flush(pieceStart, s.length);
  return out;
}

/**
 * The user-perceived characters of the NFC-normalised text (grapheme clusters, CRLF as two
 * entries). ucs2Positions and extensionPositions index into this array.
 */
export function splitCharacters(text: string): string[] {
  return graphemes(text.normalize("NFC"));
}

/**
 * Greedy split into parts of at most `limit` units, as operators split: a part ends where the
 * next code point does not fit. Only an escape pair (GSM-7) and a surrogate pair (UCS-2) are
 * never divided, so such a part holds one unit less. A composed character (👍🏽, a ZWJ family, a
 * letter with combining marks) may be divided between parts at a code point boundary; the phone
 * joins the parts before showing the message. Iterating characters first keeps the common case
 * fast and tells where a character was divided (`continuation`).
 */
function splitParts(
  s: string,
  chars: string[],
  costOf: (ch: string) => number,
  limit: number,
): { parts: string[]; continuation: number[]; lastUnits: number } {
  const parts: string[] = [];
  const continuation: number[] = [0];
  let start = 0;
  let pos = 0;
  let used = 0;
  for (const ch of chars) {
    const cost = costOf(ch);
    if (used + cost <= limit) {
      used += cost;
      pos += ch.length;
      continue;
    }
    const charStart = pos;
    const charEnd = pos + ch.length;
    for (const cp of ch) {
      // A GSM character is one code unit and costs 1 or 2 (escape pair); in UCS-2 a code point
      // costs its UTF-16 length, 2 for a surrogate pair. Either way it moves whole.
      const cpCost = costOf(cp);
      if (used + cpCost > limit) {
        parts.push(s.slice(start, pos));
        continuation.push(pos > charStart ? charEnd - pos : 0);
        start = pos;
        used = 0;
      }
      used += cpCost;
      pos += cp.length;
    }
  }
  parts.push(s.slice(start, pos));
  // A character longer than a whole part (stacked combining marks) fills the parts it spans.
  for (let i = 0; i < parts.length; i++) continuation[i] = Math.min(continuation[i], parts[i].length);
  return { parts, continuation, lastUnits: used };
}

const utf16Length = (ch: string): number => ch.length;

export function analyzeSms(text: string): SmsAnalysis {
  const normalised = text.normalize("NFC"); // a decomposed é must count as the GSM é
  const chars = graphemes(normalised);

  const ucs2Positions: number[] = [];
  const extensionPositions: number[] = [];
  let septets = 0;
  for (let i = 0; i < chars.length; i++) {
    const cost = gsmCost(chars[i]);
    if (cost === 0) ucs2Positions.push(i);
    else if (cost === 2) extensionPositions.push(i);
    septets += cost;
  }

  const encoding: SmsEncoding = ucs2Positions.length === 0 ? "GSM-7" : "UCS-2";
  const gsm = encoding === "GSM-7";
  const single = gsm ? GSM7_SINGLE : UCS2_SINGLE;
  const multi = gsm ? GSM7_MULTI : UCS2_MULTI;
  const units = gsm ? septets : normalised.length;
  const base = { encoding, units, characters: chars.length, ucs2Positions, extensionPositions };

  if (units === 0) return { ...base, segments: 0, perSegment: single, remaining: single, parts: [], continuation: [] };
  if (units <= single)
    return {
      ...base,
      segments: 1,
      perSegment: single,
      remaining: single - units,
      parts: [normalised],
      continuation: [0],
    };

  const { parts, continuation, lastUnits } = splitParts(normalised, chars, gsm ? gsmCost : utf16Length, multi);
  return { ...base, segments: parts.length, perSegment: multi, remaining: multi - lastUnits, parts, continuation };
}

// Per-code-point replacements for typography and letters that NFD cannot reduce to GSM.
const REPLACEMENTS: Record<string, string> = {};
const addAll = (chars: string, to: string) => {
  for (const ch of chars) REPLACEMENTS[ch] = to;
};
addAll("„“”‟«»″", '"');
addAll("‚‘’‛‹›′`´", "'");
addAll("‐‑‒–—―−", "-");
addAll("…", "...");
// Unicode spaces (and tab, which GSM lacks) become a plain space.
addAll("\t\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000", " ");
// Invisible characters would only force UCS-2.
addAll("\u00ad\u200b\u200c\u200d\u2060\ufeff", "");
Object.assign(REPLACEMENTS, {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  Ŧ: "T",
  ŧ: "t",
  ı: "i",
  Œ: "OE",
  œ: "oe",
});

const COMBINING_MARK = /\p{M}/gu;

function toGsmCodePoint(cp: string): string {
  if (isAllGsm(cp)) return cp; // keep letters GSM has (é, ä, ñ, Ø, ß…)
  const replacement = REPLACEMENTS[cp];
  if (replacement !== undefined) return replacement;
  return cp.normalize("NFD").replace(COMBINING_MARK, ""); // č → c, ó → o, lone marks → ""
}

function toGsmGrapheme(g: string): string {
  if (isAllGsm(g)) return g;
  let out = "";
  for (const cp of g) out += toGsmCodePoint(cp);
  // Only accept a full conversion; emoji and non-Latin scripts stay as they are.
  return isAllGsm(out) ? out : g;
}

export interface GsmChange {
  from: string;
  to: string;
  count: number;
}

/**
 * Replaces diacritics GSM lacks, typographic quotes, dashes, ellipsis and special spaces so the
 * message fits GSM-7. Characters with no GSM equivalent (emoji, Cyrillic…) are kept.
 * `changes` lists each distinct replacement in order of first occurrence.
 */
export function toGsm(text: string): { text: string; changes: GsmChange[] } {
  const chars = graphemes(text.normalize("NFC"));
  const out: string[] = new Array(chars.length);
  const changes = new Map<string, GsmChange>();
  for (let i = 0; i < chars.length; i++) {
    const from = chars[i];
    const to = toGsmGrapheme(from);
    out[i] = to;
    if (to !== from) {
      const change = changes.get(from);
      if (change) change.count++;
      else changes.set(from, { from, to, count: 1 });
    }
  }
  return { text: out.join(""), changes: [...changes.values()] };
}
