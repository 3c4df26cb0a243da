import { describe } from "vitest";
import type { Page } from "playwright-core";
import { it } from "./browser";
import { FIRST_PAINT_CASES, contextOptions, presetConsent, recordTaps, tapControl } from "./tap-controls";

// Controls work from the first paint (issue 25): each shell control, tapped while none of the page's
// scripts has run (every .js request held until after the tap), shows its effect, and what it did
// still holds once the scripts have loaded and React has started. That is the functional proof; how
// long a tap takes to show its effect on a mid-range phone (4× CPU, slow 4G) is a figure of the bench
// (`npm run bench`, scripts/bench-taps.ts), not an assertion here: a time limit on a shared CI
// machine failed on the machine's load, not on the site.

const GA_HOST = "www.googletagmanager.com";
const run = (page: Page, fn: () => boolean) =>
  page.evaluate((source) => (0, eval)(`(${source})`)() as boolean, fn.toString());
const appStarted = (page: Page) => page.evaluate(() => "___navigate" in window);

describe("controls tapped before any of the page's scripts has run", () => {
  it.concurrent.for(FIRST_PAINT_CASES.map((c) => [`${c.name} on ${c.route}`, c] as const))(
    "%s",
    async ([, c], { newPage, expect }) => {
      const { page, context, outside, origin } = await newPage({ ...contextOptions(c), stub: true });
      await presetConsent(context, c, origin);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Registered after the harness's route, so it sees each script first; then the harness decides.
      await context.route("**/*.js", async (route) => {
        await held;
        await route.fallback();
      });
      await recordTaps(page, c);
      await page.goto(c.route, { waitUntil: "domcontentloaded" });
      const thirdPartiesBefore = outside.length;
      const tap = await tapControl(page, c, 10_000);
      expect(tap.latency, `${c.name}: no effect while the scripts were held`).not.toBeNull();
      expect(await appStarted(page), "Gatsby's app started before the tap").toBe(false);
      if (c.name === "search button") await page.keyboard.type("cena");

      // Once the scripts have run and React has started (the search button is marked ready), the
      // tap's result still holds.
      release();
      await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      // Polled: React may take over an early control a few frames after it starts (the search
      // dialog mounts its lazy panel), and what counts is that the visitor's tap is not lost.
      await expect
        .poll(() => run(page, c.settled ?? c.effect), { message: "after React started", timeout: 10_000 })
        .toBe(true);
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
    },
  );
});
