import { describe, expect } from "vitest";
import { it } from "./browser";
import {
  CONTROLS,
  contextOptions,
  recordTaps,
  presetConsent,
  tapControl,
  throttle,
  type Control,
} from "./tap-controls";

// Controls work from the first paint (issue 25): on a mid-range phone (4× CPU, slow 4G), a tap
// right after DOMContentLoaded, long before the bundles have run, shows its effect within 300 ms,
// and what it did still holds once React has started. The same controls and checks as
// `scripts/dead-taps.ts`, which measures how long each one stayed dead.

const LIMIT_MS = 300;
const control = (name: string) => CONTROLS.find((c) => c.name === name)!;
const on = (name: string, routes: string[]) => routes.map((route) => ({ ...control(name), route }));

const CASES: Control[] = [
  ...on("mobile menu", [
    "/",
    "/sms/",
    "/docs/help/odesilani-sms/",
    "/docs/api/json/api/send-message/",
    "/api-json-v1/",
  ]),
  ...on("navbar dropdown (1440 px)", ["/", "/sms/", "/docs/help/odesilani-sms/"]),
  ...on("search button", ["/", "/sms/", "/docs/help/odesilani-sms/", "/docs/api/json/api/send-message/"]),
  ...on("announcement close", ["/", "/sms/"]),
  control("consent accept"),
  control("consent refuse"),
  control("code tab (PHP)"),
  control("Redoc menu item (1440 px)"),
];

const GA_HOST = "www.googletagmanager.com";
const run = (page: import("playwright-core").Page, fn: () => boolean) =>
  page.evaluate((source) => (0, eval)(`(${source})`)() as boolean, fn.toString());

describe("controls tapped right after DOMContentLoaded, 4× CPU and slow 4G", () => {
  it.for(CASES.map((c) => [`${c.name} on ${c.route}`, c] as const))("%s", async ([, c], { newPage }) => {
    const { page, context, outside, origin } = await newPage({ ...contextOptions(c), stub: true });
    await presetConsent(context, c, origin);
    await recordTaps(page, c);
    await throttle(page);
    const loaded = page.waitForEvent("domcontentloaded");
    await page.goto(c.route, { waitUntil: "commit" });
    await loaded;
    const thirdPartiesBefore = outside.length;
    const tap = await tapControl(page, c, 3000);
    const when = `tapped ${Math.round(tap.tapAt)} ms after navigation start (DOMContentLoaded ${Math.round(tap.domContentLoaded)} ms)`;
    expect(tap.latency, `no effect within 3 s; ${when}`).not.toBeNull();
    expect(tap.latency!, when).toBeLessThanOrEqual(LIMIT_MS);
    if (c.name === "search button") await page.keyboard.type("cena");

    // Once React has started (the search button is marked ready), the tap's result still holds.
    await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(await run(page, c.settled ?? c.effect), "after React started").toBe(true);
    if (c.name === "search button") {
      await expect
        .poll(() => page.getByRole("combobox", { name: "Hledaný výraz" }).inputValue(), { timeout: 10_000 })
        .toBe("cena");
    }
    if (c.name === "consent accept") {
      expect(outside.slice(0, thirdPartiesBefore)).toEqual([]);
      await expect.poll(() => outside.some((url) => new URL(url).host === GA_HOST), { timeout: 10_000 }).toBe(true);
    }
    if (c.name === "consent refuse") expect(outside).toEqual([]);
  });
});
