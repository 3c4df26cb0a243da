import { describe, expect } from "vitest";
import { parse } from "node-html-parser";
import { it, baseUrl, open } from "./browser";
import { apiReferences } from "../src/config/api-references";

// The API reference pages have one h1, the page's own: Redoc's title (the specification's, which
// repeats it) is left out of the build's rendering and out of live Redoc
// (src/components/ApiReference/markup.ts). Every h1 counts, shown or not.

const LIVE = "[data-api-reference] > div > .redoc-wrap";

describe("API reference pages have one h1", () => {
  it.for(apiReferences.map((r) => [r.route, r.title]))(
    "%s: in the built HTML, before and after live Redoc",
    async ([route, title], { newPage }) => {
      const html = parse(await (await fetch(`${baseUrl()}${route}`)).text());
      expect(html.querySelectorAll("[data-api-reference] .redoc-wrap").length).toBe(1);
      expect(html.querySelectorAll("h1").map((h) => h.textContent)).toEqual([title]);

      const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
      await open(page, route);
      expect(await page.locator("h1").allTextContents()).toEqual([title]);
      await page.mouse.move(700, 500);
      await page.waitForSelector(`${LIVE} [data-section-id^='operation/']`, { timeout: 30_000 });
      // Redoc has rendered its whole page, the specification's title included, and it is gone.
      expect(await page.locator(`${LIVE} .api-info`).count()).toBe(1);
      expect(await page.locator("h1").allTextContents()).toEqual([title]);
      expect(errors).toEqual([]);
    },
  );
});
