import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { baseUrl, it, open, type NewPage } from "./browser";

// The shell's states and transitions (docs/product-spec.md §4, §8, §9) in a real browser: the
// announcement bar, first paint without layout shifts, the navbar, the mobile sidebar, the table of
// contents, route changes and prefetching. The shell's structure is e2e/shell.test.ts.

const bar = (page: Page) => page.locator("[data-announcement-id]");
const header = (page: Page) => page.locator("header").first();

/** Turns prefetching off (data saver), so a test controls when page resources load. */
const saveDataOn = () =>
  Object.defineProperty(navigator, "connection", {
    value: { saveData: true, effectiveType: "4g" },
    configurable: true,
  });

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Runs in the page before its HTML: keeps each layout shift with the elements it moved, so a
 * failure says what moved. */
function recordShifts() {
  const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (s) =>
          `${(s.node as Element | null)?.outerHTML?.slice(0, 80) ?? "?"} ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
      );
      shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** Client-side navigation through a Gatsby link, as a visitor clicking it. */
async function clientNavigate(page: Page, href: string) {
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), href);
}

describe("announcement bar", () => {
  it("stays dismissed across reloads, comes back for a new id, and never shifts the layout", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    expect(await bar(page).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Zavřít oznámení" }).click();
    expect(await bar(page).isVisible()).toBe(false);
    await page.reload({ waitUntil: "domcontentloaded" });
    // Hidden from the first paint: the inline script ran before the body was parsed.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-announcement-dismissed"))).toBe(true);
    expect(await bar(page).isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem("depese.announcement.id", "loňská-akce"));
    await page.reload({ waitUntil: "networkidle" });
    expect(await bar(page).isVisible()).toBe(true);
  });

  it.for([false, true])("keeps the home page's layout shift at 0 (dismissed: %s)", async (dismissed, { newPage }) => {
    const { page } = await newPage();
    await page.addInitScript((d) => {
      if (d) {
        localStorage.setItem("depese.announcement.id", "bonus-kredit-2026");
        localStorage.setItem("depese.announcement.dismiss", "true");
      }
    }, dismissed);
    await page.addInitScript(recordShifts);
    await open(page, "/");
    await page.waitForTimeout(500);
    expect(await shiftsOf(page)).toEqual([]);
    expect(await bar(page).isVisible()).toBe(!dismissed);
  });
});

describe("first paint", () => {
  // Where the home page's HTML is cut: a text and how far after its start. Inside the cookie bar
  // and the announcement; in the navbar's right-aligned items (the browser painted the search
  // button alone, then moved it when the rest arrived); between a hero fact's label and its value;
  // before the button of the hero's picture.
  it.for([
    ["souhlas-cookies", 200],
    ["data-announcement-id", 200],
    ['data-type="localeDropdown"', 0],
    ["</dt><dd>", 0],
    ["bez DPH</span>", "bez DPH</span>".length],
  ] as const)(
    "shifts nothing when the browser paints between two network chunks of the HTML, at %s",
    async ([marker, offset], { newPage }) => {
      // The home page's HTML, cut there and sent in two parts 800 ms apart: the browser paints what
      // it has, as it does when a slow network or a busy parser splits the page there.
      const home = await (await fetch(`${baseUrl()}/`)).text();
      expect(home.indexOf(marker), marker).toBeGreaterThan(0);
      const cut = home.indexOf(marker) + offset;
      const server = http.createServer(async (request, response) => {
        if (request.url !== "/") {
          const proxied = await fetch(`${baseUrl()}${request.url}`);
          response.writeHead(proxied.status, { "content-type": proxied.headers.get("content-type") ?? "" });
          return response.end(Buffer.from(await proxied.arrayBuffer()));
        }
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(home.slice(0, cut));
        setTimeout(() => response.end(home.slice(cut)), 800);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { page } = await newPage({ server: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
        await page.addInitScript(recordShifts);
        await open(page, "/");
        await page.waitForTimeout(500);
        expect(await shiftsOf(page)).toEqual([]);
      } finally {
        server.close();
      }
    },
  );
});

describe("navbar", () => {
  it("hides when scrolling down and shows when scrolling up, always near the top", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/faq/");
    const hidden = () => header(page).getAttribute("data-hidden");
    await page.mouse.wheel(0, 1500);
    await expect.poll(hidden).toBe("true");
    await page.mouse.wheel(0, -300);
    await expect.poll(hidden).toBe(null);
    await page.mouse.wheel(0, 600);
    await expect.poll(hidden).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(hidden).toBe(null);
  });

  it("opens a dropdown by keyboard and hover; closes it on Escape, outside click and focus leaving", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/sms-api/");
    const button = page.getByRole("button", { name: "Odesílání" });
    const expanded = () => button.getAttribute("aria-expanded");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await expanded()).toBe("true");
    await page.keyboard.press("Escape");
    expect(await expanded()).toBe("false");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Odesílání");

    // A click or touch outside, dispatched on <main> without moving focus: a real click would also
    // blur the button, so the focus-leaving rule alone would close the menu and hide a broken
    // click-away handler (it listens to mousedown and touchstart on the document).
    const outside = { mouse: ["pointerdown", "mousedown"], touch: ["touchstart"] };
    for (const [input, types] of Object.entries(outside)) {
      await page.keyboard.press("Enter");
      expect(await expanded(), input).toBe("true");
      await page.evaluate((events) => {
        const main = document.querySelector("main")!;
        for (const type of events) main.dispatchEvent(new Event(type, { bubbles: true }));
      }, types);
      await expect.poll(expanded, { message: input }).toBe("false");
      await expect(
        page.evaluate(() => document.activeElement?.textContent),
        input,
      ).resolves.toBe("Odesílání");
    }

    await button.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await expanded()).toBe("false");

    await button.hover();
    expect(await expanded()).toBe("true");
    await page.mouse.move(640, 600);
    expect(await expanded()).toBe("false");
  });

  it("locale links keep the path, the query string and the hash", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/sms/?utm_source=newsletter#cena");
    const href = await page.locator("header nav a[hreflang='cs']").getAttribute("href");
    expect(href).toBe("/sms/?utm_source=newsletter#cena");
    expect(await page.getByRole("button", { name: /tmavý režim/ }).count()).toBe(0);
  });
});

describe("mobile sidebar", () => {
  it("locks page scroll, moves focus, starts dropdowns collapsed unless active, and closes at desktop width", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 600, height: 800 } });
    await open(page, "/sms/");
    await page.getByRole("button", { name: "Otevřít nabídku" }).click();
    const sidebar = page.getByRole("dialog", { name: "Nabídka" });
    expect(await sidebar.isVisible()).toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      "Zavřít nabídku",
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sidebar.getByRole("button", { name: "Odesílání" }).getAttribute("aria-expanded")).toBe("true");
    expect(await sidebar.getByRole("button", { name: "Pro vývojáře" }).getAttribute("aria-expanded")).toBe("false");
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    expect(await page.locator('[aria-controls="mobilni-nabidka"]').getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on the browser's back button and returns focus to the hamburger on close", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 600, height: 800 } });
    await open(page, "/");
    await clientNavigate(page, "/sms/");
    await page.waitForURL("**/sms/");
    const hamburger = page.getByRole("button", { name: "Otevřít nabídku" });
    await hamburger.click();
    const sidebar = page.getByRole("dialog", { name: "Nabídka" });
    await sidebar.getByRole("button", { name: "Zavřít nabídku" }).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      "Otevřít nabídku",
    );
    await hamburger.click();
    expect(await sidebar.isVisible()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => sidebar.isVisible()).toBe(false);
  });
});

describe("table of contents", () => {
  it("lists levels 2–3 and highlights the heading in view", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/markdown-page/");
    const toc = page.getByRole("navigation", { name: "Na této stránce" });
    const targets = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
    expect(targets.length).toBeGreaterThan(5);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
      targets,
    );
    expect(new Set(levels)).toEqual(new Set(["H2", "H3"]));
    const target = targets[Math.floor(targets.length / 2)];
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect.poll(() => toc.locator('a[aria-current="location"]').getAttribute("href")).toBe(`#${target}`);
  });

  it("is a collapsed „Na této stránce“ on narrow screens", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 600, height: 800 } });
    await open(page, "/markdown-page/");
    const summary = page.locator("details summary", { hasText: "Na této stránce" });
    expect(await summary.isVisible()).toBe(true);
    expect(await page.locator("details").filter({ hasText: "Na této stránce" }).getAttribute("open")).toBeNull();
  });
});

