import { beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { parse } from "node-html-parser";
import { it, baseUrl, open } from "./browser";

// The blog of docs/product-spec.md §2.4 on the built site: list, pagination, posts, tags, authors, archive,
// sidebar and the RSS feed.

const CZECH_DATE =
  /^\d{1,2}\. (ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince) \d{4}$/;
const READING_TIME = /^\d+ min čtení$/;
const text = (s: string | null | undefined) =>
  (s ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const getHtml = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  const root = parse(await response.text());
  root.querySelector("nav[data-blog-sidebar]")?.remove(); // the page's own content only
  return root;
};

/** Waits for client-side navigation to render the page with this h1. */
const waitForH1 = (page: Page, h1: string) =>
  page.waitForFunction(
    (t) =>
      document
        .querySelector("h1")
        ?.textContent?.replace(/\u00a0/g, " ")
        .replace(/\s+/g, " ")
        .trim() === t,
    h1,
  );

let postRoutes: string[];
beforeAll(async () => {
  const archive = await getHtml("/blog/archive/");
  postRoutes = archive.querySelectorAll("main section li a").map((a) => a.getAttribute("href")!);
});

describe("blog", () => {
  it("leads from /blog/ to page 2, a post, its tag and its author", async ({ newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/blog/");
    await expect(page.locator("h1").textContent()).resolves.toBe("Blog");
    expect(await page.locator("main li h2").count()).toBe(10);
    await page.getByRole("link", { name: "Starší články →" }).click();
    await page.waitForURL("**/blog/page/2/");
    await waitForH1(page, "Blog – strana 2 z 2");
    const cards = page.locator("main ul li:has(h2)");
    expect(await cards.count()).toBe(8);

    const title = text(await cards.first().locator("h2 a").textContent());
    await cards.first().locator("h2 a").click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+\/$/);
    await waitForH1(page, title);

    const tag = page.locator("article footer a[rel=tag]").first();
    const tagName = text(await tag.textContent());
    await tag.click();
    await page.waitForURL(/\/blog\/tags\/[a-z0-9-]+\/$/);
    await waitForH1(page, `Články se štítkem „${tagName}“`);
    expect(
      await page
        .locator("main li h2 a")
        .evaluateAll((links) => links.map((a) => a.textContent?.replace(/\u00a0/g, " "))),
    ).toContain(title);

    const author = page.locator("main li:has(h2) p a[href^='/blog/authors/']").first();
    const authorName = text(await author.textContent());
    await author.click();
    await page.waitForURL(/\/blog\/authors\/[a-z0-9-]+\/$/);
    await waitForH1(page, authorName);
    expect(await page.locator("main li h3").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("builds 18 posts, each with at least 700 words of Czech text, a cover, a Czech date and its reading time", async () => {
    expect(postRoutes).toHaveLength(18);
    for (const route of postRoutes) {
      const root = await getHtml(route);
      const body = text(root.querySelector("[data-article-body]")?.textContent);
      const words = body.split(" ").filter((w) => /\p{L}/u.test(w));
      expect(words.length, route).toBeGreaterThanOrEqual(700);
      expect(body, route).toMatch(/[ěščřžýáíéůú]/);
      const cover = root.querySelector("article > img");
      expect(cover?.getAttribute("alt")?.length, route).toBeGreaterThan(10);
      expect(Number(cover?.getAttribute("width")), route).toBeGreaterThan(0);
      expect(Number(cover?.getAttribute("height")), route).toBeGreaterThan(0);
      const image = await fetch(`${baseUrl()}${cover?.getAttribute("src")}`);
      expect(image.headers.get("content-type"), route).toMatch(/^image\/svg\+xml/);
      const meta = root.querySelector("article header p");
      expect(text(meta?.querySelector("time")?.textContent), route).toMatch(CZECH_DATE);
      expect(text(meta?.querySelectorAll("span").at(-1)?.textContent), route).toMatch(READING_TIME);
      const minutes = Number(text(meta?.querySelectorAll("span").at(-1)?.textContent).split(" ")[0]);
      // About 200 words a minute; the build counts the MDX source, so allow a minute either way.
      expect(Math.abs(minutes - Math.ceil(words.length / 200)), route).toBeLessThanOrEqual(1);
    }
  });

  it("shows authors with avatars, tags, table of contents, neighbours and BlogPosting data on a post", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/blog/pruvodce-sms-marketingem/");
    const byline = page.getByRole("list", { name: "Autoři článku" });
    expect(await byline.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/blog/authors/jana-novakova/",
      "/blog/authors/lucie-svobodova/",
    ]);
    expect(
      await byline
        .locator("img")
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    expect(await page.locator("article footer a[rel=tag]").count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole("navigation", { name: "Na této stránce" }).locator("a").count()).toBeGreaterThan(2);
    const neighbours = page.getByRole("navigation", { name: "Další články" });
    expect(await neighbours.locator("a[rel=prev]").count()).toBe(1);
    expect(await neighbours.locator("a[rel=next]").count()).toBe(1);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      datePublished: "2024-03-19",
      url: "https://www.depese.cz/blog/pruvodce-sms-marketingem/",
    });
    expect(jsonLd.author.map((a: { name: string }) => a.name)).toEqual(["Jana Nováková", "Lucie Svobodová"]);
    // Link previews (Facebook, LinkedIn) present a post as an article with its date.
    expect(await page.getAttribute('meta[property="og:type"]', "content")).toBe("article");
    expect(await page.getAttribute('meta[property="article:published_time"]', "content")).toBe("2024-03-19");
  });

  it("has a sidebar with every post grouped by year, reading times and the current post marked", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/blog/rcs-zpravy/");
    const sidebar = page.locator("nav[data-blog-sidebar]");
    await expect(sidebar.isVisible()).resolves.toBe(true);
    const years = await sidebar.locator("h2").allTextContents();
    expect(years).toEqual([...years].sort().reverse());
    expect(years.length).toBeGreaterThanOrEqual(3);
    const items = sidebar.locator("li");
    expect(await items.count()).toBe(18);
    for (const item of await items.all()) expect(text(await item.locator("span").textContent())).toMatch(READING_TIME);
    await expect(sidebar.locator('a[aria-current="page"]').getAttribute("href")).resolves.toBe("/blog/rcs-zpravy/");
    const year2026 = sidebar.locator("section", { has: page.getByRole("heading", { name: "2026" }) });
    expect(await year2026.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toContain(
      "/blog/rcs-zpravy/",
    );
  });

  it("puts the sidebar after the article on a phone and in the mobile menu", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    // The blog's own menu joins the mobile menu once React has started.
    await open(page, "/blog/rcs-zpravy/");
    const articleBottom = await page.locator("article").evaluate((el) => el.getBoundingClientRect().bottom);
    const sidebarTop = await page.locator("nav[data-blog-sidebar]").evaluate((el) => el.getBoundingClientRect().top);
    expect(sidebarTop).toBeGreaterThan(articleBottom);
    await page.getByRole("button", { name: "Otevřít nabídku" }).click();
    const menu = page.getByRole("dialog", { name: "Nabídka" });
    await menu.getByRole("button", { name: "← Zpět do hlavní nabídky" }).waitFor({ state: "visible" });
    expect(await menu.getByRole("navigation", { name: "Články blogu" }).locator("li").count()).toBe(18);
    await menu.getByRole("link", { name: /Míra otevření SMS/ }).click();
    await page.waitForURL("**/blog/open-rate-sms/");
  });

  it("lists every tag with its count, every author and the archive by year", async () => {
    const tags = await getHtml("/blog/tags/");
    const entries = tags
      .querySelectorAll("main ul li a")
      .filter((a) => a.getAttribute("href")?.startsWith("/blog/tags/"));
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.map((a) => text(a.textContent))).toContain("SMS marketing (18)");
    const smsMarketing = await getHtml("/blog/tags/sms-marketing/");
    expect(smsMarketing.querySelectorAll("main li h2").length).toBe(18);
    const authors = await getHtml("/blog/authors/");
    expect(authors.querySelectorAll("main li h2 a").map((a) => a.getAttribute("href"))).toHaveLength(4);
    const archive = await getHtml("/blog/archive/");
    expect(archive.querySelectorAll("main section h2").map((h) => h.textContent)).toEqual(["2026", "2025", "2024"]);
  });

  it("serves a valid RSS 2.0 feed with 18 posts, linked from the blog pages", async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto("/blog/");
    await expect(page.getAttribute('link[rel="alternate"][type="application/rss+xml"]', "href")).resolves.toBe(
      "/blog/rss.xml",
    );
    const response = await fetch(`${baseUrl()}/blog/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const child = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
      const channel = doc.querySelector("rss > channel");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        channel: channel && {
          title: child(channel, "title"),
          link: child(channel, "link"),
          description: child(channel, "description"),
        },
        items: Array.from(doc.querySelectorAll("rss > channel > item")).map((item) => ({
          title: child(item, "title"),
          link: child(item, "link"),
          guid: child(item, "guid"),
          pubDate: child(item, "pubDate"),
          description: child(item, "description"),
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.channel).toEqual({
      title: "Blog Depeše",
      link: "https://www.depese.cz/blog/",
      description: expect.any(String),
    });
    expect(feed.items).toHaveLength(18);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(item.link).toMatch(/^https:\/\/www\.depese\.cz\/blog\/[a-z0-9-]+\/$/);
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    expect(new Set(feed.items.map((i) => new URL(i.link!).pathname))).toEqual(new Set(postRoutes));
  });
});
