import { describe, expect, it } from "vitest";
import { flagEmoji } from "./flag";

describe("flagEmoji", () => {
  it("turns country codes into flags", () => {
    expect(flagEmoji("CZ")).toBe("🇨🇿");
    expect(flagEmoji("sk")).toBe("🇸🇰");
  });

  it("gives nothing for missing or malformed codes", () => {
    expect(flagEmoji(undefined)).toBe("");
    expect(flagEmoji("001")).toBe("");
    expect(flagEmoji("C")).toBe("");
  });
});
