import { describe, expect, it } from "vitest";
import { measureRelevance } from "./search-relevance";

describe("measureRelevance", () => {
  it("counts first places, top-five hits and reciprocal ranks", () => {
    const results: Record<string, string[]> = {
      a: ["/a/", "/x/"],
      b: ["/x/", "/y/", "/b/"],
      c: ["/1/", "/2/", "/3/", "/4/", "/5/", "/c/"],
    };
    const report = measureRelevance(
      [
        { query: "a", first: "/a/", alsoGood: [] },
        { query: "b", first: "/b/", alsoGood: [] },
        { query: "c", first: "/c/", alsoGood: [] },
        { query: "d", first: "/d/", alsoGood: ["/x/"] },
      ],
      (query) => results[query] ?? ["/x/"],
    );
    expect(report.hit1).toBe(0.25);
    expect(report.hit5).toBe(0.75);
    expect(report.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 6 + 1) / 4);
    expect(report.missesAt5.map((m) => m.query)).toEqual(["c"]);
  });
});
