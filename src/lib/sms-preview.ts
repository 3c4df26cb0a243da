// The highlighted split of an SMS for the length tool: its parts with runs of plain text and the
// characters worth marking (forcing UCS-2, extension table, unbreakable pairs, pieces of a
// composed emoji divided between two parts).
// Only the first `maxChars` characters are built, so a 100 000-character text renders quickly;
// the counts come from analyzeSms and stay exact.
import { GSM7_BASIC_CHARS, GSM7_EXTENSION_CHARS, splitCharacters, type SmsAnalysis } from "./sms-length";

export type PreviewKind = "plain" | "ucs2" | "extension";

export interface PreviewRun {
  text: string;
  kind: PreviewKind;
  /** One code point costing two units (escape pair, surrogate pair): never divided between parts. */
  unbreakable: boolean;
  /** Units the run costs (septets for GSM-7, UTF-16 units for UCS-2). */
  units: number;
  /** A piece of a composed character (👍🏽, a ZWJ family) divided between two parts. */
  divided: boolean;
}

export interface PreviewPart {
  /** 0-based. */
  index: number;
  /** Units of the whole part (also when the preview is cut inside it). */
  units: number;
  runs: PreviewRun[];
}

export interface SmsPreview {
  parts: PreviewPart[];
  /** Characters (graphemes) shown. */
  shownChars: number;
  /** True when the preview stops before the end of the text. */
  truncated: boolean;
  /** Some shown character is divided between two parts. */
  divided: boolean;
}

const BASIC = new Set(GSM7_BASIC_CHARS);
const EXTENSION = new Set(GSM7_EXTENSION_CHARS);

function kindOf(ch: string): PreviewKind {
  if (ch.length === 1 && BASIC.has(ch)) return "plain";
  if (ch.length === 1 && EXTENSION.has(ch)) return "extension";
  return "ucs2";
}

function unitsOf(ch: string, kind: PreviewKind, gsm: boolean): number {
  if (!gsm) return ch.length;
  return kind === "extension" ? 2 : 1;
}

/** A single code point of two units: an escape pair in GSM-7, a surrogate pair in UCS-2. */
function isUnbreakable(ch: string, units: number): boolean {
  return units === 2 && (ch.length === 1 || ch.codePointAt(0)! > 0xffff);
}

function partUnits(part: string, gsm: boolean): number {
  if (!gsm) return part.length;
  let units = 0;
  for (let i = 0; i < part.length; i++) units += EXTENSION.has(part[i]) ? 2 : 1;
  return units;
}

function pushRuns(runs: PreviewRun[], chars: string[], gsm: boolean, lastDivided: boolean): void {
  let plain = "";
  let plainUnits = 0;
  chars.forEach((ch, i) => {
    const kind = kindOf(ch);
    const units = unitsOf(ch, kind, gsm);
    const divided = lastDivided && i === chars.length - 1;
    if (kind === "plain" && !divided) {
      plain += ch;
      plainUnits += units;
      return;
    }
    if (plain) runs.push({ text: plain, kind: "plain", unbreakable: false, units: plainUnits, divided: false });
    plain = "";
    plainUnits = 0;
    runs.push({ text: ch, kind, unbreakable: isUnbreakable(ch, units), units, divided });
  });
  if (plain) runs.push({ text: plain, kind: "plain", unbreakable: false, units: plainUnits, divided: false });
}

/**
 * The parts with their marked runs. A part may start or end inside a composed character
 * (analysis.continuation): those pieces are marked `divided` and the piece at a part's start
 * is not counted again as a character.
 */
export function buildSmsPreview(analysis: SmsAnalysis, maxChars: number): SmsPreview {
  const gsm = analysis.encoding === "GSM-7";
  const parts: PreviewPart[] = [];
  let shown = 0;
  let truncated = false;
  let divided = false;
  for (let p = 0; p < analysis.parts.length; p++) {
    if (shown >= maxChars) {
      truncated = true;
      break;
    }
    const part = analysis.parts[p];
    const head = analysis.continuation[p] ?? 0;
    const endsDivided = (analysis.continuation[p + 1] ?? 0) > 0;
    // Slicing at a generous 8 units per character fills the remaining budget without segmenting
    // a 100 000-character part.
    const budget = maxChars - shown;
    let slice = part.length > head + budget * 8 ? part.slice(0, head + budget * 8) : part;
    const lastCode = slice.charCodeAt(slice.length - 1);
    if (slice.length < part.length && lastCode >= 0xd800 && lastCode <= 0xdbff) slice = slice.slice(0, -1);
    const runs: PreviewRun[] = [];
    if (head > 0) {
      // The rest of a character begun in the previous part: one piece, already counted there.
      const text = slice.slice(0, head);
      const units = partUnits(text, gsm);
      runs.push({ text, kind: kindOf(text), unbreakable: false, units, divided: true });
      divided = true;
    }
    const whole = slice.length === part.length;
    let chars = head < slice.length ? splitCharacters(slice.slice(head)) : [];
    if (chars.length > budget) {
      chars = chars.slice(0, budget);
      truncated = true;
    } else if (!whole) {
      truncated = true;
    }
    const lastDivided = endsDivided && !truncated && chars.length > 0;
    if (lastDivided) divided = true;
    pushRuns(runs, chars, gsm, lastDivided);
    parts.push({ index: p, units: partUnits(part, gsm), runs });
    shown += chars.length;
    if (truncated) break;
  }
  if (!truncated && parts.length < analysis.parts.length) truncated = true;
  return { parts, shownChars: shown, truncated, divided };
}
