import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject, test as base } from "vitest";

// Debian's Chromium as its old headless shell (apt-get install chromium-headless-shell: the same
// source and version as the chromium package, without the desktop browser around the page), as
// Playwright itself runs headless tests; playwright-core never downloads a browser. The browser
// tests took 546 processor-seconds with it against 973 with the full browser in headless mode, the
// same 1 086 tests passing (docs/architecture.md, record 18). The bench and Lighthouse measure with
// the full browser, as visitors have it.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** A host name mapped to the test server, so the site can be opened under a parent domain. */
export const TEST_HOST = "www.depese.test";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
  `--host-resolver-rules=MAP ${TEST_HOST} 127.0.0.1`,
];
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const baseUrl = () => inject("baseUrl");

export type PageOptions = BrowserContextOptions & {
  /** Answer outside requests with a stub (a page for a navigation, a 1×1 GIF, an empty script)
   * instead of aborting them. */
  stub?: boolean;
  /** Open the site as TEST_HOST instead of 127.0.0.1. */
  host?: boolean;
  /** Another server than the production one (`gatsby develop`: e2e/develop-server.ts). */
  server?: string;
};

export type TestPage = {
  page: Page;
  context: BrowserContext;
  /** Every request to anything but the test server, in order; none of them leaves the machine. */
  outside: string[];
  /** Uncaught errors of the page's scripts. */
  errors: string[];
  /** The origin the site is opened under (baseURL of the context). */
  origin: string;
};

/** A fresh browser context on the site (Czech locale). Its navigations may take a minute, not
 * Playwright's default 30 s: a limit here catches a hang, and on a loaded two-core machine a page
 * with its bundles once took longer than 30 s to reach network idle. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "cs-CZ", ...options });
  context.setDefaultNavigationTimeout(60_000);
  return context;
}

/** Opens a page in a fresh context (no cookies or storage) whose outside requests are recorded and
 * aborted, or stubbed with `stub: true`. */
export type NewPage = (options?: PageOptions) => Promise<TestPage>;

/**
 * The browser tests' `it`, with fixtures: `browser` (one Chromium per test file, started with
 * `chromiumArgs`) and `newPage`. The harness closes every context a test opened when the test
 * ends, and the browser when the file ends.
 */
export const it = base.extend<{ chromiumArgs: string[]; browser: Browser; newPage: NewPage }>({
  chromiumArgs: [ARGS, { scope: "file" }],
  browser: [
    async ({ chromiumArgs }, provide) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: chromiumArgs });
      await provide(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  newPage: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async ({ stub = false, host = false, server = baseUrl(), ...options } = {}) => {
      const origin = host ? server.replace("127.0.0.1", TEST_HOST) : server;
      const context = await newContext(browser, { baseURL: origin, ...options });
      contexts.push(context);
      const outside: string[] = [];
      const errors: string[] = [];
      await context.route("**/*", (route) => {
        const request = route.request();
        if (request.url().startsWith(origin)) return route.continue();
        outside.push(request.url());
        if (!stub) return route.abort();
        if (request.resourceType() === "document")
          return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
        if (request.resourceType() === "image")
          return route.fulfill({ status: 200, contentType: "image/gif", body: GIF });
        return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* stub */" });
      });
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      return { page, context, outside, errors, origin };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Opens a path and waits until React has hydrated the whole page: the network is idle, the navbar's
 * search button is live (`data-ready`, set once its region has hydrated), then the main thread has
 * been idle twice in a row, so the regions hydrated after it (the page, the footer) are done too.
 * Network idle alone is not enough: the bundles load after the first paint
 * (plugins/gatsby-overrides/after-first-paint.ts), so on a busy machine the network can be idle before they are even
 * requested, and a click then lands on markup React has not taken over. A test of the page before
 * its scripts run uses `page.goto`. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached", timeout: 60_000 });
  await page.evaluate(async () => {
    const idle = () => new Promise<IdleDeadline>((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    // At most 10 tries (20 s on a main thread that is never idle), well inside a test's minute.
    let quiet = 0;
    for (let tries = 0; quiet < 2 && tries < 10; tries++) quiet = (await idle()).didTimeout ? 0 : quiet + 1;
  });
  return response;
}

/** A few pages reused by the tests of a file that open many pages alike (every page of the sweep,
 * every landing page): a new page costs Chromium about 0.3 processor-seconds (its renderer and the
 * browser's side of it) and loading a page in it about 0.15 more than in a page that has shown one:
 * 0.5 s a page where the page itself is 0.2 (docs/architecture.md, record 18). By default each page
 * has its own context, so each is shown and gets animation frames; `tabs: true` makes them tabs of
 * one context, of which Chromium shows one at a time: the others render no frames, which a check
 * that needs none (axe) is the cheaper for, and a scroll that waits for frames hangs in. `use(run)`
 * lends one page for as long as `run` runs, with the page errors of that time only. */
export class PagePool {
  private idle: Page[] = [];
  private contexts: Promise<BrowserContext>[] = [];
  private waiting: ((page: Page) => void)[] = [];

  private opened = 0;

  constructor(
    private readonly makeContext: () => Promise<BrowserContext>,
    private readonly size = 3,
    private readonly options: { tabs?: boolean } = {},
  ) {}

  private async acquire(): Promise<Page> {
    const page = this.idle.pop();
    if (page) return page;
    if (this.opened < this.size) {
      this.opened++;
      if (!this.options.tabs || this.contexts.length === 0) this.contexts.push(this.makeContext());
      return (await this.contexts[this.contexts.length - 1]).newPage();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async use<T>(run: (page: Page, errors: string[]) => Promise<T>): Promise<T> {
    const page = await this.acquire();
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    try {
      return await run(page, errors);
    } finally {
      page.off("pageerror", onError);
      const next = this.waiting.shift();
      if (next) next(page);
      else this.idle.push(page);
    }
  }

  async close() {
    await Promise.all(this.contexts.map(async (context) => (await context).close()));
  }
}
