import { describe, expect, it } from "vitest";
import { analyzeSms } from "./sms-length";
import { buildSmsPreview } from "./sms-preview";

const text = (preview: ReturnType<typeof buildSmsPreview>) => preview.parts.map((p) => p.runs.map((r) => r.text).join("")).join("");

describe("buildSmsPreview", () => {
  it("marks characters forcing UCS-2 and keeps plain text in runs", () => {
    const p = buildSmsPreview(analyzeSms("Ahoj, kůň, éé!"), 1000);
    expect(p.parts).toHaveLength(1);
    expect(p.parts[0].runs).toEqual([
      { text: "Ahoj, k", kind: "plain", unbreakable: false, units: 7 },
      { text: "ů", kind: "ucs2", unbreakable: false, units: 1 },
      { text: "ň", kind: "ucs2", unbreakable: false, units: 1 },
      { text: ", éé!", kind: "plain", unbreakable: false, units: 5 }, // é is in GSM-7
    ]);
    expect(p.parts[0].units).toBe(14);
  });

  it("shows escape pairs (GSM-7) and emoji (UCS-2) as unbreakable, whole in one part", () => {
    const gsm = buildSmsPreview(analyzeSms("a".repeat(152) + "€" + "b".repeat(10)), 1000);
    expect(gsm.parts).toHaveLength(2);
    expect(gsm.parts[0].units).toBe(152);
    expect(gsm.parts[1].runs[0]).toEqual({ text: "€", kind: "extension", unbreakable: true, units: 2 });

    const emoji = buildSmsPreview(analyzeSms("č".repeat(66) + "😀" + "č".repeat(5)), 1000);
    expect(emoji.parts.map((p) => p.units)).toEqual([66, 7]);
    expect(emoji.parts[1].runs[0]).toEqual({ text: "😀", kind: "ucs2", unbreakable: true, units: 2 });
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
    expect(buildSmsPreview(analyzeSms(""), 100)).toEqual({ parts: [], shownChars: 0, truncated: false });
  });
});
