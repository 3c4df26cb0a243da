import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open } from "./browser";

// Each page kind's CSS is a stylesheet of its own (plugins/gatsby-overrides/css-split.ts, PAGE_KIND_STYLESHEETS):
// inlined only into that kind's pages, after the shell's, and loaded when a visitor navigates to
// such a page from another one. A page looks the same either way.

const DOCS = "/docs/help/odesilani-sms/";
const LANDING = "/sms/";

/** A page of each kind and the stylesheets its first visit inlines. */
const KIND_PAGES: [string, string[]][] = [
  ["/", ["styles", "landing-styles"]],
  [LANDING, ["styles", "landing-styles"]],
  ["/ceny/akce-bonus/", ["styles", "landing-styles"]],
  [DOCS, ["styles", "docs-styles"]],
  ["/docs/category/help/", ["styles", "docs-styles"]],
  ["/docs/ceny/nemecko/", ["styles", "docs-styles"]],
  ["/blog/", ["styles", "blog-styles"]],
  ["/blog/rcs-zpravy/", ["styles", "blog-styles"]],
  ["/ceny/", ["styles", "price-styles"]],
  ["/tool/delka-sms/", ["styles", "tool-styles"]],
  ["/tool/validace-cisla/", ["styles", "tool-styles"]],
  ["/neexistuje/", ["styles"]],
];

/** The page's stylesheets in document order, by chunk name ("styles", "landing-styles"). */
const sheets = (page: Page) =>
  page.$$eval("style[data-href], link[rel=stylesheet]", (elements) =>
    elements.map((e) => (e.getAttribute("data-href") ?? e.getAttribute("href") ?? "").replace(/^\/|\.\w+\.css$/g, "")),
  );

/** What a visitor sees of the landing sections: the look of the hero, a section and its heading. */
const look = (page: Page) =>
  page.evaluate(() =>
    ["main section:first-of-type", "main section:nth-of-type(2)", "main section:nth-of-type(2) h2"].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [style.paddingTop, style.backgroundImage, style.backgroundColor, style.fontSize, style.display].join(" ");
    }),
  );

/** What a visitor sees of every element below the page's root, except sizes (the brand font may
 * arrive on one visit and not on another). */
const lookOfAll = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("#gatsby-focus-wrapper *")].map((element) => {
      const s = getComputedStyle(element);
      const values = [s.display, s.position, s.color, s.backgroundColor, s.backgroundImage, s.fontSize, s.fontWeight];
      values.push(s.lineHeight, s.paddingTop, s.paddingLeft, s.marginTop, s.borderTopWidth, s.borderLeftColor);
      values.push(s.borderRadius, s.gap, s.flexDirection, s.textAlign, s.boxShadow, s.contentVisibility);
      return `${element.tagName} ${values.join(" ")}`;
    }),
  );

describe("stylesheets", () => {
  it("a first visit inlines the shell's stylesheet and then its page kind's, and no other", async ({ newPage }) => {
    const { page } = await newPage();
    for (const [route, expected] of KIND_PAGES) {
      await open(page, route);
      expect(await sheets(page), route).toEqual(expected);
    }
  });

  it("clicking through the page kinds loads each kind's stylesheet after the shell's, and each page looks as on a first visit", async ({
    newPage,
  }) => {
    const viewport = { width: 1440, height: 900 };
    const { page, errors } = await newPage({ viewport });
    const { page: fresh } = await newPage({ viewport });
    await open(page, "/");
    await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached" });
    await page.evaluate(() => ((window as unknown as { visit: string }).visit = "one"));
    const trail: [string, string][] = [
      ["/docs/category/help/", "docs-styles"],
      ["/blog/", "blog-styles"],
      ["/blog/rcs-zpravy/", "blog-styles"],
      ["/ceny/", "price-styles"],
      ["/docs/ceny/nemecko/", "docs-styles"],
      ["/tool/delka-sms/", "tool-styles"],
      ["/ceny/akce-bonus/", "landing-styles"],
    ];
    for (const [route, kind] of trail) {
      await page.locator(`a[href="${route}"]:visible`).first().click();
      await page.waitForFunction((to) => location.pathname === to, route);
      await page.waitForLoadState("networkidle");
      await page.mouse.move(0, 0);
      const loaded = await sheets(page);
      expect(loaded[0], route).toBe("styles");
      expect(loaded, route).toContain(kind);
      await open(fresh, route);
      await fresh.mouse.move(0, 0);
      expect(await lookOfAll(page), route).toEqual(await lookOfAll(fresh));
    }
    // One document all along: every step was a client-side navigation.
    expect(await page.evaluate(() => (window as unknown as { visit?: string }).visit)).toBe("one");
    expect(errors).toEqual([]);
  });

  it("a landing page reached from a docs page without reloading loads its stylesheet and looks the same", async ({
    newPage,
  }) => {
    const { page, errors } = await newPage();
    await open(page, LANDING);
    const firstVisit = await look(page);
    await open(page, DOCS);
    await page.waitForFunction(
      () => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function",
    );
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), LANDING);
    await page.waitForFunction(
      (to) => location.pathname === to && document.querySelectorAll("main section").length > 1,
      LANDING,
    );
    await page.waitForLoadState("networkidle");
    // The docs page's own stylesheet stays; the landing one follows it.
    expect(await sheets(page)).toEqual(["styles", "docs-styles", "landing-styles"]);
    expect(await look(page)).toEqual(firstVisit);
    expect(errors).toEqual([]);
  });
});
