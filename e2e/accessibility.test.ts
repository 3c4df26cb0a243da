import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it as base, baseUrl, newContext, open, PagePool } from "./browser";
import { routeToUrlPath } from "../src/lib/routes";
import { builtRoutes } from "./built-routes";
import { CONSENT_COOKIE } from "../src/lib/consent";

// WCAG 2.2 A and AA rules of axe-core (target size among them) (labels, names, contrast, landmarks, focusable scrolling
// regions…) as a first-time visitor gets a page (the cookie banner showing): every built page at a
// phone's width, where layouts are tightest (the HTML as built, without the bundles), and one page
// of every kind (KINDS: one per template and layout) at a laptop's width too; that page of each kind
// once more at the phone's width once React has hydrated it, with no script error. Every page also
// shows one h1. The pages of a kind share their template, so a violation the wider layout
// brings shows on the kind's page; checking every page at both widths doubled the run (about 370
// pages at half a second each) for no other finding. Redoc's own markup on the two reference pages
// is a third-party widget and is left out; the page around it is checked. Three tabs of one context
// per width, reused for all routes (e2e/browser.ts, PagePool): the checks are mostly axe's own work.

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const WIDTHS = [LAPTOP, PHONE];
type Viewport = (typeof WIDTHS)[number];
type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** Pages open at the same time per width: axe's checks and the pages' loading overlap. */
const TABS = 3;

/** `withPage(viewport, run)`: one of TABS pages of the width's context, for as long as `run` runs. */
const it = base.extend<{ withPage: <T>(viewport: Viewport, run: (page: Page) => Promise<T>) => Promise<T> }>({
  withPage: [
    async ({ browser }, provide) => {
      const pools = new Map<number, PagePool>();
      const sweepContext = async (viewport: Viewport) => {
        const context = await newContext(browser, { viewport });
        // The HTML as built, without the bundles: hydration renders the same markup (once per page
        // kind below), and leaving it out halves the time.
        await context.route("**/*", (route) =>
          route.request().url().startsWith(baseUrl()) && route.request().resourceType() !== "script"
            ? route.continue()
            : route.abort(),
        );
        // Injected through the browser's protocol, so the site's Content-Security-Policy stays as it is.
        await context.addInitScript({ content: axeSource });
        return context;
      };
      await provide(async (viewport, run) => {
        if (!pools.has(viewport.width))
          pools.set(viewport.width, new PagePool(() => sweepContext(viewport), TABS, { tabs: true }));
        return pools.get(viewport.width)!.use(run);
      });
      for (const pool of pools.values()) await pool.close();
    },
    { scope: "file" },
  ],
});

/** axe's WCAG 2.2 A/AA violations of the page, one line each; and `aria-label` on a <span> or
 * <div> without a role, which the HTML checker rejects and screen readers may not read. */
