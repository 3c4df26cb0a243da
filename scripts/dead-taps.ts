import path from "node:path";
import type { Browser } from "playwright-core";
import { buildServer } from "../server/app";
import {
  CONTROLS,
  contextOptions,
  recordTaps,
  presetConsent,
  tapControl,
  throttle,
  type Control,
  type TapResult,
  launchOfflineChromium,
} from "../e2e/tap-controls";

// `node --import tsx scripts/dead-taps.ts [--root <dir>] [name…]`: for each shell control
// (e2e/tap-controls.ts), the dead-tap window of a first visit on a mid-range phone (4× CPU, slow
// 4G): from navigation start until a tap on it first shows its effect within 300 ms. Each attempt
// is a fresh page load (cold cache) tapped once, a given delay after DOMContentLoaded: delays step
// by 250 ms until a tap works, then by 50 ms inside the last step. Prints a Markdown table.

const LIMIT_MS = 300;
const COARSE = 250;
const FINE = 50;
const MAX_DELAY = 5000;

const args = process.argv.slice(2);
const rootArg = args.indexOf("--root");
const root = path.resolve(rootArg >= 0 ? args[rootArg + 1] : "public");
const only = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--root");

type Attempt = TapResult & { delay: number; worked: boolean; settled: boolean | null };

async function attempt(browser: Browser, origin: string, control: Control, delay: number): Promise<Attempt> {
  const context = await browser.newContext({ ...contextOptions(control), baseURL: origin });
  try {
    await presetConsent(context, control, origin);
    const page = await context.newPage();
    await recordTaps(page, control);
    await throttle(page);
    const loaded = page.waitForEvent("domcontentloaded");
    await page.goto(control.route, { waitUntil: "commit" });
    await loaded;
    await page.waitForTimeout(delay);
    const result = await tapControl(page, control, 1500);
    const worked = result.latency !== null && result.latency <= LIMIT_MS;
    let settled: boolean | null = null;
    if (control.settled) {
      // Once the bundles have loaded and React has hydrated, the choice must still hold.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      settled = await page.evaluate((source) => (0, eval)(`(${source})`)() as boolean, control.settled.toString());
    }
    return { ...result, delay, worked, settled };
  } finally {
    await context.close();
  }
}

const fmt = (ms: number | null) => (ms === null || Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(2)} s`);

async function measure(browser: Browser, origin: string, control: Control) {
  const attempts: Attempt[] = [];
  const log = (a: Attempt) => {
    attempts.push(a);
    console.error(
      `  ${control.name}: tap at ${fmt(a.tapAt)} → ${a.worked ? "works" : a.latency === null ? "nothing" : `late (${Math.round(a.latency)} ms)`}` +
        (a.settled === false ? ", choice lost after load" : ""),
    );
  };
  let lastFailed = -1;
  let first: Attempt | null = null;
  for (let delay = 0; delay <= MAX_DELAY; delay += COARSE) {
    const a = await attempt(browser, origin, control, delay);
    log(a);
    if (a.worked) {
      first = a;
      break;
    }
    lastFailed = delay;
  }
  if (first && lastFailed >= 0) {
    for (let delay = lastFailed + FINE; delay < first.delay; delay += FINE) {
      const a = await attempt(browser, origin, control, delay);
      log(a);
      if (a.worked) {
        first = a;
        break;
      }
    }
  }
  // Loads vary: the window is reported as the latest tap that failed and the earliest that worked.
  const working = attempts.filter((a) => a.worked).sort((a, b) => a.tapAt - b.tapAt);
  if (working.length) first = working[0];
  const failed = attempts.filter((a) => !a.worked);
  const lastDead = failed.length ? Math.max(...failed.map((a) => a.tapAt)) : null;
  const lost = attempts.filter((a) => a.settled === false).length;
  return { control, first, lastDead, lost, attempts: attempts.length };
}

async function main() {
  const app = await buildServer({ root });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await launchOfflineChromium();
  const rows: string[] = [];
  try {
    for (const control of CONTROLS.filter((c) => only.length === 0 || only.some((o) => c.name.includes(o)))) {
      const r = await measure(browser, origin, control);
      rows.push(
        `| ${control.name} | ${control.route} | ${fmt(r.first?.firstContentfulPaint ?? null)} | ${fmt(r.first?.domContentLoaded ?? null)} | ` +
          `${fmt(r.lastDead)} | ${r.first ? fmt(r.first.tapAt) : `> ${fmt(MAX_DELAY)}`} | ${r.first ? Math.round(r.first.latency!) + " ms" : "–"} | ${r.lost} | ${r.attempts} |`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
  }
  console.log(`Dead taps, 4× CPU and slow 4G, a fresh load per tap (${root}):\n`);
  console.log(
    "| control | page | first paint | DOMContentLoaded | last dead tap | first working tap | its effect after | choices not kept | loads |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
