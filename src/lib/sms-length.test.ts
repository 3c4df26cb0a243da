import { describe, expect, it } from "vitest";
import {
  analyzeSms,
  GSM7_BASIC_CHARS,
  GSM7_EXTENSION_CHARS,
  GSM7_MULTI,
  GSM7_SINGLE,
  splitCharacters,
  toGsm,
  UCS2_MULTI,
  UCS2_SINGLE,
} from "./sms-length";

const a = (n: number) => "a".repeat(n);
const c = (n: number) => "č".repeat(n);
const FAMILY = "👨‍👩‍👧"; // 3 emoji joined by 2 ZWJ: 6 + 2 = 8 UTF-16 units, one grapheme
const CZECH = "Příliš žluťoučký kůň úpěl ďábelské ódy";

describe("GSM 03.38 tables", () => {
  it("has 127 distinct default characters and 10 extension characters", () => {
    expect(new Set(GSM7_BASIC_CHARS).size).toBe(127);
    expect([...GSM7_BASIC_CHARS]).toHaveLength(127);
    expect(new Set(GSM7_EXTENSION_CHARS).size).toBe(10);
  });

  it("constants", () => {
    expect([GSM7_SINGLE, GSM7_MULTI, UCS2_SINGLE, UCS2_MULTI]).toEqual([160, 153, 70, 67]);
  });
});

