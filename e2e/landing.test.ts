import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it as base, baseUrl, newContext, open, PagePool } from "./browser";
import { marketingPages, VIEWPORTS } from "../scripts/marketing-pages";
import { routeToUrlPath } from "../src/lib/routes";
import { CONSENT_COOKIE } from "../src/lib/consent";
import { layoutDefects } from "./layout-defects";

// Every marketing page as a visitor who has answered the cookie banner sees it on a phone and a
// laptop: the first screen says what it is and offers registration and a second way forward. On a
// phone the page is hydrated (its scripts must run without an error and shift nothing); on a laptop
// it is the page as built, before its scripts: hydration renders the same markup, and hydrating
// every page twice was half of this file's time. On the same visit, no text runs out of its box or
// is cut off, nothing clickable lies over text, and whatever scrolls sideways shows that it does
// (e2e/layout-defects.ts); the one marketing page that is not a landing page gets that check alone.

const landing = marketingPages().filter((p) => p.landing);
const REGISTRATION = /\/registrace\/$/;
const PHONE_WIDTH = 600;

/** Leaves the page's scripts out: the page as built, before hydration. */
const withoutScripts = (page: Page) =>
  page.route("**/*", (request) =>
    request.request().resourceType() === "script" ? request.abort() : request.fallback(),
  );

type Viewport = { width: number; height: number };

/** `landingPage(viewport, run)`: one of five pages per width, reused from route to route (a new page
 * per route was half of this file's processor time: e2e/browser.ts, PagePool), in contexts whose
 * visitor has declined the cookies; at a laptop's width the page's scripts are left out. */
const it = base.extend<{
  landingPage: <T>(viewport: Viewport, run: (page: Page, errors: string[]) => Promise<T>) => Promise<T>;
}>({
  landingPage: [
    async ({ browser }, provide) => {
      const pools = new Map<number, PagePool>();
      const landingContext = async (viewport: Viewport) => {
        const context = await newContext(browser, { viewport });
        await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseUrl() }]);
        await context.route("**/*", (route) =>
          !route.request().url().startsWith(baseUrl()) ||
          (viewport.width >= PHONE_WIDTH && route.request().resourceType() === "script")
            ? route.abort()
            : route.continue(),
        );
        return context;
      };
      await provide(async (viewport, run) => {
        if (!pools.has(viewport.width)) pools.set(viewport.width, new PagePool(() => landingContext(viewport), 5));
        return pools.get(viewport.width)!.use(run);
      });
      for (const pool of pools.values()) await pool.close();
    },
    { scope: "file" },
  ],
});

/** Opens a landing page as the visitor sees it at that width (hydrated on a phone, as built on a
 * laptop) and starts summing its layout shifts. */
async function visit(page: Page, route: string, viewport: Viewport) {
  if (viewport.width < PHONE_WIDTH) await open(page, routeToUrlPath(route));
  else await page.goto(routeToUrlPath(route), { waitUntil: "load" });
  // Layout shifts after load (hydration, scrolling, late layout), summed as Chromium reports them.
  await page.evaluate(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift" });
  });
}

/** The page's layout defects, with every section laid out (those with `content-visibility: auto`
 * are laid out only when scrolled to). */
async function laidOutDefects(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  return page.evaluate(layoutDefects);
}

/** Whether an element lies wholly inside the first viewport (before any scrolling). */
const inFirstViewport = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 &&
      r.height > 0 &&
      r.top >= 0 &&
      r.left >= 0 &&
      r.bottom <= window.innerHeight &&
      r.right <= window.innerWidth
    );
  });

