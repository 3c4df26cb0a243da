import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, type NewPage } from "./browser";

// A tap on the API reference before live Redoc is there (src/components/ApiReference/first-use.ts)
// on a phone at 4× CPU throttling, made right after DOMContentLoaded, before any of the page's
// scripts has run: the static markup's own control answers within 300 ms (the menu button), or the
// tap is replayed on the same control of live Redoc once it has mounted (tabs, responses). Before,
// such a tap was lost, and live Redoc did not even start loading.

const LIVE = "[data-api-reference] > div > .redoc-wrap";
const STATIC = "[data-api-reference] > .redoc-wrap";
const OPERATION = "[data-section-id='operation/sendMessage']";

/** When live Redoc's markup appeared, in ms since navigation start (recorded in the page). */
const MOUNTED = `new MutationObserver((_, observer) => {
  if (document.querySelector(${JSON.stringify(LIVE)})) { window.__liveAt = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, childList: true });`;

async function openThrottled(newPage: NewPage, route: string) {
  const { page, context, errors } = await newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(MOUNTED);
  await page.goto(route, { waitUntil: "domcontentloaded" });
  return { page, errors };
}

const now = (page: Page) => page.evaluate(() => performance.now());
const liveAt = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __liveAt?: number }).__liveAt, null, { timeout: 30_000 });

/** Taps the centre of the first element matching `selector`, scrolled into view without a script. */
async function tap(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const at = await now(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

describe("a tap on the API reference before live Redoc (4× CPU throttling, 390×844)", () => {
  it("the phone's menu button opens the menu at once, and live Redoc keeps it open", async ({ newPage }) => {
    const { page, errors } = await openThrottled(newPage, "/api-json-v1/");
    expect(await page.locator(LIVE).count()).toBe(0);
    const tappedAt = await tap(page, `${STATIC} > .menu-content + div`);
    const menu = page.locator(`${STATIC} > .menu-content`);
    await menu.waitFor({ state: "visible", timeout: 300 });
    const openedAt = await now(page);
    expect(openedAt - tappedAt).toBeLessThan(300);
    const mounted = await liveAt(page);
    await expect.poll(() => page.locator(`${LIVE} > .menu-content`).isVisible()).toBe(true);
    console.info(
      `menu button: tapped at ${Math.round(tappedAt)} ms, open by ${Math.round(openedAt)} ms; live Redoc at ${Math.round(Number(await mounted.jsonValue()))} ms`,
    );
    expect(errors).toEqual([]);
  });

  it.for([
    ["a code sample's tab", `${OPERATION} [role=tab]:text-is("PHP")`, "aria-selected", "true"],
    ["a response", `${OPERATION} button[aria-expanded]:has-text("400")`, "aria-expanded", "true"],
  ])("%s is selected on live Redoc once it has mounted", async ([, selector, attribute, value], { newPage }) => {
    const { page, errors } = await openThrottled(newPage, "/api-json-v1/");
    const tappedAt = await tap(page, `${STATIC} ${selector}`);
    expect(await page.locator(LIVE).count()).toBe(0);
    const mounted = Number(await (await liveAt(page)).jsonValue());
    const live = page.locator(`${LIVE} ${selector}`).first();
    await expect.poll(() => live.getAttribute(attribute), { timeout: 5_000 }).toBe(value);
    const answeredAt = await now(page);
    console.info(
      `${selector}: tapped at ${Math.round(tappedAt)} ms, live Redoc at ${Math.round(mounted)} ms, answered by ${Math.round(answeredAt)} ms`,
    );
    expect(errors).toEqual([]);
  });
});