describe("route changes", () => {
  it("shows the progress bar only when a route change takes longer than 200 ms", async ({ newPage }) => {
    const { page } = await newPage();
    await page.addInitScript(saveDataOn);
    await page.addInitScript(() => {
      (window as unknown as { progressSeen: boolean }).progressSeen = false;
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) (window as unknown as { progressSeen: boolean }).progressSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, "/");
    // Resources already loaded (as prefetching does): the change is instant, so no bar.
    await page.evaluate(() =>
      (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage("/viber/"),
    );
    await clientNavigate(page, "/viber/");
    await page.waitForURL("**/viber/");
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);

    await page.route("**/page-data/rcs/page-data.json", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await clientNavigate(page, "/rcs/");
    await expect.poll(() => page.evaluate(() => Boolean(document.querySelector("#nprogress .bar")))).toBe(true);
    await page.waitForURL("**/rcs/");
    await expect
      .poll(() => page.evaluate(() => Boolean(document.getElementById("nprogress"))), { timeout: 5000 })
      .toBe(false);
  });

  it("reloads the page when a route's resources fail to load", async ({ newPage }) => {
    const { page } = await newPage();
    await page.addInitScript(saveDataOn);
    await open(page, "/");
    const documents: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "document" && documents.push(new URL(request.url()).pathname),
    );
    // Gatsby retries page data three times; every try fails until the browser reloads the page.
    await page.route("**/page-data/viber/page-data.json", (route) =>
      documents.includes("/viber/") ? route.continue() : route.abort(),
    );
    await clientNavigate(page, "/viber/");
    await page.waitForURL("**/viber/");
    await expect.poll(() => documents).toContain("/viber/");
  });

  it("shows „This page crashed.“ with the error when a page fails to render, and the rest keeps working", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.route("**/page-data/sms/page-data.json", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.data.mdx = null;
      // no-store: the broken copy must not be revalidated from the HTTP cache after a reload.
      await route.fulfill({ status: 200, json, headers: { "cache-control": "no-store" } });
    });
    await clientNavigate(page, "/sms/");
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.locator("h1").textContent()).toBe("This page crashed.");
    expect(await alert.textContent()).toContain("Obsah stránky chybí");
    expect(await alert.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
    // The rest of the site keeps working…
    await clientNavigate(page, "/viber/");
    await expect.poll(() => page.locator("main h1").textContent()).not.toBe("This page crashed.");
    // …and "Try again" recovers once the cause is gone: the cached page data still crashes, so the
    // second attempt reloads the page, which fetches it anew.
    await clientNavigate(page, "/sms/");
    await expect.poll(() => alert.locator("h1").textContent()).toBe("This page crashed.");
    await page.unroute("**/page-data/sms/page-data.json");
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.waitForLoadState("load");
    await expect
      .poll(() => page.locator("main h1").first().textContent(), { timeout: 10_000 })
      .not.toBe("This page crashed.");
    expect(new URL(page.url()).pathname).toBe("/sms/");
    expect(await page.getByRole("alert").filter({ hasText: "This page crashed." }).count()).toBe(0);
  });
});