describe.each(VIEWPORTS)("marketing pages at $width×$height", (viewport) => {
  // Concurrent: each page in its own context; nothing here depends on time.
  it.concurrent.for(landing.map((p) => p.route))(
    viewport.width < PHONE_WIDTH
      ? "%s opens with its hero: h1, lead, both buttons and the visual in view; its scripts run without an error; no text out of its box"
      : "%s opens with its hero, as built: h1, lead and both buttons in view; no text out of its box",
    async (route, { landingPage, expect }) =>
      landingPage(viewport, async (page, errors) => {
        await visit(page, route, viewport);
        expect(await page.locator("h1").count()).toBe(1);
        expect(await inFirstViewport(page, "main h1")).toBe(true);
        const buttons = page.locator("main section").first().locator("a.button");
        expect(await buttons.count()).toBeGreaterThanOrEqual(2);
        expect(await buttons.first().getAttribute("href")).toMatch(REGISTRATION);
        expect(await buttons.nth(1).getAttribute("href")).not.toMatch(REGISTRATION);
        for (const i of [0, 1]) {
          const box = await buttons.nth(i).boundingBox();
          expect(box, `button ${i + 1} of ${route}`).not.toBeNull();
          expect(box!.y + box!.height, `button ${i + 1} of ${route} below the first screen`).toBeLessThanOrEqual(
            viewport.height,
          );
        }
        // On a phone the picture of the product starts in the first screen too, under the buttons (the
        // price line and facts follow it): at least its top 160 px are in view before any scrolling.
        if (viewport.width < PHONE_WIDTH) {
          const visual = await page
            .locator("main section")
            .first()
            .locator('figure, [role="img"]')
            .first()
            .boundingBox();
          expect(visual, `${route} has no visual in its hero`).not.toBeNull();
          expect(visual!.y, `the visual of ${route} starts below the first screen`).toBeLessThanOrEqual(
            viewport.height - 160,
          );
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        // The hero's figures fit their boxes (a long word such as „obousměrně“ used to overflow at 390).
        const overflowingFacts = await page.$$eval("main section:first-of-type dd", (dds) =>
          dds.filter((dd) => dd.scrollWidth > dd.clientWidth + 1).map((dd) => dd.textContent),
        );
        expect(overflowingFacts, `${route}: hero figures wider than their box`).toEqual([]);
        // Phones keep a phone's 9:16 however short the message, and grow rather than cut a long one.
        const phones = await page.$$eval('main figure[class^="phone-"]', (figures) =>
          figures.map((f) => {
            const box = f.getBoundingClientRect();
            return { ratio: box.height / box.width, cut: f.scrollHeight > f.clientHeight + 1 };
          }),
        );
        for (const [i, phone] of phones.entries()) {
          expect(phone.ratio, `phone ${i + 1} of ${route} is not a phone's shape`).toBeGreaterThanOrEqual(1.75);
          expect(phone.cut, `phone ${i + 1} of ${route} cuts its messages`).toBe(false);
        }
        // Scroll through the page half a screen at a time (at most 80 steps), each step after two
        // frames, so every part lays out as it does in a visitor's scroll: a section with
        // `content-visibility: auto` is rendered while it is near the viewport, before it is in it.
        // (A screen per 30 ms outran the rendering on a loaded CI machine.) Then read the shifts.
        await page.evaluate(async () => {
          const frame = () => new Promise((r) => requestAnimationFrame(r));
          for (
            let y = 0, steps = 0;
            y < document.body.scrollHeight && steps < 80;
            y += window.innerHeight / 2, steps++
          ) {
            window.scrollTo(0, y);
            await frame();
            await frame();
          }
        });
        expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
        expect(errors).toEqual([]);
        expect(await laidOutDefects(page)).toEqual([]);
      }),
  );

  it.for(
    marketingPages()
      .filter((p) => !p.landing)
      .map((p) => p.route),
  )("%s: no text out of its box or under a control, sideways scrolling shown", async (route, { landingPage }) =>
    landingPage(viewport, async (page) => {
      await page.goto(routeToUrlPath(route), { waitUntil: "load" });
      expect(await laidOutDefects(page)).toEqual([]);
    }),
  );
});

describe("marketing page content", () => {
  it("every landing page shows a message mock-up or a product screen in its hero, and no two show the same one", async ({
    newPage,
  }) => {
    const seen = new Map<string, string>();
    const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
    await withoutScripts(page);
    for (const { route } of landing) {
      await page.goto(routeToUrlPath(route));
      // A message is a <figure>; a product visual (src/components/Visuals) one role="img".
      const visual = page.locator("main section").first().locator('figure, [role="img"]');
      expect(await visual.count(), `${route} has no visual in its hero`).toBeGreaterThan(0);
      const text = (await visual.first().innerText()).replace(/\s+/g, " ").trim();
      expect(seen.get(text), `${route} shows the same message as ${seen.get(text)}`).toBeUndefined();
      seen.set(text, route);
    }
  });

  it("FAQ structured data parses and repeats exactly the visible questions", async ({ newPage }) => {
    const { page } = await newPage();
    await withoutScripts(page);
    let pagesWithFaq = 0;
    for (const { route } of landing) {
      await page.goto(routeToUrlPath(route));
      const scripts = await page.$$eval('script[type="application/ld+json"]', (els) =>
        els.map((e) => e.textContent ?? ""),
      );
      const faqs = scripts.map((s) => JSON.parse(s)).filter((d) => d["@type"] === "FAQPage");
      const visible = await page.$$eval("details summary", (els) =>
        els.map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim()),
      );
      if (faqs.length === 0) continue;
      pagesWithFaq++;
      const named = faqs.flatMap((f) => f.mainEntity.map((q: { name: string }) => q.name.replace(/\s+/g, " ").trim()));
      expect(named, route).toEqual(visible);
      for (const f of faqs)
        for (const q of f.mainEntity) expect(q.acceptedAnswer.text.length, `${route}: ${q.name}`).toBeGreaterThan(20);
    }
    expect(pagesWithFaq).toBeGreaterThanOrEqual(landing.length - 2);
  });
});

