import { parse, type HTMLElement, type Node } from "node-html-parser";

// Checks built HTML for Czech typography: a one-letter preposition or conjunction (k, s, v, z, o,
// u, a, i, any case) must be followed by a non-breaking space, never by a normal one, in visible
// text outside code. Used by the browser tests on the built docs pages.

const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "pre",
  "code",
  "kbd",
  "samp",
  "svg",
  "head",
  "title",
]);
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "data",
  "dfn",
  "em",
  "i",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
  "label",
]);
const LOOSE = /(?<![\p{L}\p{N}_\-.@/])([ksvzouaiKSVZOUAI]) (?=\S)/gu;

/** The visible text of a page as lines: one per block, inline elements joined as the reader sees
 * them, code replaced by a neutral word. */
export function visibleTextLines(html: string): string[] {
  const root = parse(html, { comment: false });
  const lines: string[] = [];
  let line = "";
  const flush = () => {
    if (line.trim()) lines.push(line.replace(/[ \t\r\n]+/g, " ").trim());
    line = "";
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      line += (node as unknown as { text: string }).text;
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? "";
    if (SKIPPED.has(tag)) {
      // Inline code is part of the sentence; stand in a word that is not a preposition.
      if (tag === "code" || tag === "kbd" || tag === "samp") line += "kód";
      return;
    }
    if ((node as HTMLElement).getAttribute?.("aria-hidden") === "true") return;
    const inline = INLINE.has(tag);
    if (!inline) flush();
    node.childNodes.forEach(walk);
    if (!inline) flush();
  };
  walk(root.querySelector("body") ?? root);
  flush();
  return lines;
}

/** Every place where a one-letter word is followed by a normal space: "…text v noci…". */
export function looseOneLetterWords(html: string): string[] {
  const found: string[] = [];
  for (const line of visibleTextLines(html)) {
    for (const match of line.matchAll(LOOSE)) {
      const at = match.index ?? 0;
      found.push(`…${line.slice(Math.max(0, at - 25), at + 20)}…`);
    }
  }
  return found;
}

const CODE = new Set(["pre", "code", "kbd", "samp"]);
const NON_BREAKING = /[\u00a0\u2011]/;

/** Every code element whose text holds a non-breaking space or hyphen: copied, it is not the code
 * it looks like ("X\u2011Api-Key" is not the header X-Api-Key). Named by a few characters around it. */
export function nonBreakingInCode(html: string): string[] {
  const found: string[] = [];
  // <pre> parsed as elements (the parser's default keeps its inside as raw text).
  const root = parse(html, { comment: false, blockTextElements: { script: true, noscript: true, style: true } });
  for (const element of root.querySelectorAll(["pre", ...CODE].join(","))) {
    // An element inside another code element is reported with the outer one.
    if (element.parentNode && closestCode(element.parentNode as HTMLElement)) continue;
    const text = element.text;
    const at = text.search(NON_BREAKING);
    if (at < 0) continue;
    const shown = text
      .slice(Math.max(0, at - 20), at + 20)
      .replace(/\u00a0/g, "⍽")
      .replace(/\u2011/g, "‑⃞");
    found.push(`<${element.rawTagName.toLowerCase()}>…${shown}…`);
  }
  return found;
}

function closestCode(element: HTMLElement | null): boolean {
  for (let node = element; node && node.rawTagName; node = node.parentNode as HTMLElement)
    if (CODE.has(node.rawTagName.toLowerCase())) return true;
  return false;
}
