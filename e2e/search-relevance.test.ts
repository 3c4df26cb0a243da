import { describe, expect, it } from "vitest";
import { createSearcher } from "../src/lib/search";
import { formatRelevance, measureRelevance, RELEVANCE_BARS } from "../src/lib/search-relevance";
import { readBuiltSearchIndex } from "../src/node/search";
import { RELEVANCE_QUERIES } from "./search-queries";

// The relevance test set (e2e/search-queries.ts) against the index of the production build in
// public/, searched by the same code the browser runs. No browser needed; it lives here because
// it needs the build.

const { index } = readBuiltSearchIndex();
const search = createSearcher(index);
const indexed = new Set(index.docs.map(([route]) => route));

describe("search relevance", () => {
  it("has at least 80 queries naming indexed pages, covering every page family", () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(80);
    const named = RELEVANCE_QUERIES.flatMap((q) => [q.first, ...q.alsoGood]);
    expect(named.filter((route) => !indexed.has(route))).toEqual([]);
    const firsts = RELEVANCE_QUERIES.map((q) => q.first);
    const families: Record<string, (route: string) => boolean> = {
      marketing: (r) => !/^\/(docs|blog|tool|ceny|api-)/.test(r),
      help: (r) => r.startsWith("/docs/help/"),
      api: (r) => r.startsWith("/docs/api/") || r.startsWith("/api-"),
      "error codes": (r) => r === "/docs/api/json/error-codes/",
      "delivery codes": (r) => r === "/docs/api/json/delivery/codes/",
      blog: (r) => r.startsWith("/blog/"),
      countries: (r) => r.startsWith("/docs/ceny/"),
      "price list": (r) => r.startsWith("/ceny/"),
      tools: (r) => r.startsWith("/tool/"),
      company: (r) => ["/docs/info/", "/docs/kontakt/", "/docs/volna-mista/"].includes(r),
    };
    const missing = Object.entries(families)
      .filter(([, isFamily]) => !firsts.some(isFamily))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it(`reaches hit@5 ≥ ${RELEVANCE_BARS.hit5 * 100} % and hit@1 ≥ ${RELEVANCE_BARS.hit1 * 100} %`, () => {
    const report = measureRelevance(RELEVANCE_QUERIES, (query) => search(query, 5).map((result) => result.route));
    const misses = (list: typeof report.missesAt1) =>
      list.map((m) => `${m.query} → ${m.got.join(" ")} (want ${m.first})`).join("\n");
    console.log(formatRelevance(report));
    expect(
      report.hit5,
      `${formatRelevance(report)}\nnot in the first five:\n${misses(report.missesAt5)}`,
    ).toBeGreaterThanOrEqual(RELEVANCE_BARS.hit5);
    expect(report.hit1, `${formatRelevance(report)}\nnot first:\n${misses(report.missesAt1)}`).toBeGreaterThanOrEqual(
      RELEVANCE_BARS.hit1,
    );
  });
});
