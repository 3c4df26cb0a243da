import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, it } from "./browser";
import { DEVELOP_PAGES, startDevelop, type DevelopServer } from "./develop-server";
import matter from "gray-matter";
import { loadPricing } from "../src/lib/pricing";
import { readPricingFiles } from "../src/node/prices";
import { loadFacts } from "../src/node/product-facts";
import { loadStories } from "../src/node/customers";
import { findOperation } from "../src/node/api-operations";
import { samplesFor } from "../src/node/api-samples";

// `gatsby develop`, where editors preview, behaves as the production build: one page of each kind
// (landing page, doc with code tabs, error-code page, blog post) with the behaviours of
// src/behaviours/ (links, code tabs, copy buttons) and the error-code filter, with the same
// assertions against both. Then what only develop does: bad content shown where it is, and the
// README's example queries in GraphiQL. One develop server for the whole file, in a copy of the site
// with these pages and what they link to (DEVELOP_PAGES, e2e/develop-server.ts).

const { landing, linkedFromLanding, doc, otherDoc, errorCodes, post, linkedFromPost, editedPost, otherPost } =
  DEVELOP_PAGES;
const pageDataOf = (path: string) => `/page-data${path === "/" ? "/index" : path.replace(/\/$/, "")}/page-data.json`;

/** Opens a path and waits until React has shown it (develop renders everything in the browser, and
 * its hot-reload connection never lets the network go idle): the search button's `data-ready` is set
 * by an effect, after Gatsby's first onRouteUpdate, which lets links navigate without a reload
 * (a click before that is an ordinary page load, by design). */
async function show(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load", timeout: DEVELOP_LOAD_TIMEOUT });
  await page.waitForSelector("main h1");
  await page.waitForSelector("header [data-search-open][data-ready]", {
    state: "attached",
    timeout: DEVELOP_LOAD_TIMEOUT,
  });
}

// develop compiles a page's data on its first request and serves unminified bundles of several MB:
// on two busy cores a first load measured over 30 s. These limits catch a hang, not a slow page
// (latencies are the bench's business).
const DEVELOP_LOAD_TIMEOUT = 120_000;
const DEVELOP_TEST_TIMEOUT = 300_000;

