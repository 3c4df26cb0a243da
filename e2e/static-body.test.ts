import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open } from "./browser";

// Static pages (plugins/gatsby-overrides/static-body/): the body is in the HTML on a first visit and nowhere else; a
// client-side navigation, Back and Forward show the body from its own file, which a hover has
// already fetched. These fail when Gatsby's loader (window.___loader, plugins/gatsby-overrides/static-body/loader.ts)
// changes under the wrapper.

const DOC = "/docs/help/odesilani-sms/";
const POST = "/blog/jak-odeslat-100000-sms/";
// A body rendered from the page's query, not from MDX (src/components/CountryPrices).
const COUNTRY = "/docs/ceny/nemecko/";
// The part of /ceny/ below its table of countries (src/components/PriceListDetails).
const PRICE_LIST = "/ceny/";

/** Every body file and page data the page requests from now on. */
function requestsOf(page: Page) {
  const urls: string[] = [];
  page.on(
    "request",
    (r) => /\/page-data\/.*\/(?:body|page-data)\.json$/.test(r.url()) && urls.push(new URL(r.url()).pathname),
  );
  return urls;
}

async function navigate(page: Page, to: string) {
  await page.evaluate((href) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(href), to);
  await page.waitForURL(`**${to}`);
}

// textContent, not innerText: landing sections off screen skip rendering (content-visibility), and
// innerText leaves out what is not rendered.
const bodyText = async (page: Page) => ((await page.locator("[data-page-body]").textContent()) ?? "").trim();

describe("static page bodies", () => {
  it("arrive once on a first visit: in the HTML, not in the page data", async ({ newPage }) => {
    for (const route of ["/", "/sms/", DOC, POST, COUNTRY, PRICE_LIST]) {
      const { page, errors } = await newPage();
      const requests = requestsOf(page);
      const folder = route === "/" ? "index" : route.slice(1, -1);
      const pageData = page.waitForResponse((r) => r.url().endsWith(`/page-data/${folder}/page-data.json`));
      await open(page, route);
      const data = await (await pageData).json();
      expect(data.result.pageContext.staticBody, route).toBe(true);
      expect(JSON.stringify(data), route).not.toContain("data-page-body");
      expect(data.result.pageContext.bodyHtml, route).toBeUndefined();
      expect(
        requests.filter((url) => url.endsWith("/body.json")),
        route,
      ).toEqual([]);
      expect((await bodyText(page)).length, route).toBeGreaterThan(200);
      expect(errors, route).toEqual([]);
      await page.close();
    }
  });

  it("show on a client-side navigation, after Back and Forward, with the body fetched on hover", async ({
    newPage,
  }) => {
    const { page, errors } = await newPage({ viewport: { width: 1440, height: 900 } });
    const requests = requestsOf(page);
    await open(page, "/");
    const homeBody = await bodyText(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const link = page.locator('[data-page-body] a[href="/sms/"]').first();
    await link.hover();
    // Hover prefetches (Gatsby queues a prefetch for up to 3 s); the body comes with it.
    await expect.poll(() => requests, { timeout: 10_000 }).toContain("/page-data/sms/body.json");
    await link.click();
    await page.waitForURL("**/sms/");
    await expect.poll(() => page.locator("[data-page-body] section").count()).toBeGreaterThan(4);
    const smsBody = await bodyText(page);
    expect(smsBody).not.toBe(homeBody);
    expect(requests.filter((url) => url === "/page-data/sms/body.json")).toHaveLength(1);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => bodyText(page)).toBe(homeBody);
    await page.goForward();
    await page.waitForURL("**/sms/");
    await expect.poll(() => bodyText(page)).toBe(smsBody);

    for (const route of [DOC, POST, COUNTRY]) {
      await navigate(page, route);
      await expect.poll(() => page.locator("[data-page-body] h2").count(), { message: route }).toBeGreaterThan(0);
    }
    // From one country to another: the same template, the other country's body.
    await navigate(page, "/docs/ceny/rakousko/");
    await expect.poll(() => bodyText(page)).toContain("Rakousko");
    expect(await bodyText(page)).not.toContain("Německo");
    await navigate(page, PRICE_LIST);
    await expect.poll(() => bodyText(page)).toMatch(/Časté otázky k\súčtování/);
    // A doc that needs React (the error-code filter) renders as React, not from a body file.
    await navigate(page, "/docs/api/json/error-codes/");
    await expect.poll(() => page.locator("[data-page-body] input").count()).toBeGreaterThan(0);
    expect(requests).not.toContain("/page-data/docs/api/json/error-codes/body.json");
    // Same document all along: no navigation reloaded the page.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("are prefetched with a linked page's data when Gatsby prefetches it", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 2000 } });
    const requests = requestsOf(page);
    await open(page, "/");
    // Gatsby starts its prefetch queue 3 s after the links come into view.
    await expect
      .poll(() => requests.filter((url) => url.endsWith("/body.json")).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    for (const body of requests.filter((url) => url.endsWith("/body.json")))
      expect(requests, body).toContain(body.replace("body.json", "page-data.json"));
  });
});