describe("analyzeSms", () => {
  it.each([
    // label, text, encoding, units, segments, perSegment, remaining
    ["empty", "", "GSM-7", 0, 0, 160, 160],
    ["1 letter", "a", "GSM-7", 1, 1, 160, 159],
    ["160 GSM", a(160), "GSM-7", 160, 1, 160, 0],
    ["161 GSM", a(161), "GSM-7", 161, 2, 153, 145],
    ["306 GSM", a(306), "GSM-7", 306, 2, 153, 0],
    ["307 GSM", a(307), "GSM-7", 307, 3, 153, 152],
    ["€ alone", "€", "GSM-7", 2, 1, 160, 158],
    ["every extension char", GSM7_EXTENSION_CHARS, "GSM-7", 20, 1, 160, 140],
    ["80 × €", "€".repeat(80), "GSM-7", 160, 1, 160, 0],
    ["Czech pangram", CZECH, "UCS-2", 38, 1, 70, 32],
    ["70 UCS-2", c(70), "UCS-2", 70, 1, 70, 0],
    ["71 UCS-2", c(71), "UCS-2", 71, 2, 67, 63],
    ["134 UCS-2", c(134), "UCS-2", 134, 2, 67, 0],
    ["135 UCS-2", c(135), "UCS-2", 135, 3, 67, 66],
    ["emoji", "😀", "UCS-2", 2, 1, 70, 68],
    ["CRLF", "a\r\nb", "GSM-7", 4, 1, 160, 156],
    ["LF", "a\nb", "GSM-7", 3, 1, 160, 157],
    ["decomposed é", "e\u0301", "GSM-7", 1, 1, 160, 159],
    ["€ in UCS-2 costs 1", "€č", "UCS-2", 2, 1, 70, 68],
  ])("%s", (_label, text, encoding, units, segments, perSegment, remaining) => {
    const r = analyzeSms(text);
    expect(r).toMatchObject({ encoding, units, segments, perSegment, remaining });
  });

  it.each([
    // label, text, part lengths in units, index of the part holding the marker
    ["161 GSM splits 153 + 8", a(161), [153, 8]],
    ["€ straddling 153 moves to part 2", a(152) + "€" + a(10), [152, 12]],
    ["€ exactly at the end of part 1 stays", a(151) + "€" + a(10), [153, 10]],
    ["71 UCS-2 splits 67 + 4", c(71), [67, 4]],
    ["😀 straddling 67 moves to part 2", c(66) + "😀" + c(5), [66, 7]],
    // Only escape and surrogate pairs are unbreakable: a composed emoji is divided between its
    // code points like operators do (👨 ZWJ 👩 ZWJ | 👧).
    ["ZWJ emoji may be split between code points", c(60) + FAMILY + c(10), [66, 12]],
    ["ZWJ emoji split right after a ZWJ fills part 1", c(61) + FAMILY + c(10), [67, 12]],
    ["ZWJ emoji whose first surrogate pair straddles 67 moves whole", c(66) + FAMILY + c(10), [66, 18]],
    ["skin-tone emoji split between its two code points", c(65) + "👍🏽" + c(65), [67, 67]],
    ["skin-tone emoji whose modifier straddles 67", c(64) + "👍🏽" + c(5), [66, 7]],
  ])("%s", (_label, text, unitsPerPart) => {
    const r = analyzeSms(text);
    const count = (part: string) =>
      r.encoding === "GSM-7" ? part.length + [...part].filter((ch) => ch === "€").length : part.length;
    expect(r.parts.map(count)).toEqual(unitsPerPart);
    expect(r.parts.join("")).toBe(text);
  });

  it("puts the straddling € and emoji at the start of part 2", () => {
    expect(analyzeSms(a(152) + "€" + a(10)).parts[1].startsWith("€")).toBe(true);
    expect(analyzeSms(c(66) + "😀" + c(5)).parts[1].startsWith("😀")).toBe(true);
    expect(analyzeSms(c(66) + FAMILY + c(10)).parts[1].startsWith(FAMILY)).toBe(true);
  });

  it("65 × č + 👍🏽 + 65 × č (134 units) is 2 SMS, the emoji divided between them", () => {
    const r = analyzeSms(c(65) + "👍🏽" + c(65));
    expect(r).toMatchObject({
      encoding: "UCS-2",
      units: 134,
      segments: 2,
      perSegment: 67,
      remaining: 0,
      characters: 131,
    });
    expect(r.parts).toEqual([c(65) + "👍", "🏽" + c(65)]);
    expect(r.continuation).toEqual([0, 2]); // part 2 starts with the rest of the emoji
  });

  it("reports where a part starts inside a character", () => {
    expect(analyzeSms(c(60) + FAMILY + c(10))).toMatchObject({
      parts: [c(60) + "👨‍👩‍", "👧" + c(10)],
      continuation: [0, 2],
    });
    expect(analyzeSms(c(66) + FAMILY + c(10)).continuation).toEqual([0, 0]);
    expect(analyzeSms(a(161)).continuation).toEqual([0, 0]);
    expect(analyzeSms("a").continuation).toEqual([0]);
    expect(analyzeSms("").continuation).toEqual([]);
  });

  it("empty text has no parts", () => {
    expect(analyzeSms("")).toMatchObject({ units: 0, segments: 0, parts: [], characters: 0 });
  });

  it("counts graphemes as characters and CRLF as 2", () => {
    expect(analyzeSms("😀").characters).toBe(1);
    expect(analyzeSms(FAMILY)).toMatchObject({ characters: 1, units: 8 });
    expect(analyzeSms("a\r\nb").characters).toBe(4);
    expect(analyzeSms("a\nb").characters).toBe(3);
    expect(analyzeSms("e\u0301").characters).toBe(1);
  });

  it("normalises to NFC: a decomposed Czech text counts like the composed one", () => {
    const decomposed = CZECH.normalize("NFD");
    expect(decomposed.length).toBeGreaterThan(CZECH.length);
    expect(analyzeSms(decomposed)).toEqual(analyzeSms(CZECH));
  });

  it("reports positions of UCS-2 and extension characters", () => {
    const text = "Ahoj 😀 {x} č\r\n€";
    const r = analyzeSms(text);
    const chars = splitCharacters(text);
    expect(r.ucs2Positions.map((i) => chars[i])).toEqual(["😀", "č"]);
    expect(r.extensionPositions.map((i) => chars[i])).toEqual(["{", "}", "€"]);
    expect(r.ucs2Positions).toEqual([5, 11]);
    expect(chars).toHaveLength(r.characters);
  });

  it("splits a grapheme longer than a whole part between code points", () => {
    const zalgo = "e" + "\u0301".repeat(100) + "😀".repeat(40);
    const r = analyzeSms(zalgo);
    expect(r.encoding).toBe("UCS-2");
    expect(r.parts.join("")).toBe(zalgo.normalize("NFC"));
    for (const part of r.parts) {
      expect(part.length).toBeLessThanOrEqual(UCS2_MULTI);
      expect(part).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/); // no broken surrogate pair
    }
    // é + 99 marks (100 units) fills part 1; part 2 starts with its last 33 marks.
    expect(r.continuation).toEqual([0, 33, 0]);
  });

  it.each([
    ["Latin", "Dobrý den, vaše objednávka č. 12345 je připravena k vyzvednutí. € [x]\r\n"],
    ["emoji mix", "Ahoj 😀👍🏽 " + FAMILY + " 🇨🇿 " + c(3) + "e\u0301"],
    ["GSM with extension", "{abc}~|^\\[]€" + a(5)],
    ["Cyrillic", "Привет мир, как дела? "],
  ])("parts joined equal the normalised text (%s)", (_label, unit) => {
    for (const n of [1, 3, 7, 20]) {
      const text = unit.repeat(n);
      const r = analyzeSms(text);
      expect(r.parts.join("")).toBe(text.normalize("NFC"));
      expect(r.parts).toHaveLength(r.segments);
      for (const part of r.parts) expect(part.length).toBeGreaterThan(0);
      if (r.segments > 1) {
        const unitsOf = (s: string) =>
          r.encoding === "GSM-7"
            ? [...s].reduce((n, ch) => n + (GSM7_EXTENSION_CHARS.includes(ch) ? 2 : 1), 0)
            : s.length;
        r.parts.forEach((part, i) => {
          expect(unitsOf(part)).toBeLessThanOrEqual(r.perSegment);
          expect(part).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
          // Greedy: a part ends early only when the next code point (a pair) does not fit.
          if (i < r.parts.length - 1)
            expect(unitsOf(part) + unitsOf(String.fromCodePoint(r.parts[i + 1].codePointAt(0)!))).toBeGreaterThan(
              r.perSegment,
            );
        });
      }
    }
  });

  it("segments long texts in chunks exactly like one Segmenter pass", () => {
    const seg = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const unit = "Ahoj 😀👍🏽" + FAMILY + "🇨🇿🇸🇰🇨🇿\r\nč" + "e\u0301\u0302" + "क्षि" + "1️⃣";
    for (let shift = 0; shift < 24; shift++) {
      const text = ("x".repeat(shift) + unit.repeat(100)).normalize("NFC");
      const expected = Array.from(seg.segment(text), (x) => x.segment).flatMap((g) =>
        g === "\r\n" ? ["\r", "\n"] : [g],
      );
      expect(splitCharacters(text)).toEqual(expected);
    }
    const zalgo = "a" + "\u0302".repeat(3000) + "b😀";
    expect(splitCharacters(zalgo)).toEqual(["a" + "\u0302".repeat(3000), "b", "😀"].map((g) => g.normalize("NFC")));
  });

  it("agrees with Intl.Segmenter on random mixes of tricky characters", () => {
    const seg = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const alphabet = [
      "a",
      "č",
      " ",
      "\r",
      "\n",
      "\t",
      "\u00ad",
      "\u0301",
      "\u20e3",
      "1",
      "#",
      "😀",
      "👍",
      "🏽",
      "\u200d",
      "\ufe0f",
      "❤",
      "©",
      "🇨",
      "🇿",
      "\u{e0067}",
      "\u{e007f}",
      "🏴",
      "क",
      "्",
      "ि",
      "ก",
      "ำ",
      "\u0600",
      "ᄀ",
      "ᅡ",
      "ᆨ",
      "한",
      "П",
      "ש",
      "\u05b8",
      "中",
      "\u200b",
      "€",
      "\uff9e",
      "ｶ",
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 300; round++) {
      let text = "";
      const length = 1 + Math.floor(random() * 40);
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(random() * alphabet.length)];
      text = text.normalize("NFC");
      const expected = Array.from(seg.segment(text), (x) => x.segment).flatMap((g) =>
        g === "\r\n" ? ["\r", "\n"] : [g],
      );
      expect(splitCharacters(text), JSON.stringify(text)).toEqual(expected);
    }
  });

  it.each([
    ["GSM", "Dobry den, objednavka {123} je pripravena. €\r\n"],
    ["Czech UCS-2", CZECH + "\n"],
    ["emoji", "Ahoj 😀👍🏽 " + FAMILY + " "],
  ])("handles 100 000 characters quickly (%s)", (_label, unit) => {
    const text = unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
    analyzeSms(text.slice(0, 1000)); // warm up
    const start = performance.now();
    const r = analyzeSms(text);
    const elapsed = performance.now() - start;
    expect(r.segments).toBeGreaterThan(600);
    expect(r.parts.join("")).toBe(text.normalize("NFC"));
    // Generous bound so a loaded CI machine does not flake; typically a few ms to ~30 ms.
    expect(elapsed).toBeLessThan(500);
  });
});