/** Marks the document, so a test can tell a client-side navigation from a reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

let develop: DevelopServer | undefined;
afterAll(() => develop?.stop(), 30_000);

describe.each([
  { mode: "production build", start: async () => baseUrl() },
  {
    mode: "gatsby develop",
    start: async () => {
      develop = await startDevelop();
      console.log(`gatsby develop served its first page ${develop.startSeconds.toFixed(0)} s after starting`);
      return develop.url;
    },
  },
])("$mode", ({ start }) => {
  let server = "";
  beforeAll(async () => {
    server = await start();
  }, 16 * 60_000);

  it(
    "landing page: a link navigates without a reload; pointing at a link and scrolling one into view prefetch its page",
    async ({ newPage }) => {
      const { page, errors } = await newPage({ server, viewport: { width: 1280, height: 800 } });
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      await show(page, landing);
      // Two pages linked only far below the first screen, so nothing but the test brings them in.
      const [hovered, scrolled] = await page.evaluate(() => {
        const tops = new Map<string, number>();
        for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
          const href = a.getAttribute("href")!;
          const box = a.getBoundingClientRect();
          if (box.width === 0 || /[?#.]/.test(href)) continue;
          tops.set(href, Math.min(tops.get(href) ?? Infinity, box.top));
        }
        return [...tops].filter(([, top]) => top > 2 * window.innerHeight).map(([href]) => href);
      });
      expect(hovered).toBeTruthy();
      expect(scrolled).toBeTruthy();
      expect(requested).not.toContain(pageDataOf(hovered));
      // The visible link: the header's menus hold links to many pages too, hidden until opened.
      await page.locator(`a[href="${hovered}"]:visible`).first().dispatchEvent("mouseover");
      await expect.poll(() => requested, { timeout: 5000 }).toContain(pageDataOf(hovered));
      expect(requested).not.toContain(pageDataOf(scrolled));
      await page.locator(`a[href="${scrolled}"]:visible`).first().scrollIntoViewIfNeeded();
      // Gatsby's prefetch queue takes 4 pages a batch, 3 s after the first link is queued and 3 s
      // after each batch's fetches end; the links of the first screen go first, and develop answers
      // each page's data slowly while it is busy (a CI run took over 10 s to reach this one).
      await expect.poll(() => requested, { timeout: 30_000 }).toContain(pageDataOf(scrolled));

      await page.evaluate(() => window.scrollTo(0, 0));
      await mark(page);
      await page.locator(`main a[href="${linkedFromLanding}"]`).first().click();
      await page.waitForURL(`**${linkedFromLanding}`);
      await expect.poll(() => page.locator("main h1").first().innerText()).toMatch(/SMS/);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    DEVELOP_TEST_TIMEOUT,
  );

  it(
    "doc with code tabs: a choice switches the panel, is remembered on the next page and followed by another browser tab; copy puts the code on the clipboard",
    async ({ newPage }) => {
      const { page, context, errors } = await newPage({
        server,
        viewport: { width: 1280, height: 900 },
        permissions: ["clipboard-read", "clipboard-write"],
      });
      await show(page, doc);
      const tabs = (p: Page) => p.locator("[data-tabs]").first();
      const chosen = (p: Page) => tabs(p).locator("input:checked").getAttribute("value");
      const shownPanel = (p: Page) => tabs(p).locator("input:checked + label + div");
      expect(await tabs(page).locator("label").allInnerTexts()).toEqual([
        "curl",
        "PHP",
        "Python",
        "Node.js",
        "C#",
        "Java",
        "Go",
      ]);
      expect(await chosen(page)).toBe("curl");

      await tabs(page)
        .locator("label", { hasText: /^Python$/ })
        .click();
      await expect.poll(() => chosen(page)).toBe("Python");
      expect(await shownPanel(page).innerText()).toContain("urllib.request");
      expect(await tabs(page).locator('input[value="curl"] + label + div').isVisible()).toBe(false);
      // Keyboard: the chosen tab is one Tab stop, arrows switch, and the focused tab shows a ring.
      await tabs(page).locator("input:checked").focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => chosen(page)).toBe("Node.js");
      expect(
        await tabs(page)
          .locator("input:checked + label")
          .evaluate((label) => getComputedStyle(label).outlineStyle),
      ).toBe("solid");
      expect(await page.evaluate(() => localStorage.getItem("depese.tabs.language"))).toBe("Node.js");

      // Another browser tab of the same visitor opens another doc with the same group…
      const second = await context.newPage();
      await show(second, otherDoc);
      await expect.poll(() => chosen(second)).toBe("Node.js");
      // …and follows a choice made in the first one.
      await tabs(page).locator("label", { hasText: /^Go$/ }).click();
      await expect.poll(() => chosen(second)).toBe("Go");

      const copy = shownPanel(page).locator("button[data-copy]");
      expect(await copy.innerText()).toBe("Kopírovat kód");
      await copy.click();
      await expect.poll(() => copy.innerText()).toBe("Zkopírováno");
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(
        ((await shownPanel(page).locator("pre").textContent()) ?? "").trim(),
      );
      expect(errors).toEqual([]);
    },
    DEVELOP_TEST_TIMEOUT,
  );

  it(
    "error-code page: the filter finds a code",
    async ({ newPage }) => {
      const { page, errors } = await newPage({ server });
      await show(page, errorCodes);
      const rows = page
        .locator("table", { has: page.getByRole("columnheader", { name: "HTTP status" }) })
        .locator("tbody tr");
      await expect.poll(() => rows.count()).toBeGreaterThan(5);
      // The filter is React state: typing counts once React has hydrated (or rendered) the field.
      const filter = page.getByLabel("Najít kód chyby");
      await filter.evaluate(
        (input) =>
          new Promise<void>((resolve) => {
            const check = () =>
              Object.keys(input).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50);
            check();
          }),
      );
      await filter.fill("307");
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain("INVALID_NUMBER");
      expect(errors).toEqual([]);
    },
    DEVELOP_TEST_TIMEOUT,
  );

  it(
    "blog post: links in the text and in the shell navigate without a reload",
    async ({ newPage }) => {
      const { page, errors } = await newPage({ server, viewport: { width: 1280, height: 800 } });
      await show(page, post);
      await mark(page);
      await page.locator(`main a[href="${linkedFromPost}"]`).first().click();
      await page.waitForURL(`**${linkedFromPost}`);
      await page.goBack();
      await page.waitForURL(`**${post}`);
      await page.locator('footer a[href="/blog/"]').first().click();
      await page.waitForURL((url) => url.pathname === "/blog/");
      await expect.poll(() => page.locator("main h1").first().innerText()).toMatch(/Blog/i);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    DEVELOP_TEST_TIMEOUT,
  );
});

// Editors preview in `gatsby develop` (`npm start`): bad content must show where it is, on its page and
// in the terminal, without stopping the server, and go away when the file is fixed
// (src/node/content-problems.ts). The same server as above: one start per run.
describe("gatsby develop: bad content", () => {
  const POST = `content${editedPost}index.mdx`;
  const ROUTE = editedPost;
  const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

  /** Reloads a page until `done` holds: develop applies an edit some seconds after it is saved, and a
   * page opened while it rebuilds may not render. */
  async function reloadUntil(page: Page, path: string, done: () => Promise<boolean>) {
    const until = Date.now() + 240_000;
    for (;;) {
      await page.goto(path, { waitUntil: "load" });
      const rendered = await page
        .waitForFunction(() => "___navigate" in window && document.querySelector("main h1"), null, { timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      if (rendered && (await done())) return;
      if (Date.now() > until)
        throw new Error(`${path} not as expected 240 s after the edit; it shows: ${await page.innerText("body")}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }

  it(
    "a post with an unknown author, a malformed date, a broken link and an unknown component shows them with file, line and field in the terminal and on its page; other pages serve; fixing the file recovers without a restart",
    async ({ newPage }) => {
      develop ??= await startDevelop();
      const file = path.join(develop.dir, POST);
      const original = fs.readFileSync(file, "utf8");
      const title = /^title: "(.*)"$/m.exec(original)![1];
      const bad = original
        .replace(/^date: .*$/m, "date: 2025-13-45")
        .replace(/^authors: .*$/m, "authors: [karel-neznamy]")
        .replace(/\n---\n/, "\n---\n\nViz [ceník](/neexistuje/).\n\n<Neznama />\n");
      const expected = [
        `${POST}:${lineOf(bad, "authors:")}: pole „authors“: neznámý autor „karel-neznamy“`,
        `${POST}:${lineOf(bad, "date:")}: pole „date“: „2025-13-45“ není datum`,
        `${POST}:${lineOf(bad, "/neexistuje/")}: odkaz „/neexistuje/“: stránka s touto adresou neexistuje`,
        `${POST}:${lineOf(bad, "<Neznama")}: komponenta <Neznama>: neznámá komponenta`,
      ];
      const { page, errors } = await newPage({ server: develop.url, viewport: { width: 1280, height: 800 } });
      const problemsShown = () =>
        page
          .locator("[data-content-problems]")
          .count()
          .then((n) => n > 0);
      const from = develop.mark();
      const edited = Date.now();
      fs.writeFileSync(file, bad);
      try {
        await reloadUntil(page, ROUTE, problemsShown);
        const shown = (await page.locator("[data-content-problems]").innerText()).replace(/\s+/g, " ");
        for (const line of expected) expect(shown).toContain(line.replace(/: /, " "));
        await expect.poll(() => develop!.output(from), { timeout: 30_000 }).toContain("Obsah: 4 chyby");
        for (const line of expected) expect(develop.output(from)).toContain(line);
        console.log(`develop showed the problems ${((Date.now() - edited) / 1000).toFixed(0)} s after the edit`);

        await reloadUntil(page, otherPost, async () => true);
        expect(await page.locator("main h1").first().innerText()).toMatch(/RCS/);
        expect(await page.locator("[data-content-problems]").count()).toBe(0);
      } finally {
        fs.writeFileSync(file, original);
      }
      const fixed = Date.now();
      await reloadUntil(page, ROUTE, async () => !(await problemsShown()));
      // The title with the non-breaking spaces of Czech typography (src/lib/typography.ts) as spaces.
      expect((await page.locator("main h1").first().innerText()).replace(/\u00a0/g, " ")).toBe(title);
      console.log(`develop showed the fixed post ${((Date.now() - fixed) / 1000).toFixed(0)} s after the fix`);
      // While develop compiles the post's own template again, a load may miss its chunk; once it
      // shows, the page loads without errors.
      const settled = errors.length;
      await reloadUntil(page, ROUTE, async () => true);
      expect(errors.slice(settled)).toEqual([]);
    },
    16 * 60_000,
  );
});

// Developers query the data layer in GraphiQL (`npm start`, /___graphql). The README's section
// "Querying the data" shows example queries; each runs here against the same server, and its answer
// is held against the data files, so the README cannot go stale.
/* eslint-disable @typescript-eslint/no-explicit-any -- answers of queries written in the README, which the typed queries of src/ do not cover; each check below says what it reads */
describe("gatsby develop: the README's example queries", () => {
  const readme = fs.readFileSync("README.md", "utf8");
  const start = readme.indexOf("## Querying the data");
  const next = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, next === -1 ? undefined : next);
  const queries = [...section.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);
  const nameOf = (query: string) => /query (\w+)/.exec(query)?.[1] ?? "";

  const graphql = async (query: string) => {
    develop ??= await startDevelop();
    const response = await fetch(`${develop.url}/___graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  };

  /** What each example must answer, from the data files. */
  const checks: Record<string, (data: Record<string, any>) => void> = {
    SmsToGermany: (data) => {
      const pricing = loadPricing(readPricingFiles().csv, readPricingFiles().meta);
      const germany = pricing.countries.find((c) => c.iso === "DE")!;
      expect(data.countryPrice).toMatchObject({ name: germany.name, route: "/docs/ceny/nemecko/" });
      expect(data.countryPrice.prices.smsSystem).toBe(germany.prices.smsSystem);
      expect(data.countryPrice.vatRate).toBe(pricing.meta.vatRate);
    },
    PostsByTagAndAuthor: (data) => {
      // The posts of develop's copy, which keeps only some (e2e/develop-server.ts, keepTestedPages).
      const blog = path.join(develop!.dir, "content/blog");
      const posts = fs
        .readdirSync(blog, { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(blog, d.name, "index.mdx")))
        .map((d) => matter(fs.readFileSync(path.join(blog, d.name, "index.mdx"), "utf8")).data);
      const tagged = posts.filter((p) => (p.tags ?? []).includes("sms-marketing"));
      expect(data.byTag.nodes).toHaveLength(tagged.length);
      const dates = data.byTag.nodes.map((n: any) => n.frontmatter.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const byJana = posts.filter((p) => (p.authors ?? []).includes("jana-novakova"));
      expect(data.byAuthor.nodes).toHaveLength(byJana.length);
      expect(data.byAuthor.nodes[0].blogAuthors.map((a: any) => a.name)).toContain("Jana Nováková");
    },
    ProductFacts: (data) => {
      const facts = loadFacts();
      expect(data.allProductFact.nodes.map((f: any) => f.factId).sort()).toEqual(Object.keys(facts.facts).sort());
      expect(data.allProductFact.nodes.find((f: any) => f.factId === "sla").value).toBe(facts.facts.sla.value);
      expect(data.allOnboardingStep.nodes.map((s: any) => s.title)).toEqual(facts.onboarding.map((s) => s.title));
      expect(data.allDeliveryState.nodes.map((s: any) => s.name)).toEqual(facts.deliveryStates.map((s) => s.name));
    },
    SendMessageOperation: (data) => {
      const op = findOperation("sendMessage")!;
      expect(data.apiOperation).toMatchObject({ method: op.method, path: op.path, referenceRoute: "/api-json-v1/" });
      expect(data.apiOperation.samples.map((s: any) => s.source)).toEqual(samplesFor(op).map((s) => s.source));
    },
    HairSalonStory: (data) => {
      const salons = loadStories().filter((s) => s.industry === "Kadeřnictví");
      expect(salons.length).toBeGreaterThan(0);
      expect(data.allCustomerStory.nodes.map((n: any) => n.company)).toEqual(salons.map((s) => s.company));
      expect(data.allCustomerStory.nodes[0].route).toBe(`/zakaznici/${salons[0].id}/`);
    },
  };

  it("has an example for each question a developer asks, and every example is checked", () => {
    expect(queries.map(nameOf)).toEqual(Object.keys(checks));
  });

  it.for(Object.keys(checks))(
    "%s answers without errors, as the data files say",
    { timeout: 16 * 60_000 },
    async (name) => {
      const query = queries.find((q) => nameOf(q) === name);
      expect(query, `README has no query ${name}`).toBeDefined();
      const { data, errors } = await graphql(query!);
      expect(errors).toBeUndefined();
      checks[name](data!);
    },
  );
});
/* eslint-enable @typescript-eslint/no-explicit-any */