describe("pages of content/pages/ are static HTML in the browser", () => {
  it("hydrate without re-rendering the body, and their links navigate inside the app with prefetching", async ({
    newPage,
  }) => {
    const { page, errors } = await newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, "/");
    const body = page.locator("[data-page-body]");
    // The server's nodes survive hydration: a mark set before the app started is still there.
    expect(await body.locator("section").count()).toBeGreaterThan(5);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const prefetched = page.waitForRequest((r) => r.url().includes("/page-data/sms/page-data.json"));
    await body.locator('a[href="/sms/"]').first().hover();
    await prefetched;
    await body.locator('a[href="/sms/"]').first().click();
    await page.waitForURL("**/sms/");
    // Same document (no reload), and the new page's body arrived from its body file (plugins/gatsby-overrides/static-body/).
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(await page.locator("h1").innerText()).toMatch(/SMS/);
    expect(await page.locator("[data-page-body] section").count()).toBeGreaterThan(4);
    expect(await page.locator('[data-page-body] script[type="application/ld+json"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("switch code tabs by click and arrow keys, remember the language, and copy code", async ({ newPage }) => {
    const { page, errors } = await newPage({
      viewport: { width: 1440, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await open(page, "/sms-api/");
    const tabs = page.locator("[data-page-body] [data-tabs]").first();
    const chosen = () => tabs.locator("input:checked").getAttribute("value");
    const labels = tabs.locator("label");
    expect(await labels.count()).toBeGreaterThan(1);
    const label = await labels.nth(1).innerText();
    await labels.nth(1).click();
    expect(await chosen()).toBe(label);
    const panel = tabs.locator("input:checked + label + div");
    expect(await panel.isVisible()).toBe(true);
    await tabs.locator("input:checked").focus();
    await page.keyboard.press("ArrowLeft");
    expect(await chosen()).toBe(await labels.first().innerText());
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => localStorage.getItem("depese.tabs.language"))).toBe(label);
    const copy = panel.locator("button[data-copy]");
    expect(await copy.innerText()).toBe("Kopírovat kód");
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe("Zkopírováno");
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(
      ((await panel.locator("pre").textContent()) ?? "").trim(),
    );
    // The remembered language is chosen on the next page with the same group.
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(chosen).toBe(label);
    expect(errors).toEqual([]);
  });
});