const violations = (page: Page, exclude: string[][] = [[".redoc-wrap"]]) =>
  page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // axe scrolls elements into view (colour contrast), which renders `content-visibility: auto`
    // sections at their real height mid-run: positions shift between its checks and target-size
    // then sees overlaps that no visitor does. Laying the whole page out first keeps it still.
    const still = document.createElement("style");
    still.textContent = "* { content-visibility: visible !important; }";
    document.head.append(still);
    await document.fonts.ready;
    const { violations } = await axe.run(
      { exclude },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
      },
    );
    still.remove();
    const unnamed = document.querySelectorAll("span[aria-label]:not([role]), div[aria-label]:not([role])").length;
    // One heading of the first level that a visitor sees (Redoc's hidden ones aside).
    const headings = [...document.querySelectorAll("h1")].filter((h) => h.checkVisibility()).length;
    return [
      ...violations.map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ""}`,
      ),
      ...(unnamed ? [`aria-label on ${unnamed} <span>/<div> without a role`] : []),
      ...(headings === 1 ? [] : [`${headings} visible <h1> instead of one`]),
    ];
  }, exclude);

const routes = builtRoutes();

/** A route no page has: the not-found page. */
const NOT_FOUND = "/neexistuje/";

// One page of every kind, as a visitor gets it once React has hydrated it (the sweep below checks
// the built HTML of every page, without the bundles).
const KINDS = [
  "/",
  "/sms/",
  "/faq/",
  "/rcs/",
  "/sms-api/",
  "/markdown-page/", // a content page's article layout
  "/ceny/",
  "/ceny/akce-bonus/",
  "/docs/help/odesilani-sms/",
  "/docs/category/help/",
  "/docs/api/json/api/send-message/",
  "/docs/api/json/error-codes/",
  "/docs/ceny/nemecko/",
  "/blog/",
  "/blog/page/2/",
  "/blog/archive/",
  "/blog/pruvodce-sms-marketingem/",
  "/blog/tags/",
  "/blog/tags/sms-marketing/",
  "/blog/authors/",
  "/blog/authors/jana-novakova/",
  "/zakaznici/",
  "/zakaznici/autoservis-simek/",
  "/tool/delka-sms/",
  "/tool/validace-cisla/",
  NOT_FOUND,
  "/api-json-v1/",
];

/** WCAG contrast of two computed colours ("rgb(…)"). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("accessibility (axe-core, WCAG 2.2 A and AA)", () => {
  it("finds every page of the build, and each kind's page is one of them (or the not-found page)", () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes).toContain("/api-json-v1/");
    expect(KINDS.filter((route) => route !== NOT_FOUND && !routes.includes(route))).toEqual([]);
  });

  // Every page at the phone's width; at the laptop's, one page of each kind.
  describe.each([
    { viewport: PHONE, pages: routes },
    { viewport: LAPTOP, pages: KINDS },
  ])("as built at $viewport.width px", ({ viewport, pages }) => {
    it.concurrent.for(pages)("%s has no violations", async (route, { withPage, expect }) => {
      const found = await withPage(viewport, async (page) => {
        await page.goto(routeToUrlPath(route), { waitUntil: "load" });
        return violations(page);
      });
      expect(found).toEqual([]);
    });
  });

  // Hydration renders the markup the sweep checked as built; this checks what React adds (live
  // controls, states) at the phone's width, where the shell has the most of them (the mobile menu),
  // and that no page kind's scripts throw.
  describe("one page of every kind, hydrated, at 390 px", () => {
    it.concurrent.for(KINDS)("%s has no violations and no script errors", async (route, { newPage, expect }) => {
      const { page, errors } = await newPage({ viewport: PHONE });
      await page.addInitScript({ content: axeSource });
      await open(page, route);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  // The shell's menus and the search work before the bundles run (src/lib/early-controls.ts):
  // opened that way, with the bundles never loading, they are as clean as the rest.
  it.for([
    { width: 390, height: 844, open: ["Otevřít nabídku", "Odesílání"] },
    { width: 1440, height: 900, open: ["Odesílání"] },
    { width: 1440, height: 900, open: ["Řešení"] },
    { width: 390, height: 844, open: ["Otevřít nabídku", "Řešení"] },
    { width: 390, height: 844, open: ["Hledat"] },
  ])(
    "has no violations with $open open before the scripts, at $width px",
    async ({ open: names, ...viewport }, { newPage }) => {
      const { page } = await newPage({ viewport });
      await page.route(/\.js$/, (route) => route.abort());
      await page.addInitScript({ content: axeSource });
      await page.goto("/", { waitUntil: "load" });
      for (const name of names) await page.getByRole("button", { name, exact: true }).click();
      expect(await violations(page)).toEqual([]);
    },
  );

  it("shows a visible focus ring on keyboard focus", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  it("draws the focus ring in the announcement bar in a colour that stands out from the bar", async ({ newPage }) => {
    const { page } = await newPage();
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseUrl() }]);
    await open(page, "/");
    const bar = page.getByRole("region", { name: "Oznámení" });
    for (const control of [bar.getByRole("link"), bar.getByRole("button", { name: "Zavřít oznámení" })]) {
      await control.focus();
      const [outline, background] = await control.evaluate((el) => [
        getComputedStyle(el).outlineColor,
        getComputedStyle(el.closest("[data-announcement-id]")!).backgroundColor,
      ]);
      expect(contrast(outline, background), `${outline} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("puts the cookie banner right after the skip link in the focus order", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Přeskočit na obsah");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#souhlas-cookies")))).toBe(true);
  });

  it.for(WIDTHS)(
    "never lets the cookie banner cover the element in focus, from the skip link to the footer, at $width px",
    async (viewport, { newPage }) => {
      const { page } = await newPage({ viewport });
      await open(page, "/");
      expect(await page.locator("#souhlas-cookies").isVisible()).toBe(true);
      const covered: string[] = [];
      let stops = 0;
      // Through the whole page once: until the focus leaves the page or comes back to the skip link.
      for (; stops < 400; stops++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          const banner = document.getElementById("souhlas-cookies")!;
          if (!el || el === document.body || el.contains(banner)) return { end: true };
          const b = banner.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          const over =
            !banner.contains(el) && r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
          const name = `<${el.tagName.toLowerCase()}> ${(el.textContent ?? "").trim().slice(0, 40)}`;
          return { end: false, over, name, skip: el.getAttribute("href") === "#obsah" };
        });
        if (focused.end || (focused.skip && stops > 0)) break;
        if (focused.over) covered.push(focused.name!);
      }
      expect(stops).toBeGreaterThan(50);
      expect(covered).toEqual([]);
    },
  );
});
