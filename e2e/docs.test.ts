import fs from "node:fs";
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { parse as parseYaml } from "yaml";
import { it, baseUrl, open } from "./browser";
import { looseOneLetterWords } from "../src/lib/typography-check";

// The documentation system on the built site: the help sidebar walked through its
// "next" links, the mobile secondary menu, every docs route's frame, and Czech typography.

const frontmatterOf = (file: string): { title: string; sidebar_label?: string } =>
  parseYaml(fs.readFileSync(file, "utf8").match(/^---\n([\s\S]*?)\n---/)![1]);
const doc = (id: string) => {
  const fm = frontmatterOf(`content/docs/${id}.mdx`);
  return { route: `/docs/${id}/`, h1: fm.title, active: fm.sidebar_label ?? fm.title };
};
const category = (slug: string, label: string) => ({ route: `/docs/category/${slug}/`, h1: label, active: label });

// The help sidebar in reading order (content/sidebars.ts): category pages before their items.
const helpWalk = [
  category("help", "Nápověda"),
  category("odesilani-sms", "Odesílání SMS"),
  doc("help/odesilani-sms"),
  doc("help/textovy-odesilatel"),
  doc("help/sdilena-cisla"),
  doc("help/sim-hosting"),
  category("lepsi-sms-marketing", "Lepší SMS marketing"),
  doc("help/nacasovane-odesilani"),
  doc("help/uspesnost-doruceni"),
  doc("help/duvody-nedoruceni"),
  doc("help/kontakty"),
  category("integrace", "Integrace"),
  doc("help/integrace/klaviyo"),
  doc("help/integrace/make"),
  doc("help/integrace/zapier"),
];
const otherDocs = ["info", "kontakt", "volna-mista", "dev/manage-docs-versions"].map(doc);
const allDocsRoutes = [...helpWalk, ...otherDocs];

