import fs from "node:fs";
import { describe, expect } from "vitest";
import { parse } from "node-html-parser";
import { it, baseUrl, open } from "./browser";
import { loadPricing } from "../src/lib/pricing";
import { looseOneLetterWords } from "../src/lib/typography-check";

// The price list on the built site: every country page of the data file, the pricing
// sidebar in Czech order, the search and VAT toggle of /ceny/, the CSV download, the bonus page.

const pricing = loadPricing(
  fs.readFileSync("content/pricing/prices.csv", "utf8"),
  fs.readFileSync("content/pricing/meta.yaml", "utf8"),
);
const countries = pricing.countries;
const plain = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const get = async (path: string) => {
  const response = await fetch(`${baseUrl()}${encodeURI(path)}`);
  return { status: response.status, html: await response.text() };
};

describe("country pages /docs/ceny/<slug>/", () => {
  it("has at least 185 countries in the data file", () => {
    expect(countries.length).toBeGreaterThanOrEqual(185);
  });

  it("serves every country of prices.csv with 200 and its name in the only h1", async () => {
    const failures: string[] = [];
    for (let i = 0; i < countries.length; i += 16) {
      await Promise.all(
        countries.slice(i, i + 16).map(async (country) => {
          const { status, html } = await get(`/docs/ceny/${country.slug}/`);
          const h1s = parse(html).querySelectorAll("h1");
          if (status !== 200 || h1s.length !== 1 || !plain(h1s[0].textContent).includes(country.name))
            failures.push(`${country.slug}: ${status} ${h1s.map((h) => plain(h.textContent)).join(" | ")}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it("lists every country once in the pricing sidebar, in Czech alphabetical order", async () => {
    const { html } = await get("/docs/ceny/nemecko/");
    const links = parse(html).querySelectorAll('nav[aria-label="Dokumentace"] a');
    const labels = links.map((a) => plain(a.textContent));
    expect(labels).toEqual(countries.map((c) => c.name).sort(new Intl.Collator("cs").compare));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      [...countries]
        .sort((a, b) => new Intl.Collator("cs").compare(a.name, b.name))
        .map((c) => `/docs/ceny/${c.slug}/`),
    );
    expect(labels.indexOf("Chile")).toBeGreaterThan(labels.indexOf("Honduras"));
  });

  it("scrolls the pricing sidebar to the current country on arrival", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/docs/ceny/nemecko/");
    const nav = page.locator('nav[aria-label="Dokumentace"]');
    const inView = () =>
      nav.evaluate((el) => {
        const active = el.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return active.top >= box.top && active.bottom <= box.bottom;
      });
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("shows the channel prices with VAT, the segment table and the 1 000 message example", async ({ newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/docs/ceny/ceska-republika/");
    const text = plain(await page.locator("article").textContent());
    expect(text).toContain("0,79 Kč"); // text sender
    expect(text).toContain("0,96 Kč"); // with 21 % VAT
    expect(text).toContain("do 160 znaků");
    expect(text).toContain("do 134 znaků"); // 2 × 67 with diacritics
    expect(text).toContain("790,00 Kč"); // 1 000 × 0,79 Kč
    expect(await page.locator('nav[aria-label="Dokumentace"] [aria-current="page"]').textContent()).toBe(
      "Česká republika",
    );
    expect(await page.locator('a[href="/tool/delka-sms/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="https://app.depese.cz/registrace/"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe("/ceny/", () => {
  it("server-renders the table of every country, each linking to its page", async () => {
    const { status, html } = await get("/ceny/");
    expect(status).toBe(200);
    const hrefs = new Set(
      parse(html)
        .querySelectorAll("table a")
        .map((a) => a.getAttribute("href")),
    );
    for (const c of countries) expect(hrefs.has(`/docs/ceny/${c.slug}/`), c.slug).toBe(true);
    const root = parse(html);
    const rows = root.querySelectorAll("tbody tr[data-iso]").map((r) => r.getAttribute("data-iso"));
    expect(rows.slice(0, 3)).toEqual(["CZ", "SK", "DE"]); // home and featured first
    expect(root.querySelectorAll("details").length).toBeGreaterThanOrEqual(5);
    expect(plain(root.querySelector("time")?.textContent)).toBe("1. listopadu 2026");
  });

  it("shows the volume tiers with what a Czech SMS costs in each band, also without JavaScript", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 }, javaScriptEnabled: false });
    await page.goto("/ceny/");
    const table = page.getByTestId("volume-tiers");
    expect(await table.isVisible()).toBe(true);
    expect(plain(await table.locator("caption").textContent())).toContain("Česká republika");
    const rows: string[][] = [];
    for (const tr of await table.locator("tbody tr").all())
      rows.push((await tr.locator("th, td").allTextContents()).map(plain));
    expect(rows).toEqual([
      ["do 9 999", "bez slevy", "0,79 Kč", "0,96 Kč"],
      ["10 000–49 999", "5 %", "0,75 Kč", "0,91 Kč"],
      ["50 000–99 999", "10 %", "0,71 Kč", "0,86 Kč"],
      ["od 100 000", "individuální nabídka"],
    ]);
    expect(rows).toHaveLength(pricing.meta.volume.tiers.length + 1);
  });

  it("calls the home country by its name in the data, in the heading as in the table", async () => {
    const { html } = await get("/ceny/");
    const root = parse(html);
    expect(plain(root.querySelector("#nejzadanejsi-zeme")?.textContent)).toBe("Česká republika a nejžádanější země");
    expect(plain(root.querySelector('tr[data-iso="CZ"] th')?.textContent)).toBe("Česká republika");
  });

  it("finds countries as the visitor types: without diacritics, by dial code and ISO code", async ({ newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/ceny/");
    const search = page.getByLabel("Najít zemi");
    const firstRow = () => page.locator("tbody tr").first();
    for (const [query, name] of [
      ["cesko", "Česká republika"],
      ["Česko", "Česká republika"],
      ["ceska", "Česká republika"],
      ["+49", "Německo"],
      ["us", "Spojené státy"],
    ]) {
      await search.fill(query);
      await expect.poll(async () => plain(await firstRow().locator("th").textContent()), { timeout: 5000 }).toBe(name);
    }
    await search.fill("");
    expect(await page.locator("tbody tr[data-iso]").count()).toBe(countries.length + pricing.meta.featured.length + 1);
    expect(errors).toEqual([]);
  });

  it("searches and switches to VAT after a client-side navigation to /ceny/ too (the table arrives as HTML)", async ({
    newPage,
  }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/sms/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('main a[href="/ceny/"]').first().click();
    await page.waitForURL("**/ceny/");
    await page.getByLabel("Najít zemi").fill("nemecko");
    await expect
      .poll(async () => plain(await page.locator("tbody tr").first().locator("th").textContent()), { timeout: 5000 })
      .toBe("Německo");
    await page.getByLabel("Ceny s DPH 21 %").check();
    const found = page.locator('[data-price-found] tr[data-iso="DE"] td[data-channel="smsSystem"]');
    const all = page.locator('[data-price-all] tr[data-iso="DE"] td[data-channel="smsSystem"]');
    // The row found shows the same price as the country's row in the whole list, with VAT.
    await expect.poll(async () => plain(await found.textContent())).toBe(plain(await all.textContent()));
    expect(plain(await found.textContent())).toMatch(/Kč$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("without JavaScript shows every country and hides the search and the VAT toggle, saying why", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 }, javaScriptEnabled: false });
    await page.goto("/ceny/");
    expect(await page.locator("tbody tr[data-iso]").count()).toBe(countries.length + pricing.meta.featured.length + 1);
    expect(await page.getByTestId("price-search").isVisible()).toBe(false);
    expect(await page.getByTestId("vat-toggle").isVisible()).toBe(false);
    // (Playwright's text matching skips <noscript>; a CSS selector reaches its rendered paragraph.)
    const note = page.locator("noscript p");
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain("fungují se zapnutým JavaScriptem");
  });

  it("with JavaScript shows the search and the VAT toggle", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/ceny/");
    expect(await page.getByTestId("price-search").isVisible()).toBe(true);
    expect(await page.getByTestId("vat-toggle").isVisible()).toBe(true);
    expect(await page.locator("noscript p").isVisible()).toBe(false);
  });

  it("switches the prices to VAT with the toggle", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/ceny/");
    const czText = page.locator('tr[data-iso="CZ"] td[data-channel="smsText"]').first();
    expect(plain(await czText.textContent())).toBe("0,79 Kč");
    await page.getByLabel("Ceny s DPH 21 %").check();
    await expect.poll(async () => plain(await czText.textContent())).toBe("0,96 Kč");
    await page.getByLabel("Ceny s DPH 21 %").uncheck();
    await expect.poll(async () => plain(await czText.textContent())).toBe("0,79 Kč");
  });

  it("offers the whole list as a CSV for Czech Excel, one row per country", async () => {
    const { html } = await get("/ceny/");
    const href = parse(html).querySelector('a[data-testid="csv-download"]')?.getAttribute("href");
    expect(href).toBe("/ceny/cenik-depese.csv");
    const response = await fetch(`${baseUrl()}${href}`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0].split(";")[0]).toBe("Země");
    expect(lines.length - 1).toBe(countries.length);
    expect(new Set(lines.slice(1).map((l) => l.split(";")[1])).size).toBe(countries.length);
  });
});

describe("/ceny/akce-bonus/", () => {
  it("explains the bonus tiers with the 20 000 Kč example in at least 300 words", async () => {
    const { status, html } = await get("/ceny/akce-bonus/");
    expect(status).toBe(200);
    const text = plain(
      parse(html).querySelector("main article")?.textContent ?? parse(html).querySelector("article")?.textContent,
    );
    expect(text.split(" ").filter((w) => /\p{L}/u.test(w)).length).toBeGreaterThanOrEqual(300);
    for (const tier of ["5 000 Kč", "20 000 Kč", "50 000 Kč", "100 000 Kč", "+3 %", "+5 %", "+8 %", "+10 %"])
      expect(text).toContain(tier);
    expect(text).toContain("1 000 Kč bonusového kreditu");
    expect(html).toContain('href="https://app.depese.cz/registrace/"');
  });
});

describe("Czech typography on the price pages", () => {
  it.each([
    "/ceny/",
    "/ceny/akce-bonus/",
    "/docs/ceny/ceska-republika/",
    "/docs/ceny/spojene-staty/",
    "/docs/ceny/nemecko/",
  ])("%s never ends a line with a one-letter preposition", async (route) => {
    const { html } = await get(route);
    expect(looseOneLetterWords(html)).toEqual([]);
  });
});
