import { describe, expect, it } from "vitest";
import { formatCzk, formatNumber, formatPercent, plural } from "./czech-number";

describe("Czech number formats", () => {
  it.each([
    [1600, undefined, "1\u00a0600"],
    [100000, undefined, "100\u00a0000"],
    [12, undefined, "12"],
    [0.5, 2, "0,50"],
  ])("formatNumber(%s, %s) = %j", (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([
    [0.79, undefined, "0,79\u00a0Kč"],
    [0.9559, undefined, "0,96\u00a0Kč"],
    [1.5, undefined, "1,50\u00a0Kč"],
    [1234.5, undefined, "1\u00a0234,50\u00a0Kč"],
    [5000, 0, "5\u00a0000\u00a0Kč"],
    [100000, 0, "100\u00a0000\u00a0Kč"],
  ])("formatCzk(%s, %s) = %j", (value, decimals, expected) => {
    expect(formatCzk(value, decimals)).toBe(expected);
  });

  it.each([
    [0.21, "21\u00a0%"],
    [0.1, "10\u00a0%"],
    [0.075, "8\u00a0%"],
  ])("formatPercent(%s) = %j", (rate, expected) => {
    expect(formatPercent(rate)).toBe(expected);
  });
});

describe("plural", () => {
  it("picks the Czech form for 1, 2–4 and the rest", () => {
    expect([0, 1, 2, 4, 5, 21, 1.5].map((n) => plural(n, "výsledek", "výsledky", "výsledků"))).toEqual([
      "výsledků",
      "výsledek",
      "výsledky",
      "výsledky",
      "výsledků",
      "výsledků",
      "výsledků",
    ]);
  });
});
