import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PRIVACY_SOURCE, parsePolicy, renderPolicyPdf } from "./privacy-pdf";
import { thirdParties } from "../config/third-parties";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "../lib/consent";
import { contacts } from "../config/env";

/** The text of an uncompressed pdfkit PDF: glyph ids of each TJ decoded through the ToUnicode map
 * of the font selected by the preceding Tf, pages in order. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1], m[2]);
  const toUnicode = (fontRef: string) => {
    const cmap = objects.get(/\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)!)![1])!;
    const map = new Map<number, string>();
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      [...list.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, hex], i) =>
        map.set(parseInt(start, 16) + i, String.fromCharCode(...hex.split(" ").map((h) => parseInt(h, 16)))),
      );
    }
    return map;
  };
  const fontRefs = new Map<string, string>();
  for (const [, name, ref] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontRefs.set(name, ref);
  const maps = new Map([...fontRefs].map(([name, ref]) => [name, toUnicode(ref)]));
  let font = "";
  let text = "";
  for (const [, tf, tj] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (tf) font = tf;
    else
      for (const [, hex] of tj.matchAll(/<([0-9a-f]+)>/g))
        for (let i = 0; i < hex.length; i += 4) text += maps.get(font)!.get(parseInt(hex.slice(i, i + 4), 16)) ?? "";
    if (tj !== undefined) text += " ";
  }
  // Each TJ ends with a space here; a bold run inside a sentence leaves one before the punctuation.
  return text.replace(/\s+/g, " ").replace(/ ([,.])/g, "$1");
}

const blocks = parsePolicy(fs.readFileSync(PRIVACY_SOURCE, "utf8"));

describe("privacy policy source", () => {
  it("names every third-party service of src/config/third-parties.ts and the consent cookie with its lifetime", () => {
    const headings = blocks.filter((b) => b.type === "h3").map((b) => "text" in b && b.text);
    for (const party of thirdParties) expect(headings, party.name).toContain(party.name);
    const source = fs.readFileSync(PRIVACY_SOURCE, "utf8");
    expect(source).toContain(`**${CONSENT_COOKIE}**`);
    expect(source).toContain(`**${CONSENT_MAX_AGE_DAYS} dní**`);
    for (const cookie of ["_ga", "_gid", "li_fat_id", "bcookie", "lidc", "_hjSessionUser_", "ssupp.vid"])
      expect(source).toContain(`- ${cookie}`);
  });

  it("parses headings, paragraphs and lists", () => {
    expect(parsePolicy("# Název\n\nPrvní\nřádek.\n\n## Práva\n\n- jedna\n- dvě\n  pokračuje")).toEqual([
      { type: "title", text: "Název" },
      { type: "paragraph", text: "První řádek." },
      { type: "h2", text: "Práva" },
      { type: "list", items: ["jedna", "dvě pokračuje"] },
    ]);
    expect(() => parsePolicy("Bez nadpisu")).toThrow(/must start with a "# " title/);
  });
});

describe("privacy policy PDF", () => {
  it("is a PDF with the Czech text, the controller, every service and the contact", async () => {
    const pdf = await renderPolicyPdf(blocks, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain("Zásady ochrany osobních údajů a používání cookies");
    expect(text).toContain("Depeše s.r.o., Sokolovská 394/17, 186 00 Praha 8 – Karlín, IČO 24681357");
    for (const party of thirdParties) expect(text, party.name).toContain(party.name);
    expect(text).toContain("depese_consent");
    expect(text).toContain(contacts.supportEmail);
    expect(text).toContain("Úřadu pro ochranu osobních údajů");
  });

  it("is compressed for the site", async () => {
    const [plain, compressed] = await Promise.all([
      renderPolicyPdf(blocks, { compress: false }),
      renderPolicyPdf(blocks),
    ]);
    expect(compressed.length).toBeLessThan(plain.length);
  });
});
