import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open } from "./browser";

// The landing sections' CSS is a stylesheet of its own (src/node/css-split.ts): inlined only into
// the pages of content/pages/, after the shell's, and loaded when a visitor navigates to such a
// page from another one. A landing page looks the same either way.

const DOCS = "/docs/help/odesilani-sms/";
const LANDING = "/sms/";

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

describe("stylesheets", () => {
  it("a landing page inlines the landing stylesheet after the shell's; a docs page only the shell's", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await open(page, LANDING);
    expect(await sheets(page)).toEqual(["styles", "landing-styles"]);
    await open(page, DOCS);
    expect(await sheets(page)).toEqual(["styles"]);
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
    expect(await sheets(page)).toEqual(["styles", "landing-styles"]);
    expect(await look(page)).toEqual(firstVisit);
    expect(errors).toEqual([]);
  });
});
