import { describe, expect } from "vitest";
import { it, baseUrl, open } from "./browser";

// The shared shell of docs/product-spec.md §2.6–2.7, checked on the built site.

const footerColumns: Record<string, string[]> = {
  Použití: [
    "/hromadne-sms/",
    "/marketingove-sms/",
    "/jak-funguje-api/",
    "/chat/",
    "/sdilene-cislo/",
    "/sms-chrome/",
    "/integrace/",
    "/agentury/",
  ],
  Odesílání: ["/sms/", "/viber/", "/whatsapp/", "/rcs/", "/sim-hosting/", "/sms-byop/", "/sms-api/", "/docs/api/"],
  Příjem: ["/prijem-sms/", "/virtualni-telefonni-cislo/", "/sim-hosting/", "/sms-sluzby/automaticke-zpracovani-sms/"],
  Řešení: [
    "/sms-spam/",
    "/sms-opt-out/",
    "/sms-check/",
    "/sms-sluzby/mereni-spokojenosti/",
    "/rozesilani-sms/vyhodnoceni-rozesilani/",
    "/sms-pin/",
    "/sms/text-odesilatel/",
  ],
  Nástroje: ["/tool/delka-sms/", "/tool/validace-cisla/"],
  "O nás": [
    "/docs/kontakt/",
    "/docs/info/",
    "/docs/category/help/",
    "/faq/",
    "/blog/",
    "/docs/volna-mista/",
    "https://www.linkedin.com/company/depese/",
    "https://status.depese.cz/",
  ],
};

