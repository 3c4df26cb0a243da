import { describe, expect, it } from "vitest";
import { analyzeSms } from "./sms-length";
import { buildSmsPreview } from "./sms-preview";

const text = (preview: ReturnType<typeof buildSmsPreview>) =>
  preview.parts.map((p) => p.runs.map((r) => r.text).join("")).join("");

describe("buildSmsPreview", () => {
  it("marks characters forcing UCS-2 and keeps plain text in runs", () => {
    const p = buildSmsPreview(analyzeSms("Ahoj, kůň, éé!"), 1000);
    expect(p.parts).toHaveLength(1);
    expect(p.parts[0].runs).toEqual([
      { text: "Ahoj, k", kind: "plain", unbreakable: false, units: 7, divided: false },
      { text: "ů", kind: "ucs2", unbreakable: false, units: 1, divided: false },
      { text: "ň", kind: "ucs2", unbreakable: false, units: 1, divided: false },
      { text: ", éé!", kind: "plain", unbreakable: false, units: 5, divided: false }, // é is in GSM-7
    ]);
    expect(p.parts[0].units).toBe(14);
  });

  it("shows escape pairs (GSM-7) and emoji (UCS-2) as unbreakable, whole in one part", () => {
    const gsm = buildSmsPreview(analyzeSms("a".repeat(152) + "€" + "b".repeat(10)), 1000);
    expect(gsm.parts).toHaveLength(2);
    expect(gsm.parts[0].units).toBe(152);
    expect(gsm.parts[1].runs[0]).toEqual({ text: "€", kind: "extension", unbreakable: true, units: 2, divided: false });

    const emoji = buildSmsPreview(analyzeSms("č".repeat(66) + "😀" + "č".repeat(5)), 1000);
    expect(emoji.parts.map((p) => p.units)).toEqual([66, 7]);
    expect(emoji.parts[1].runs[0]).toEqual({ text: "😀", kind: "ucs2", unbreakable: true, units: 2, divided: false });
  });

  it("shows a composed emoji divided between two parts as pieces, each surrogate pair whole", () => {
    const p = buildSmsPreview(analyzeSms("č".repeat(65) + "👍🏽" + "č".repeat(65)), 1000);
    expect(p.divided).toBe(true);
    expect(p.parts.map((x) => x.units)).toEqual([67, 67]);
    expect(p.parts[0].runs.at(-1)).toEqual({ text: "👍", kind: "ucs2", unbreakable: true, units: 2, divided: true });
    expect(p.parts[1].runs[0]).toEqual({ text: "🏽", kind: "ucs2", unbreakable: false, units: 2, divided: true });
    expect(text(p)).toBe("č".repeat(65) + "👍🏽" + "č".repeat(65));
    expect(p.shownChars).toBe(131); // the divided emoji counts once

    // A ZWJ family cut after its second ZWJ: the rest (👧) is one piece at the start of part 2.
    const family = "👨‍👩‍👧";
    const f = buildSmsPreview(analyzeSms("č".repeat(60) + family + "č".repeat(10)), 1000);
    expect(f.parts[0].runs.at(-1)).toMatchObject({ text: "👨‍👩‍", divided: true, unbreakable: false, units: 6 });
    expect(f.parts[1].runs[0]).toMatchObject({ text: "👧", divided: true, units: 2 });
  });

  it("a composed emoji that fits one part is marked but not unbreakable", () => {
    const p = buildSmsPreview(analyzeSms("Ahoj 👍🏽"), 100);
    expect(p.divided).toBe(false);
    expect(p.parts[0].runs[1]).toEqual({ text: "👍🏽", kind: "ucs2", unbreakable: false, units: 4, divided: false });
  });

  it("stops at maxChars but reports whole-part units, and shows everything when it fits", () => {
    const long = "a".repeat(100_000);
    const p = buildSmsPreview(analyzeSms(long), 500);
    expect(p.truncated).toBe(true);
    expect(p.shownChars).toBe(500);
    expect(text(p)).toBe("a".repeat(500));
    expect(p.parts.map((x) => x.units)).toEqual([153, 153, 153, 153]);

    const all = buildSmsPreview(analyzeSms("Příliš žluťoučký kůň 😀 {x}\r\n".repeat(20)), 10_000);
    expect(all.truncated).toBe(false);
    expect(text(all)).toBe("Příliš žluťoučký kůň 😀 {x}\r\n".repeat(20));
  });

  it("is empty for an empty text", () => {
    expect(buildSmsPreview(analyzeSms(""), 100)).toEqual({
      parts: [],
      shownChars: 0,
      truncated: false,
      divided: false,
    });
  });
});
