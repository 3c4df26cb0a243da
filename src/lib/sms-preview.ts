// The highlighted split of an SMS for the length tool: its parts with runs of plain text and the
// characters worth marking (forcing UCS-2, extension table, unbreakable multi-unit characters).
// Only the first `maxChars` characters are built, so a 100 000-character text renders quickly;
// the counts come from analyzeSms and stay exact.
import { GSM7_BASIC_CHARS, GSM7_EXTENSION_CHARS, splitCharacters, type SmsAnalysis } from "./sms-length";

export type PreviewKind = "plain" | "ucs2" | "extension";

export interface PreviewRun {
  text: string;
  kind: PreviewKind;
  /** Costs more than one unit and moves whole to the next part (escape pair, emoji). */
  unbreakable: boolean;
  /** Units the run costs (septets for GSM-7, UTF-16 units for UCS-2). */
  units: number;
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

function partUnits(part: string, gsm: boolean): number {
  if (!gsm) return part.length;
  let units = 0;
  for (let i = 0; i < part.length; i++) units += EXTENSION.has(part[i]) ? 2 : 1;
  return units;
}

export function buildSmsPreview(analysis: SmsAnalysis, maxChars: number): SmsPreview {
  const gsm = analysis.encoding === "GSM-7";
  const parts: PreviewPart[] = [];
  let shown = 0;
  let truncated = false;
  for (let p = 0; p < analysis.parts.length; p++) {
    if (shown >= maxChars) {
      truncated = true;
      break;
    }
    const part = analysis.parts[p];
    // Parts start at character boundaries; 2 units per character at most is enough to fill
    // the remaining budget without segmenting more than needed.
    const budget = maxChars - shown;
    let slice = part.length > budget * 8 ? part.slice(0, budget * 8) : part;
    const lastCode = slice.charCodeAt(slice.length - 1);
    if (slice.length < part.length && lastCode >= 0xd800 && lastCode <= 0xdbff) slice = slice.slice(0, -1);
    let chars = splitCharacters(slice);
    if (chars.length > budget) {
      chars = chars.slice(0, budget);
      truncated = true;
    } else if (slice.length < part.length) {
      truncated = true;
    }
    const runs: PreviewRun[] = [];
    let plain = "";
    let plainUnits = 0;
    for (const ch of chars) {
      const kind = kindOf(ch);
      const units = unitsOf(ch, kind, gsm);
      if (kind === "plain") {
        plain += ch;
        plainUnits += units;
        continue;
      }
      if (plain) runs.push({ text: plain, kind: "plain", unbreakable: false, units: plainUnits });
      plain = "";
      plainUnits = 0;
      runs.push({ text: ch, kind, unbreakable: units > 1, units });
    }
    if (plain) runs.push({ text: plain, kind: "plain", unbreakable: false, units: plainUnits });
    parts.push({ index: p, units: partUnits(part, gsm), runs });
    shown += chars.length;
    if (truncated) break;
  }
  if (!truncated && parts.length < analysis.parts.length) truncated = true;
  return { parts, shownChars: shown, truncated };
}