describe("resilience and prefetching", () => {
  it("keeps the page usable when localStorage throws", async ({ newPage }) => {
    const { page, errors } = await newPage();
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Přístup odepřen", "SecurityError");
        },
      });
    });
    await open(page, "/");
    expect(await bar(page).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Zavřít oznámení" }).click();
    expect(await bar(page).isVisible()).toBe(false);
    expect(warnings.some((w) => /úložiště prohlížeče/i.test(w))).toBe(true);
    await page.getByRole("button", { name: "Odesílání" }).click();
    expect(errors).toEqual([]);
  });

  /** The pages prefetched after the home page has loaded: until one is, or for 4.5 s when none
   * must be (Gatsby starts its prefetch queue 3 s after the links come into view). */
  async function prefetchedPages(newPage: NewPage, connection: object | null): Promise<string[]> {
    const { page } = await newPage({ viewport: { width: 1280, height: 2000 } });
    if (connection) {
      await page.addInitScript(
        (c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }),
        connection,
      );
    }
    const pageData: string[] = [];
    // The page's own data (its page data, app data, static query results) is not a prefetch.
    page.on(
      "request",
      (r) =>
        r.url().includes("/page-data/") && !/page-data\/(index|app-data|sq)\b/.test(r.url()) && pageData.push(r.url()),
    );
    await open(page, "/");
    if (connection) await page.waitForTimeout(4500);
    else await expect.poll(() => pageData.length, { timeout: 15_000 }).toBeGreaterThan(0);
    return pageData;
  }

  it("prefetches linked pages on a normal connection", async ({ newPage }) => {
    expect((await prefetchedPages(newPage, null)).length).toBeGreaterThan(0);
  });

  it.concurrent.for([
    { saveData: true, effectiveType: "4g" },
    { saveData: false, effectiveType: "2g" },
  ])("prefetches nothing with %j", async (connection, { newPage, expect }) => {
    expect(await prefetchedPages(newPage, connection)).toEqual([]);
  });
});
