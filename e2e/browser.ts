import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

// Debian's Chromium (apt-get install chromium); playwright-core never downloads a browser.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

export const baseUrl = () => inject("baseUrl");

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] });
}

/** Opens a path and waits until the page is idle, so React has hydrated it. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  return response;
}

/** A fresh page whose requests to anything but the test server are aborted and recorded. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; outside: string[]; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "cs-CZ", ...options });
  const outside: string[] = [];
  const errors: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl())) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, outside, errors };
}
