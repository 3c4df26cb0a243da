import fs from "node:fs";
import path from "node:path";
import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import BlogSidebar, { SIDEBAR_POSTS } from ".";

const query = vi.hoisted(() => ({ total: 0, shown: 0 }));
vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: "/blog/clanek-3/", search: "", hash: "" }),
  useLocationContext: () => ({ location: { pathname: "/blog/clanek-3/" } }),
}));
vi.mock("gatsby", async () => ({
  ...(await import("../../test-utils/gatsby")),
  graphql: () => "",
  // What the sidebar's query answers: the newest `shown` posts, one a month back from March 2026.
  useStaticQuery: () => ({
    allMdx: {
      totalCount: query.total,
      nodes: Array.from({ length: query.shown }, (_, i) => ({
        fields: { route: `/blog/clanek-${i}/`, readingTime: 3 },
        frontmatter: { title: `Článek ${i}`, date: new Date(Date.UTC(2026, 2 - i, 1)).toISOString() },
      })),
    },
  }),
}));

afterEach(cleanup);

function sidebar(total: number, shown: number) {
  Object.assign(query, { total, shown });
  render(<BlogSidebar />);
  return screen.getByRole("navigation", { name: "Články blogu" });
}

describe("BlogSidebar", () => {
  it("lists every post by year, marks the current one and has no archive link while they all fit", () => {
    const nav = sidebar(18, 18);
    expect(nav.textContent).toContain("Všechny články");
    expect(nav.querySelectorAll("li")).toHaveLength(18);
    expect(nav.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe("/blog/clanek-3/");
    expect([...nav.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["2026", "2025", "2024"]);
    expect(nav.querySelector('a[href="/blog/archive/"]')).toBeNull();
  });

  it("lists the newest posts and ends with a link to the archive of all of them once the blog outgrows it", () => {
    const nav = sidebar(1_250, SIDEBAR_POSTS);
    expect(nav.textContent).toContain("Nejnovější články");
    expect(nav.textContent).not.toContain("Všechny články");
    expect(nav.querySelectorAll("li")).toHaveLength(SIDEBAR_POSTS);
    expect(nav.querySelector('a[href="/blog/archive/"]')?.textContent).toBe(
      "Archiv: všech 1\u00a0250\u00a0článků\u00a0→",
    );
  });

  it("asks its query for exactly the posts it lists (a static query takes no variables)", () => {
    const source = fs.readFileSync(path.join(__dirname, "index.tsx"), "utf8");
    expect(source).toMatch(new RegExp(`query BlogSidebar \\{[^\`]*\\blimit: ${SIDEBAR_POSTS}\\b`));
  });
});