describe("layout shell", () => {
  it("puts skip link, announcement, navbar, content, signup banner and footer in that order", async ({ newPage }) => {
    const { page, outside } = await newPage();
    await page.goto("/");
    const order = await page.evaluate(() =>
      [
        "a[href='#obsah']",
        "[data-announcement-id]",
        "header nav",
        "main#obsah",
        "section[aria-labelledby='vyzva-titulek']",
        "footer",
      ].map((sel) => {
        const all = Array.from(document.querySelectorAll("body *"));
        return all.indexOf(document.querySelector(sel) as Element);
      }),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(outside).toEqual([]);
  });

  it("makes the skip link the first focusable element and moves to the content", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/sms/");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Přeskočit na obsah");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("obsah");
  });

  it("shows the navbar menus of docs/product-spec.md §2.6 and marks the current page", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/sms/");
    const nav = page.locator("header nav");
    const menuLinks = async (name: string) => {
      const button = nav.getByRole("button", { name });
      const id = await button.getAttribute("aria-controls");
      return page.locator(`[id="${id}"] a`).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    };
    await nav.getByRole("button", { name: "Odesílání" }).click();
    // A click that lands while React is still hydrating is replayed once it has finished.
    await expect.poll(() => nav.getByRole("button", { name: "Odesílání" }).getAttribute("aria-expanded")).toBe("true");
    expect(await menuLinks("Odesílání")).toEqual(["/sms/", "/whatsapp/", "/viber/", "/rcs/", "/sim-hosting/"]);
    expect(await menuLinks("Pro vývojáře")).toEqual(["/sms-api/", "/docs/api/", "/api-sdk/"]);
    await expect(nav.locator('a[aria-current="page"]').getAttribute("href")).resolves.toBe("/sms/");
    for (const [label, href] of [
      ["Ceník", "/ceny/"],
      ["Blog", "/blog/"],
      ["Nápověda", "/docs/category/help/"],
      ["Časté dotazy", "/faq/"],
      ["Kontakt", "/docs/kontakt/"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    await expect(nav.getByRole("link", { name: "Přihlásit se" }).getAttribute("href")).resolves.toBe(
      "https://app.depese.cz/prihlaseni/",
    );
    await expect(nav.getByRole("link", { name: "Registrace" }).getAttribute("href")).resolves.toBe(
      "https://app.depese.cz/registrace/",
    );
  });

  it("has the six footer columns of docs/product-spec.md §2.6, the copyright and the signup banner", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await page.goto("/hromadne-sms/");
    const footer = page.locator("footer");
    for (const [title, hrefs] of Object.entries(footerColumns)) {
      const column = footer.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
      // The specification's links, in its order; the site may add its own between them (/zakaznici/).
      const shown = await column.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(shown.filter((href) => hrefs.includes(href ?? ""))).toEqual(hrefs);
    }
    expect(await footer.textContent()).toContain(`© 2012–${new Date().getFullYear()} Depeše`);
    const banner = page.locator("section[aria-labelledby='vyzva-titulek']");
    await expect(banner.getByRole("link", { name: "Založte si zdarma účet" }).getAttribute("href")).resolves.toBe(
      "https://app.depese.cz/registrace/",
    );
    await expect(banner.getByRole("link", { name: "Zobrazit ceny" }).getAttribute("href")).resolves.toBe("/ceny/");
  });

  it("gives every page a title, description, canonical URL and Open Graph tags", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/sms/text-odesilatel/");
    expect(await page.title()).toMatch(/ \| Depeše$/);
    expect((await page.getAttribute('meta[name="description"]', "content"))?.length).toBeGreaterThan(50);
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe("https://www.depese.cz/sms/text-odesilatel/");
    expect(await page.getAttribute('meta[property="og:url"]', "content")).toBe(
      "https://www.depese.cz/sms/text-odesilatel/",
    );
    expect(await page.getAttribute('meta[property="og:title"]', "content")).toBeTruthy();
    expect(await page.getAttribute('meta[property="og:type"]', "content")).toBe("website");
  });

  it("lets a page turn footer and signup banner off; an unlisted campaign page shows visitors no notice", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await page.goto("/index%20copy/");
    // The shell keeps both in the markup, hidden, so a client-side navigation to a page that shows
    // them needs no script for them (src/theme/FromServer); a visitor sees neither.
    expect(await page.locator("footer:visible, section[aria-labelledby='vyzva-titulek']:visible").count()).toBe(0);
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
    expect(await page.locator('[role="note"]').count()).toBe(0);
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe("https://www.depese.cz/index%20copy/");
  });

  it("marks an unlisted page for staff: the editors' guide is noindex with a notice", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/markdown-page/");
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
    expect(await page.locator('[role="note"]').textContent()).toContain("Neveřejná stránka");
  });

  it("shows a hamburger below 996 px that opens the mobile sidebar", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 600, height: 900 } });
    await open(page, "/");
    const hamburger = page.getByRole("button", { name: "Otevřít nabídku" });
    expect(await hamburger.isVisible()).toBe(true);
    expect(await page.locator("header nav > ul").first().isVisible()).toBe(false);
    await hamburger.click();
    const sidebar = page.getByRole("dialog", { name: "Nabídka" });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole("link", { name: "Ceník" }).isVisible()).toBe(true);
    await sidebar.getByRole("button", { name: "Zavřít nabídku" }).click();
    expect(await sidebar.isVisible()).toBe(false);
  });
});

describe("widths", () => {
  it.for([996, 1100, 1280, 1440, 1920])(
    "fits the navbar without horizontal scrolling at %i px",
    async (width, { newPage }) => {
      const { page } = await newPage({ viewport: { width, height: 800 } });
      await open(page, "/");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await page.locator("header nav").getByRole("link", { name: "Registrace" }).isVisible()).toBe(true);
    },
  );
});

describe("crawlers", () => {
  it("lists pages in the sitemap weekly with priority 0.5, without unlisted and not-found pages", async () => {
    const index = await (await fetch(`${baseUrl()}/sitemap-index.xml`)).text();
    expect(index).toContain("sitemap-0.xml");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap-0.xml`)).text();
    expect(sitemap).toContain("<loc>https://www.depese.cz/sms/</loc>");
    expect(sitemap).toContain("<changefreq>weekly</changefreq>");
    expect(sitemap).toContain("<priority>0.5</priority>");
    expect(sitemap).not.toContain("index%20copy");
    expect(sitemap).not.toContain("404");
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://www.depese.cz/sitemap-index.xml");
  });
});