describe("toGsm", () => {
  it("turns a Czech UCS-2 message into GSM-7 and reports the changes", () => {
    expect(analyzeSms(CZECH).encoding).toBe("UCS-2");
    const r = toGsm(CZECH);
    expect(r.text).toBe("Prilis zlutoucky kun upel dabelské ody");
    expect(analyzeSms(r.text)).toMatchObject({ encoding: "GSM-7", units: 38, segments: 1 });
    expect(r.changes).toEqual(
      expect.arrayContaining([
        { from: "ř", to: "r", count: 1 },
        { from: "í", to: "i", count: 1 },
        { from: "š", to: "s", count: 1 },
        { from: "ů", to: "u", count: 1 },
        { from: "ú", to: "u", count: 1 },
        { from: "ó", to: "o", count: 1 },
        { from: "ď", to: "d", count: 1 },
        { from: "ě", to: "e", count: 1 },
      ]),
    );
    expect(r.changes.find((ch) => ch.from === "é")).toBeUndefined();
    expect(r.changes[0].from).toBe("ř"); // order of first occurrence
  });

  it.each([
    // input, expected output
    ["é É ä ö ü ñ à è ù ì ò Ç Å Ø Æ ß", "é É ä ö ü ñ à è ù ì ò Ç Å Ø Æ ß"],
    ["ČŘŠŽÝÁÍÉÚŮĎŤŇ", "CRSZYAIÉUUDTN"],
    ["„uvozovky“ – pomlčka…", '"uvozovky" - pomlcka...'],
    ["‚jednoduché‘ ’x’ «fr» — ‒ −", "'jednoduché' 'x' \"fr\" - - -"],
    ["a\u00a0b\u202fc\u2009d\u3000e\tf", "a b c d e f"],
    ["e\u0301", "é"],
    ["Łódź, Đurđević, œuvre", "Lodz, Durdevic, oeuvre"],
    ["soft\u00adhyphen zero\u200bwidth", "softhyphen zerowidth"],
    ["Ahoj 😀 Привет", "Ahoj 😀 Привет"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(toGsm(input).text).toBe(expected);
  });

  it("keeps é and reports no change for GSM text", () => {
    expect(toGsm("Café à la crème")).toEqual({ text: "Café à la crème", changes: [] });
  });

  it("counts repeated replacements", () => {
    expect(toGsm("„a“ „b“").changes).toEqual([
      { from: "„", to: '"', count: 2 },
      { from: "“", to: '"', count: 2 },
    ]);
  });

  it("leaves emoji text as UCS-2 but converts the rest", () => {
    const r = toGsm("Děkujeme 😀");
    expect(r.text).toBe("Dekujeme 😀");
    expect(analyzeSms(r.text).encoding).toBe("UCS-2");
  });

  it("makes typical Czech marketing text GSM-7", () => {
    const r = toGsm("Sleva 20 % na vše – jen do neděle! „Akce“ platí…\u00a0Děkujeme.");
    expect(analyzeSms(r.text).encoding).toBe("GSM-7");
  });
});
