import { describe, expect, it } from "vitest";
import { formatCzechDate } from "./date";

describe("formatCzechDate", () => {
  it("writes the day, the month in the genitive and the year, in Prague time", () => {
    expect(formatCzechDate("2025-03-12T10:00:00+01:00")).toBe("12. března 2025");
    expect(formatCzechDate("2024-12-31T23:30:00Z")).toBe("1. ledna 2025");
  });

  it("refuses a string that is not a date", () => {
    expect(() => formatCzechDate("včera")).toThrow('Not a date: "včera"');
  });
});
