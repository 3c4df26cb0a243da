import fs from "node:fs";
import path from "node:path";

// The shape of a landing page as its MDX source writes it: the top-level sections in order (with
// the variants that change how they look) and the visual in its hero. Tests use it to keep sibling
// pages apart and every hero showing what its page sells.

/** Message mock-ups: a hero may show one only where the message is the product. */
export const MESSAGE_COMPONENTS = ["SmsMessage", "OtpMessage", "WhatsAppMessage", "ViberMessage", "RcsMessage"];

export interface OpeningTag {
  name: string;
  /** The tag's text from "<" to its closing ">". */
  text: string;
  start: number;
  end: number;
  selfClosing: boolean;
}

/** The opening tag starting at `start` ("<Hero …>"), read up to the ">" outside quotes and braces,
 * so a prop like price={<>…</>} does not end it early. */
export function openingTag(source: string, start: number): OpeningTag {
  const name = /^<([A-Z]\w*)/.exec(source.slice(start))?.[1];
  if (!name) throw new Error(`No component tag at ${start}`);
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || (c === "`" && depth > 0)) quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0) {
      const text = source.slice(start, i + 1);
      return { name, text, start, end: i + 1, selfClosing: source[i - 1] === "/" };
    }
  }
  throw new Error(`<${name}> at ${start} is never closed`);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:=|\\s|/?>)`).test(tag);
const value = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The section's name with the variant that changes its look: Hero:below, Section:media-reverse. */
function sectionName(tag: OpeningTag): string {
  if (tag.name === "Hero") return `Hero:${value(tag.text, "layout") ?? "beside"}`;
  if (tag.name === "Section" && attribute(tag.text, "media"))
    return `Section:media${attribute(tag.text, "reverse") ? "-reverse" : ""}`;
  return tag.name;
}

/** Top-level components (a line starting with "<Name") outside fenced code. */
function topLevelTags(source: string): OpeningTag[] {
  const blanked = source.replace(/(`{3,})[\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, " "));
  const tags: OpeningTag[] = [];
  const pattern = /^<[A-Z]\w*/gm;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(blanked))) {
    const tag = openingTag(blanked, match.index);
    tags.push(tag);
    if (tag.selfClosing) {
      pattern.lastIndex = tag.end;
      continue;
    }
    const close = blanked.indexOf(`</${tag.name}>`, tag.end);
    pattern.lastIndex = close === -1 ? tag.end : close;
  }
  return tags;
}

/** The page's sections in order: ["Hero:beside", "FeatureGrid", "Section:media", …]. */
export function sectionSequence(source: string): string[] {
  return topLevelTags(source).map(sectionName);
}

/** The first component inside the page's <Hero>: its visual, or null when it has none. */
export function heroVisual(source: string): string | null {
  const hero = topLevelTags(source).find((t) => t.name === "Hero");
  if (!hero || hero.selfClosing) return null;
  const body = source.slice(hero.end, source.indexOf("</Hero>", hero.end));
  return /<([A-Z]\w*)/.exec(body)?.[1] ?? null;
}

/** The product visuals editors can use: one file per component in src/components/Visuals/. */
export function visualKinds(dir = path.resolve("src/components/Visuals")): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^[A-Z]\w*\.tsx$/.test(f) && f !== "Screen.tsx" && !f.includes(".test."))
    .map((f) => f.replace(/\.tsx$/, ""));
}
