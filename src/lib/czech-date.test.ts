import { describe, expect, it } from "vitest";
import { formatCzechDate, parseIsoDay, yearOf } from "./czech-date";

describe("Czech dates", () => {
  it.each([
    ["2026-11-21", "21. listopadu 2026"],
    ["2024-01-05", "5. ledna 2024"],
    ["2025-07-01T00:00:00.000Z", "1. července 2025"],
    ["2024-02-29", "29. února 2024"],
  ])("%s → %s", (iso, czech) => expect(formatCzechDate(iso).replace(/\u00a0/g, " ")).toBe(czech));

  it("keeps the date on one line", () => {
    expect(formatCzechDate("2026-11-21")).toBe("21.\u00a0listopadu\u00a02026");
  });

  it("rejects days that do not exist and other formats", () => {
    expect(parseIsoDay("2024-13-45")).toBeNull();
    expect(parseIsoDay("2025-02-29")).toBeNull();
    expect(parseIsoDay("21.11.2026")).toBeNull();
    expect(() => formatCzechDate("zítra")).toThrow("Neplatné datum: zítra");
  });

  it("gives the year", () => expect(yearOf("2025-03-25T00:00:00.000Z")).toBe(2025));
});
