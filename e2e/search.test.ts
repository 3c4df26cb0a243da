import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open, baseUrl } from "./browser";
import { chunkScripts } from "./built-routes";
import { SEARCH_INDEX_URL } from "../src/lib/search";

// The navbar's search box (docs/product-spec.md §2.7): index and engine load on first use, the search ignores
// case and diacritics, forgives a typo, finds error codes, shows snippets with the matched words
// marked, the keyboard drives it, and a failed load says so in Czech with a retry.

const searchButton = (page: Page) => page.locator("header").getByRole("button", { name: "Hledat" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Hledání na webu" });
const field = (page: Page) => dialog(page).getByRole("combobox", { name: "Hledaný výraz" });
const resultTitles = (page: Page) =>
  dialog(page)
    .getByRole("option")
    .evaluateAll((options) => options.map((o) => o.querySelector("span")?.textContent ?? ""));
// The build writes one index, at SEARCH_INDEX_URL (src/node/search.ts).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const firstResult = (page: Page) => dialog(page).getByRole("option").first();
const isIndexRequest = (url: string) => new URL(url).pathname === SEARCH_INDEX_URL;

describe("search", () => {
  it("loads nothing of the search before it is used, then finds pages without diacritics", async ({ newPage }) => {
    const { page, outside } = await newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await open(page, "/");
    expect(requests.filter(isIndexRequest)).toEqual([]);
    const searchCode = chunkScripts("search");
    expect(requests.filter((url) => searchCode.includes(new URL(url).pathname))).toEqual([]);

    await searchButton(page).click();
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await field(page).fill("nemecko");
    await expect.poll(() => resultTitles(page)).toContain("Německo: ceny SMS a zpráv");
    expect(requests.filter(isIndexRequest)).toHaveLength(1);

    // A result is a link: middle-click, "open in a new tab" and "copy link address" work.
    const germany = dialog(page).getByRole("option", { name: /Německo: ceny SMS/ });
    expect(await germany.evaluate((el) => [el.tagName, el.getAttribute("href")])).toEqual(["A", "/docs/ceny/nemecko/"]);

    await field(page).fill("zapier");
    await expect.poll(async () => (await resultTitles(page))[0] ?? "").toMatch(/Zapier/);
    await field(page).fill("ceska republika");
    await expect.poll(() => resultTitles(page)).toContain("Česká republika: ceny SMS a zpráv");
    expect(outside).toEqual([]);
  });

  it("finds a page despite a one-letter typo, and an error code's page by its number", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    await searchButton(page).click();
    await field(page).fill("nemcko");
    await expect.poll(async () => (await resultTitles(page))[0] ?? "").toBe("Německo: ceny SMS a zpráv");
    await field(page).fill("306");
    await expect.poll(async () => (await resultTitles(page))[0] ?? "").toBe("Kódy chyb JSON API");
    expect(await firstResult(page).textContent()).toContain("API");
  });

  it("shows each result's section and a snippet with the matched words marked, and passes axe", async ({ newPage }) => {
    const { page } = await newPage();
    await page.addInitScript({ content: axeSource });
    await open(page, "/");
    await searchButton(page).click();
    await field(page).fill("doruceni");
    await expect.poll(() => dialog(page).getByRole("option").count()).toBeGreaterThan(2);
    const marks = await dialog(page).locator("[role=option] mark").allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => /^doru[cč]/i.test(mark))).toBe(true);
    const sections = await dialog(page)
      .getByRole("option")
      .evaluateAll((options) => options.map((o) => o.querySelectorAll("span")[1]?.textContent ?? ""));
    expect(sections).toContain("Nápověda");
    const violations = async () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: object,
                options: object,
              ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const { violations } = await axe.run(
          { include: [["[role=dialog]"]] },
          { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
        );
        return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
    expect(await violations()).toEqual([]);
    await field(page).fill("xyzzyqq");
    await expect.poll(() => dialog(page).getByRole("navigation", { name: "Kam dál" }).isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it("opens with Ctrl+K, moves with the arrows, opens a result with Enter and closes with Escape", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.keyboard.press("Control+k");
    await field(page).waitFor();
    await field(page).fill("délka sms");
    await expect.poll(() => dialog(page).getByRole("option").count()).toBeGreaterThan(1);
    const options = dialog(page).getByRole("option");
    expect(await field(page).getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await page.keyboard.press("ArrowDown");
    expect(await field(page).getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    const title = (await resultTitles(page))[0];
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/");
    // The address changes as the navigation starts; the page renders a moment later.
    await expect.poll(() => page.locator("h1").textContent()).toBe(title);
    expect(await dialog(page).count()).toBe(0);

    // The query stays for the next search; Escape closes and gives focus back to the button.
    await searchButton(page).click();
    expect(await field(page).inputValue()).toBe("délka sms");
    await page.keyboard.press("Escape");
    expect(await dialog(page).count()).toBe(0);
    expect(await searchButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("says so when nothing matches, and leaves unlisted pages out", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    await searchButton(page).click();
    await field(page).fill("xyzzyqq");
    await expect.poll(() => dialog(page).textContent()).toContain("Pro „xyzzyqq“ jsme nic nenašli.");
    // The way on: the help index, the contact page and the price list.
    const fallback = dialog(page).getByRole("navigation", { name: "Kam dál" }).getByRole("link");
    expect(await fallback.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/docs/category/help/",
      "/docs/kontakt/",
      "/ceny/",
    ]);
    await fallback.last().click();
    await page.waitForURL(`${baseUrl()}/ceny/`);
    expect(await dialog(page).count()).toBe(0);
    await searchButton(page).click();
    // content/pages/index copy.mdx is unlisted.
    await field(page).fill("prodávají");
    await expect.poll(() => dialog(page).textContent()).not.toContain("Načítám");
    expect(await resultTitles(page)).not.toContain("SMS pro e-shopy, které prodávají");
  });

  it("shows a Czech error with a retry when the index cannot be loaded, and the retry loads it", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.route(`**${SEARCH_INDEX_URL}`, (route) => route.abort());
    await searchButton(page).click();
    const alert = dialog(page).getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Vyhledávání se nepodařilo načíst.");
    await page.unroute(`**${SEARCH_INDEX_URL}`);
    await field(page).fill("viber");
    await alert.getByRole("button", { name: "Zkusit znovu" }).click();
    await expect.poll(() => resultTitles(page)).not.toEqual([]);
  });

  it("opens the plain dialog with its links when the search's code cannot be loaded, and loads it when asked again", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    const searchCode = chunkScripts("search");
    let blocked = 0;
    await page.route(
      (url) => searchCode.includes(url.pathname),
      (route) => (blocked++ === 0 ? route.abort() : route.continue()),
    );
    await open(page, "/");
    await searchButton(page).click();
    const plain = page.getByRole("dialog", { name: "Hledání na webu" });
    await expect.poll(() => plain.textContent()).toContain("Část stránky se nepodařilo načíst");
    expect(await plain.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/docs/category/help/",
      "/docs/kontakt/",
      "/ceny/",
    ]);
    await page.keyboard.press("Escape");
    await searchButton(page).click();
    await field(page).fill("nemecko");
    await expect.poll(() => resultTitles(page)).toContain("Německo: ceny SMS a zpráv");
    expect(blocked).toBe(2);
  });

  it("keeps the search in the bar on a phone and traps Tab inside the dialog", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 390, height: 800 } });
    await open(page, "/");
    expect(await searchButton(page).isVisible()).toBe(true);
    await searchButton(page).click();
    await field(page).fill("sms");
    await expect.poll(() => dialog(page).getByRole("option").count()).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  });
});
