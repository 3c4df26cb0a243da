import { describe, expect, it } from "vitest";
import { groupBy, pageCount, pageRoute, paginate } from "./pagination";

describe("blog pagination", () => {
  it("counts pages", () => {
    expect(pageCount(18, 10)).toBe(2);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });

  it("puts page 1 at the base route and the rest under page/N/", () => {
    expect(pageRoute("/blog/", 1)).toBe("/blog/");
    expect(pageRoute("/blog/", 2)).toBe("/blog/page/2/");
  });

  it("splits 18 posts into 10 and 8 with links between the pages", () => {
    const posts = Array.from({ length: 18 }, (_, i) => i);
    const pages = paginate(posts, 10, "/blog/");
    expect(pages.map((p) => [p.route, p.items.length, p.previousRoute, p.nextRoute])).toEqual([
      ["/blog/", 10, null, "/blog/page/2/"],
      ["/blog/page/2/", 8, "/blog/", null],
    ]);
    expect(pages[1].items[0]).toBe(10);
  });

  it("groups in order of first appearance", () => {
    expect(groupBy(["2026-01", "2025-05", "2025-01", "2024-02"], (d) => d.slice(0, 4))).toEqual([
      { key: "2026", items: ["2026-01"] },
      { key: "2025", items: ["2025-05", "2025-01"] },
      { key: "2024", items: ["2024-02"] },
    ]);
  });
});