const plain = (text: string | null) =>
  (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/#$/, "")
    .trim();
const sidebarNav = (page: Page) => page.locator('nav[aria-label="Dokumentace"]');

describe("help sidebar", () => {
  it("walks from /docs/category/help/ through the next links to the last help page", async ({ newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    // Hydrated first: a click while React still hydrates makes it render the page anew (React's
    // recoverable error #421, which the page reports), and this walk is about the links.
    await open(page, helpWalk[0].route);
    const visited: string[] = [];
    for (const [i, step] of helpWalk.entries()) {
      await page.waitForURL(`${baseUrl()}${step.route}`);
      // The address can change before the new page renders: wait for its heading.
      await expect.poll(() => page.locator("h1").textContent().then(plain)).toBe(step.h1);
      visited.push(new URL(page.url()).pathname);
      const active = sidebarNav(page).locator('[aria-current="page"]');
      expect(await active.count()).toBe(1);
      expect(plain(await active.textContent())).toBe(step.active);
      expect(await active.isVisible()).toBe(true); // its category is expanded
      const next = page.locator('nav[aria-label="Stránkování dokumentace"] a[rel="next"]');
      if (i === helpWalk.length - 1) {
        expect(await next.count()).toBe(0);
      } else {
        await next.click();
      }
    }
    expect(visited).toEqual(helpWalk.map((s) => s.route));
    expect(errors).toEqual([]);
  });

  it("is downloaded once, not with each page's data, however the reader moves between docs", async ({ newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    // Every data file the page fetches (page data, static query results), with whether it holds
    // the help sidebar: "Lepší SMS marketing" is one of its categories, named by no doc.
    const fetched: { path: string; sidebar: boolean }[] = [];
    const reading: Promise<void>[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith("/page-data/") || !pathname.endsWith(".json")) return;
      reading.push(
        response
          .text()
          .catch(() => "")
          .then((text) => void fetched.push({ path: pathname, sidebar: text.includes("Lepší SMS marketing") })),
      );
    });
    const heading = (text: string) => expect.poll(() => page.locator("h1").textContent().then(plain)).toBe(text);
    await open(page, "/docs/help/odesilani-sms/");
    // Another doc of the help sidebar, an API doc, and back.
    await page.locator('nav[aria-label="Stránkování dokumentace"] a[rel="next"]').click();
    await heading(doc("help/textovy-odesilatel").h1);
    await page.locator('footer a[href="/docs/api/"]').click();
    await heading(doc("api/index").h1);
    await page.goBack();
    await heading(doc("help/textovy-odesilatel").h1);
    expect(plain(await sidebarNav(page).locator('[aria-current="page"]').textContent())).toBe(
      doc("help/textovy-odesilatel").active,
    );
    await Promise.all(reading);
    const pageData = fetched.filter((f) => f.path.endsWith("/page-data.json"));
    expect(pageData.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        "/page-data/docs/help/odesilani-sms/page-data.json",
        "/page-data/docs/api/page-data.json",
      ]),
    );
    expect(pageData.filter((f) => f.sidebar)).toEqual([]);
    expect(fetched.filter((f) => f.sidebar)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("collapses and expands a category with its button and keeps open categories and its scroll position", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 320 } });
    await open(page, "/docs/help/integrace/make/");
    const toggle = sidebarNav(page).getByRole("button", { name: "Rozbalit nebo sbalit kategorii „Integrace“" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await sidebarNav(page).getByRole("link", { name: "Klaviyo", exact: false }).waitFor({ state: "hidden" });
    await toggle.click();
    const nav = sidebarNav(page);
    await nav.getByRole("button", { name: "Rozbalit nebo sbalit kategorii „Odesílání SMS“" }).click();
    await nav.getByRole("button", { name: "Rozbalit nebo sbalit kategorii „Lepší SMS marketing“" }).click();
    await nav.getByRole("link", { name: "Kontakty" }).waitFor();
    // The categories grow over their collapse animation; scroll once the list is tall enough.
    await expect.poll(() => nav.evaluate((el) => ((el.scrollTop = 120), el.scrollTop))).toBe(120);
    await nav.getByRole("link", { name: "Make" }).waitFor();
    // A click without Playwright's scrolling into view, so the sidebar stays where the reader left it.
    await nav.locator('a[href="/docs/help/integrace/zapier/"]').evaluate((a: HTMLElement) => a.click());
    await page.waitForURL(`${baseUrl()}/docs/help/integrace/zapier/`);
    await page
      .locator('nav[aria-label="Dokumentace"] a[aria-current="page"][href="/docs/help/integrace/zapier/"]')
      .waitFor();
    expect(await sidebarNav(page).evaluate((el) => el.scrollTop)).toBe(120);
    expect(await sidebarNav(page).getByRole("link", { name: "Kontakty" }).isVisible()).toBe(true);
  });
});

describe("mobile sidebar", () => {
  it("shows the docs sidebar as the secondary menu, with the way back to the main menu", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 600, height: 900 } });
    await open(page, "/docs/help/sdilena-cisla/");
    expect(await sidebarNav(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Otevřít nabídku" }).click();
    const dialog = page.getByRole("dialog", { name: "Nabídka" });
    const current = dialog.locator('a[aria-current="page"]');
    expect(plain(await current.textContent())).toBe("Sdílená čísla");
    expect(await current.isVisible()).toBe(true);
    const back = dialog.getByRole("button", { name: "← Zpět do hlavní nabídky" });
    expect(await back.isVisible()).toBe(true);
    await back.click();
    expect(await dialog.getByRole("link", { name: "Ceník" }).isVisible()).toBe(true);
    expect(await back.count()).toBe(0);
    await dialog.getByRole("button", { name: "Zavřít nabídku" }).click();
    await page.getByRole("button", { name: "Otevřít nabídku" }).click();
    await dialog.locator('a[href="/docs/help/sim-hosting/"]').click();
    await page.waitForURL(`${baseUrl()}/docs/help/sim-hosting/`);
    await dialog.waitFor({ state: "hidden" }); // closes on navigation
  });
});

