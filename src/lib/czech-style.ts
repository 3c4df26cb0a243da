import { lineAt } from "./content-problems";

// Czech slips that crept into the site's copy more than once, found in a file's text and named by
// file and line (src/lib/czech-style.test.ts runs it over content/ and src/i18n/):
// - the brand left undeclined after a preposition: „s Depeše“, „v Depeše“ (write s Depeší, v Depeši,
//   o Depeši, k Depeši, na Depeši; the genitive „od/do/u/z/bez Depeše“ is right and not matched),
// - „ťuknout“ and its forms: Czech phone interfaces say „klepnout“ (klepněte, jedním klepnutím),
// - „můžou“: the site's register is „mohou“.

/** One slip: a pattern over a file's text and what to write instead. */
interface StyleRule {
  pattern: RegExp;
  message: string;
}

const RULES: StyleRule[] = [
  {
    // Spaces: normal or non-breaking; between them and the brand markdown may open emphasis, a link
    // or quotes („s **Depeše**“, „v [Depeše](…)“).
    pattern: /(?<![\p{L}\p{N}_])(?:s|se|v|ve|o|k|ke|na|po|při)[ \u00a0]+[*_[„"]*Depeše(?![\p{L}\p{N}_])/giu,
    message: "značku skloňujte: s Depeší, v Depeši, o Depeši, k Depeši (od, do, u, z Depeše)",
  },
  {
    pattern: /\p{L}*ťuk\p{L}*/giu,
    message: "pište „klepnout“ (klepněte, klepne, jedním klepnutím), jak říkají české telefony",
  },
  {
    pattern: /(?<![\p{L}\p{N}_])můžou(?![\p{L}\p{N}_])/giu,
    message: "pište „mohou“",
  },
];

/** Every slip in a file's text, one a line: "content/pages/faq.mdx:3: „o Depeše“: značku skloňujte: …". */
export function czechStyleSlips(file: string, text: string): string[] {
  const found: { at: number; line: string }[] = [];
  for (const { pattern, message } of RULES)
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      const shown = match[0].replace(/\u00a0/g, " ");
      found.push({ at, line: `${file}:${lineAt(text, at)}: „${shown}“: ${message}` });
    }
  return found.sort((a, b) => a.at - b.at).map((f) => f.line);
}
