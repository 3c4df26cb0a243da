import { describe, expect, it } from "vitest";
import {
  BLANK_PAGE_HTML,
  BUDGETS,
  budgetProblems,
  formatBudgets,
  isQuiet,
  unattainableBudgets,
  withoutScripts,
  type Figures,
  type PageResult,
} from "./bench-lighthouse";

describe("the static floor's HTML", () => {
  it("drops every script and script preload and keeps the markup, styles and other links", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<link rel="preload" href="/app-1.js" as="script">',
      '<link rel="modulepreload" href="/m.js">',
      '<link rel="preload" href="/font.woff2" as="font" crossorigin="">',
      '<link rel="stylesheet" href="/styles.css">',
      "<style>main{color:red}</style>",
      '<script>document.documentElement.dataset.theme="light"</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      "</head><body><main><h1>Ceník</h1></main>",
      '<script src="/framework-2.js" async=""></script><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>',
      "</body></html>",
    ].join("");
    const floor = withoutScripts(html);
    expect(floor).not.toMatch(/<script|\.js"/);
    expect(floor).toContain('<link rel="preload" href="/font.woff2" as="font" crossorigin="">');
    expect(floor).toContain('<link rel="stylesheet" href="/styles.css">');
    expect(floor).toContain("<style>main{color:red}</style>");
    expect(floor).toContain("<main><h1>Ceník</h1></main>");
    expect(floor.startsWith("<!DOCTYPE html>")).toBe(true);
  });
});

describe("the Lighthouse budgets", () => {
  const good: Figures = { score: 100, tbt: 40, lcp: 1200, cls: 0, longestTask: 0 };
  const floor: Figures = { score: 100, tbt: 25, lcp: 1000, cls: 0, longestTask: 72 };
  const page = (site: Partial<Figures>, floorFigures: Partial<Figures> = {}): PageResult => ({
    kind: "docs page",
    route: "/docs/a/",
    site: { ...good, ...site },
    floor: { ...floor, ...floorFigures },
  });

  it("passes a page within every budget", () => {
    expect(budgetProblems(page({}))).toEqual([]);
  });

  it("names each budget a page breaks, with its figure", () => {
    expect(budgetProblems(page({ tbt: 51 }))).toEqual([
      "docs page /docs/a/: TBT 51 ms (budget 50 ms)",
      "docs page /docs/a/: the scripts add 26 ms of TBT to the static floor's 25 ms (budget 20 ms)",
    ]);
    expect(budgetProblems(page({ score: 99 }))).toEqual(["docs page /docs/a/: score 99 (budget 100)"]);
    expect(budgetProblems(page({}, { longestTask: 81 }))).toEqual([
      "docs page /docs/a/: the static floor's longest task 81 ms (budget 80 ms)",
    ]);
    expect(budgetProblems(page({ cls: 0.0012 }))).toEqual(["docs page /docs/a/: layout shift 0.001 (budget 0)"]);
  });

  it("takes the scripts' share as the site's TBT over its static floor's", () => {
    expect(budgetProblems(page({ tbt: 45 }, { tbt: 25 }))).toEqual([]);
    expect(budgetProblems(page({ tbt: 46 }, { tbt: 25 }))).toHaveLength(1);
    expect(BUDGETS.scriptsShare).toBe(20);
  });

  it("holds the timings to the budgets only on a quiet machine", () => {
    expect(isQuiet([0.8, 1.2, 1.4], 2)).toBe(true);
    expect(isQuiet([1.5, 2.5, 9], 2)).toBe(false);
    expect(isQuiet([], 2)).toBe(false);
    const loaded = formatBudgets([page({ tbt: 90 })], [8, 9, 10], 2);
    expect(loaded).toContain("over (2)");
    expect(loaded).toContain(
      "Loaded machine (load average (1 min) before the runs: median 9.0, highest 10.0, on 2 cores)",
    );
    const quiet = formatBudgets([page({})], [1, 1.1, 1.2], 2);
    expect(quiet).toContain("within");
    expect(quiet).toContain("Quiet machine");
  });

  it("does not enforce a timing budget the blank page breaks, and says why", () => {
    const slowMachine: Figures = { score: 100, tbt: 55, lcp: 900, cls: 0, longestTask: 135 };
    expect(unattainableBudgets(slowMachine)).toEqual([
      { budget: "tbt", why: "TBT: the blank page has 55 ms (budget 50 ms)" },
      { budget: "floorLongestTask", why: "the floor's longest task: the blank page's is 135 ms (budget 80 ms)" },
    ]);
    // The page breaks TBT, the floor's longest task and the scripts' share; only the last is held.
    const heavy = page({ tbt: 70 }, { tbt: 45, longestTask: 140 });
    expect(budgetProblems(heavy, slowMachine)).toEqual([
      "docs page /docs/a/: the scripts add 25 ms of TBT to the static floor's 45 ms (budget 20 ms)",
    ]);
    expect(budgetProblems(heavy)).toHaveLength(3);
    // On a machine where the blank page holds them, they are enforced as before.
    const fastMachine: Figures = { score: 100, tbt: 0, lcp: 800, cls: 0, longestTask: 0 };
    expect(unattainableBudgets(fastMachine)).toEqual([]);
    expect(budgetProblems(heavy, fastMachine)).toHaveLength(3);
    const report = formatBudgets([heavy], [1, 1, 1], 2, slowMachine);
    expect(report).toContain("Not attainable on this machine, so not enforced (the blank page breaks them): TBT");
    expect(report).toContain("over (1)");
  });

  it("measures a blank page that is Czech, has a viewport and no style or script", () => {
    expect(BLANK_PAGE_HTML).toContain('<html lang="cs">');
    expect(BLANK_PAGE_HTML).toContain('name="viewport"');
    expect(BLANK_PAGE_HTML).not.toMatch(/<script|<style|<link|<img/);
  });
});