describe("every docs page", () => {
  it.for(allDocsRoutes.map((s) => [s.route, s] as const))(
    "%s has the sidebar, breadcrumbs and, with h2 headings, a table of contents",
    async ([route, step], { newPage }) => {
      const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(plain(await page.locator("h1").textContent())).toBe(step.h1);
      expect(plain(await sidebarNav(page).locator('[aria-current="page"]').textContent())).toBe(step.active);
      const crumbs = page.locator('nav[aria-label="Drobečková navigace"]');
      expect(await crumbs.getByRole("link", { name: "Domů" }).getAttribute("href")).toBe("/");
      expect(plain(await crumbs.locator('[aria-current="page"]').textContent())).toBe(step.h1);
      const headings = await page.locator("article h2").count();
      const toc = page.locator('nav[aria-label="Na této stránce"]');
      if (headings > 0) {
        expect(await toc.isVisible()).toBe(true);
        expect(await toc.locator("a").count()).toBeGreaterThanOrEqual(headings);
      }
      expect(errors).toEqual([]);
    },
  );

  it("shows the last update in Czech and lists a category's items as cards", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/docs/help/kontakty/");
    const time = page.locator("time[datetime]");
    expect(await time.textContent()).toMatch(
      /^\d{1,2}\.[ \u00a0](ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince)[ \u00a0]\d{4}$/,
    );
    await page.goto("/docs/category/integrace/");
    const cards = page.getByRole("list", { name: "Obsah kategorie" }).locator("a");
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/docs/help/integrace/klaviyo/",
      "/docs/help/integrace/make/",
      "/docs/help/integrace/zapier/",
    ]);
    expect(plain(await cards.first().textContent())).toContain(doc("help/integrace/klaviyo").h1);
  });

  it("gives h2 and h3 a labelled link to themselves and highlights code at build time", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/docs/dev/manage-docs-versions/");
    const anchor = page.getByRole("link", { name: "Odkaz na sekci „Jak vytvořit novou verzi“" });
    expect(await anchor.getAttribute("href")).toBe("#jak-vytvorit-novou-verzi");
    const block = page.locator("pre").first();
    expect(await block.locator(".token").count()).toBeGreaterThan(3);
    expect(await page.getByText("src/config/site.ts", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Kopírovat kód" }).count()).toBeGreaterThan(0);
    // `:::warning[Zmrazená verze se neupravuje]` … `:::` in the MDX: a titled admonition, no colons left.
    const admonition = page.locator("aside", { hasText: "Zmrazená verze se neupravuje" });
    expect(await admonition.count()).toBe(1);
    expect(plain(await admonition.locator("p").first().textContent())).toBe("Zmrazená verze se neupravuje");
    expect(await page.locator("main").textContent()).not.toContain(":::");
  });
});

describe("content images", () => {
  it("shows an image next to a doc resized at build time: AVIF and WebP, a srcset, its proportions, a caption", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await page.goto("/docs/help/uspesnost-doruceni/");
    const figure = page.locator("main figure").filter({ has: page.locator("picture") });
    const img = figure.locator("img");
    expect(await img.getAttribute("alt")).toMatch(/^Zpráva putuje z vaší aplikace/);
    expect(await figure.locator("figcaption").textContent()).toMatch(/doručenka se vrací/);
    expect(await figure.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("type")))).toEqual(
      ["image/avif", "image/webp"],
    );
    expect(Number(await img.getAttribute("width")) / Number(await img.getAttribute("height"))).toBeCloseTo(2.5, 1);
    expect((await img.getAttribute("srcset"))?.split(",").length).toBeGreaterThan(1);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const response = await page.request.get(
      baseUrl() + (await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)),
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });
});

describe("Czech typography on built docs pages", () => {
  it.each(allDocsRoutes.map((s) => s.route))("%s never ends a line with a one-letter preposition", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    expect(looseOneLetterWords(html)).toEqual([]);
  });
});
