import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, baseUrl, type NewPage } from "./browser";
import { CONSENT_COOKIE } from "../src/lib/consent";

// A tap on the API reference before live Redoc is there (src/components/ApiReference/first-use.ts),
// on a phone: the static markup's own control answers before any of the page's scripts has run
// (the menu button), or the tap is replayed on the same control of live Redoc once it has mounted
// (tabs, responses). Before, such a tap was lost, and live Redoc did not even start loading. What
// comes first is fixed by holding requests (the scripts, or the specification) until after the
// tap, not by timing; how fast the menu answers on a mid-range phone is a figure of the bench
// (scripts/bench-taps.ts, "Redoc menu button (phone)").

const LIVE = "[data-api-reference] > div > .redoc-wrap";
const STATIC = "[data-api-reference] > .redoc-wrap";
const OPERATION = "[data-section-id='operation/sendMessage']";

/** What the tap should bring: an element matching `selector` (with `text`, if given) shown. */
type Effect = { selector: string; text?: string };
type Times = { tapAt?: number; effectAt?: number; liveAt?: number; appRunning?: boolean };

/** Runs in the page before its own scripts: records, in ms since navigation start, the first tap,
 * when live Redoc's markup appeared and when the effect was first on screen (checked every frame). */
function recorder([effect, live]: [Effect, string]) {
  const times: Times = ((window as unknown as { __times: Times }).__times = {});
  const shown = () =>
    Array.from(document.querySelectorAll<HTMLElement>(effect.selector)).some(
      (e) => (!effect.text || e.textContent!.trim().startsWith(effect.text)) && e.getClientRects().length > 0,
    );
  new MutationObserver((_, observer) => {
    if (!document.querySelector(live)) return;
    times.liveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
  const check = () => {
    if (shown()) times.effectAt = performance.now();
    else requestAnimationFrame(check);
  };
  addEventListener(
    "touchstart",
    () => {
      times.tapAt = performance.now();
      // Whether Gatsby's app had started (it defines ___navigate) when the tap came.
      times.appRunning = "___navigate" in window;
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** `held` holds the answers to the requests matching `pattern` until it settles. */
type Hold = { pattern: string; held: Promise<void> };

async function openOnPhone(newPage: NewPage, effect: Effect, hold?: Hold) {
  const { page, context, errors } = await newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  // A returning visitor: the cookie banner would cover the menu button.
  await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseUrl() }]);
  await page.addInitScript(recorder, [effect, LIVE] as [Effect, string]);
  if (hold) await page.route(hold.pattern, async (route) => (await hold.held, route.continue()));
  await page.goto("/api-json-v1/", { waitUntil: "domcontentloaded" });
  return { page, errors };
}

const times = (page: Page) => page.evaluate(() => (window as unknown as { __times: Times }).__times);

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Taps the centre of the first element matching `selector` once it is in view and nothing lies
 * over it. Its section is scrolled to first: a section off screen is laid out at its estimated
 * height (content-visibility), so an element inside it is not where it will be drawn. */
async function tap(page: Page, selector: string) {
  const target = page.locator(selector).first();
  for (let attempt = 0; ; attempt++) {
    const box = (await target.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const hit = await target.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), [x, y]);
    if (hit) return page.touchscreen.tap(x, y);
    expect(attempt, `${selector} stays covered`).toBeLessThan(5);
    await target.evaluate((el) => el.closest("[data-section-id]")?.scrollIntoView());
    await frames(page);
    await target.scrollIntoViewIfNeeded();
    await frames(page);
  }
}

describe("a tap on the API reference before live Redoc (390×844)", () => {
  it("the phone's menu button opens the menu before any script has run, and live Redoc keeps it open", async ({
    newPage,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's scripts load only after the menu is open.
    const { page, errors } = await openOnPhone(
      newPage,
      { selector: `${STATIC} > .menu-content` },
      { pattern: "**/*.js", held },
    );
    await tap(page, `${STATIC} > .menu-content + div`);
    await expect.poll(async () => (await times(page)).effectAt, { timeout: 10_000 }).toBeDefined();
    expect((await times(page)).appRunning).toBe(false);
    expect(await page.evaluate(() => "___navigate" in window)).toBe(false);
    release();
    await expect.poll(() => page.locator(`${LIVE} > .menu-content`).isVisible(), { timeout: 30_000 }).toBe(true);
    const { tapAt, effectAt, liveAt } = await times(page);
    console.info(
      `menu button before scripts: tapped at ${tapAt} ms, open at ${effectAt} ms, live Redoc at ${liveAt} ms`,
    );
    expect(liveAt).toBeGreaterThan(tapAt!);
    expect(errors).toEqual([]);
  });

  it.for([
    ["a code sample's tab", `${OPERATION} [role=tab]`, "PHP", "[aria-selected=true]", ':text-is("PHP")'],
    ["a response", `${OPERATION} button`, "400", "[aria-expanded=true]", ':has(strong:text-is("400"))'],
  ])("%s is selected on live Redoc once it has mounted", async ([, control, text, selected, which], { newPage }) => {
    // The specification answered only after the tap: scrolling to the control is the page's
    // first use, which could otherwise bring live Redoc before the tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const effect = { selector: `${LIVE} ${control}${selected}`, text };
    const { page, errors } = await openOnPhone(newPage, effect, { pattern: "**/openapi/*.yaml", held });
    await tap(page, `${STATIC} ${control}${which}`);
    expect(await page.locator(LIVE).count()).toBe(0);
    release();
    await expect.poll(async () => (await times(page)).effectAt, { timeout: 30_000 }).toBeDefined();
    const { tapAt, effectAt, liveAt, appRunning } = await times(page);
    console.info(
      `${text}: tapped at ${tapAt} ms (app running: ${appRunning}), live Redoc at ${liveAt} ms, answered at ${effectAt} ms`,
    );
    expect(liveAt).toBeGreaterThan(tapAt!);
    expect(errors).toEqual([]);
  });

  it("a tab tapped before any script has run is selected on live Redoc", async ({ newPage }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const effect = { selector: `${LIVE} ${OPERATION} [role=tab][aria-selected=true]`, text: "PHP" };
    // The page's scripts load only after the tap: a tap before any of them has run.
    const { page, errors } = await openOnPhone(newPage, effect, { pattern: "**/*.js", held });
    await tap(page, `${STATIC} ${OPERATION} [role=tab]:text-is("PHP")`);
    expect((await times(page)).appRunning).toBe(false);
    release();
    await expect.poll(async () => (await times(page)).effectAt, { timeout: 30_000 }).toBeDefined();
    const { tapAt, liveAt, effectAt } = await times(page);
    console.info(`PHP before scripts: tapped at ${tapAt} ms, live Redoc at ${liveAt} ms, answered at ${effectAt} ms`);
    expect(errors).toEqual([]);
  });
});
