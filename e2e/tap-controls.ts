import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { CONSENT_COOKIE } from "../src/lib/consent";

// The shell's controls a visitor taps, each with where it is, how to find it and what a working tap
// does, written against what the visitor sees (so the same definitions hold for any markup).
// Used by the test that taps each before the page's scripts have run (e2e/first-paint-controls.test.ts),
// the first-tap latencies of the bench (scripts/bench-taps.ts) and the dead-tap measurement
// (scripts/dead-taps.ts).

/** Chromium for the tap scripts of the bench (scripts/bench-taps.ts, scripts/dead-taps.ts): third
 * parties (after „Souhlasím“) resolve nowhere, so nothing leaves the machine. */
export function launchOfflineChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      "--disable-quic",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** A mid-range phone: 4× slower CPU and Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up,
 * each ×0.9 as DevTools applies them). */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
    uploadThroughput: ((750 * 1024) / 8) * 0.9,
  });
  return cdp;
}

export type Control = {
  name: string;
  route: string;
  viewport: typeof PHONE;
  /** The consent cookie set before the load: the banner shows only without one. */
  consent: "declined" | null;
  /** Runs in the page: the element to tap (scrolled into view by the caller), or null. */
  target: () => Element | null;
  /** Runs in the page: whether the tap's effect is visible. */
  effect: () => boolean;
  /** Runs in the page once the scripts have loaded: whether the effect still holds (a choice made
   * before React is not lost). */
  settled?: () => boolean;
};

/** Page-side helpers, repeated inside each function because they are serialised into the page. */
const controls: Control[] = [
  {
    name: "mobile menu",
    route: "/",
    viewport: PHONE,
    consent: "declined",
    target: () => document.querySelector('header [aria-label="Otevřít nabídku"]'),
    // The main menu's "Ceník" link on screen (the desktop list is hidden at this width).
    effect: () =>
      [...document.querySelectorAll("a")].some((a) => {
        const box = a.getBoundingClientRect();
        return a.textContent?.trim() === "Ceník" && a.checkVisibility() && box.top >= 0 && box.bottom <= innerHeight;
      }),
  },
  {
    name: "navbar dropdown (1440 px)",
    route: "/",
    viewport: DESKTOP,
    consent: "declined",
    target: () =>
      [...document.querySelectorAll("header button, header summary")].find(
        (e) => e.textContent?.trim() === "Odesílání",
      ) ?? null,
    effect: () =>
      [...document.querySelectorAll("header a")].some(
        (a) => a.textContent?.trim() === "WhatsApp" && a.checkVisibility(),
      ),
  },
  {
    name: "announcement close",
    route: "/",
    viewport: PHONE,
    consent: "declined",
    target: () => document.querySelector('[aria-label="Zavřít oznámení"]'),
    effect: () => !document.querySelector("[data-announcement-id]")?.checkVisibility(),
    settled: () =>
      !document.querySelector("[data-announcement-id]")?.checkVisibility() &&
      localStorage.getItem("depese.announcement.dismiss") === "true",
  },
  {
    name: "consent accept",
    route: "/",
    viewport: PHONE,
    consent: null,
    target: () =>
      [...document.querySelectorAll("#souhlas-cookies button")].find((b) => b.textContent?.trim() === "Souhlasím") ??
      null,
    effect: () => !document.getElementById("souhlas-cookies")?.checkVisibility(),
    settled: () =>
      !document.getElementById("souhlas-cookies")?.checkVisibility() &&
      /(?:^|;\s*)depese_consent=accepted(?:;|$)/.test(document.cookie),
  },
  {
    name: "consent refuse",
    route: "/",
    viewport: PHONE,
    consent: null,
    target: () =>
      [...document.querySelectorAll("#souhlas-cookies button")].find((b) => b.textContent?.trim() === "Odmítám") ??
      null,
    effect: () => !document.getElementById("souhlas-cookies")?.checkVisibility(),
    settled: () =>
      !document.getElementById("souhlas-cookies")?.checkVisibility() &&
      /(?:^|;\s*)depese_consent=declined(?:;|$)/.test(document.cookie),
  },
  {
    name: "search button",
    route: "/",
    viewport: PHONE,
    consent: "declined",
    target: () => document.querySelector('header [aria-haspopup="dialog"]'),
    // A field to type the query into, on screen.
    effect: () =>
      [...document.querySelectorAll('input[type="search"]')].some((i) => {
        const box = i.getBoundingClientRect();
        return i.checkVisibility() && box.top >= 0 && box.bottom <= innerHeight;
      }),
  },
  {
    name: "code tab (PHP)",
    route: "/docs/api/json/api/send-message/",
    viewport: PHONE,
    consent: "declined",
    target: () =>
      [...document.querySelectorAll('[role="tab"], label')].find(
        (e) => e.textContent?.trim() === "PHP" && e.checkVisibility(),
      ) ?? null,
    effect: () =>
      [...document.querySelectorAll("pre")].some((p) => p.checkVisibility() && p.textContent?.includes("<?php")),
  },
  {
    name: "Redoc menu item (1440 px)",
    route: "/api-json-v1/",
    viewport: DESKTOP,
    consent: "declined",
    target: () => document.querySelector('[role="menuitem"][data-item-id="section/Kody-chyb"]'),
    // Its section scrolled to the top of the window.
    effect: () => {
      const top = document.querySelector('[data-section-id="section/Kody-chyb"]')?.getBoundingClientRect().top;
      return top !== undefined && top > -20 && top < 250;
    },
  },
  {
    name: "Redoc menu button (phone)",
    route: "/api-json-v1/",
    viewport: PHONE,
    consent: "declined",
    // The floating button of the reference's static markup (src/components/ApiReference/first-use.ts).
    target: () => document.querySelector("[data-api-reference] > .redoc-wrap > .menu-content + div"),
    effect: () =>
      [...document.querySelectorAll("[data-api-reference] .redoc-wrap > .menu-content")].some(
        (menu) => menu.getClientRects().length > 0,
      ),
  },
];

export const CONTROLS = controls;

const control = (name: string) => CONTROLS.find((c) => c.name === name)!;
const on = (name: string, routes: string[]) => routes.map((route) => ({ ...control(name), route }));

/** Each control on the pages where a visitor meets it first: the shell's on one page of each
 * layout, the rest where they are. */
export const FIRST_PAINT_CASES: Control[] = [
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

/** Chromium's options for a control's context. */
export function contextOptions(control: Control) {
  const phone = control.viewport === PHONE;
  return { viewport: control.viewport, hasTouch: phone, isMobile: phone, locale: "cs-CZ", deviceScaleFactor: 1 };
}

export async function presetConsent(context: BrowserContext, control: Control, origin: string) {
  if (control.consent) await context.addCookies([{ name: CONSENT_COOKIE, value: control.consent, url: origin }]);
}

/**
 * Runs in the page before its own scripts: records when the first tap reached it (its hardware time
 * stamp) and, from then on, checks the effect in every animation frame, recording the first frame
 * that shows it (both in ms from navigation start). Frames are what the visitor sees, so a busy
 * main thread delays the effect as it delays the picture.
 */
function recordTap(effect: () => boolean) {
  const w = window as unknown as { __firstTap?: number; __effectAt?: number };
  addEventListener(
    "pointerdown",
    (event) => {
      if (w.__firstTap !== undefined) return;
      const tapAt = event.timeStamp;
      w.__firstTap = tapAt;
      const check = (frame: number) => {
        if (effect()) w.__effectAt = frame;
        else if (frame - tapAt < 10_000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, passive: true },
  );
}

/** Installs recordTap for a control's effect; injected as text, so the page's CSP does not apply
 * (`__name` is the helper tsx's compiler calls in functions it names). */
export async function recordTaps(page: Page, control: Control) {
  const content = `(function(){var __name=function(f){return f};(${recordTap.toString()})(${control.effect.toString()})})()`;
  await page.addInitScript({ content });
}

export type TapResult = {
  /** When the tap reached the page, ms from navigation start. */
  tapAt: number;
  /** How long after the tap its effect was seen, or null when not within the wait. */
  latency: number | null;
  domContentLoaded: number;
  firstContentfulPaint: number | null;
};

/**
 * Taps the control (a touch on a phone, a click on a desktop) and waits up to `waitMs` for its
 * effect. The page must have the control in its DOM.
 */
export async function tapControl(page: Page, control: Control, waitMs: number): Promise<TapResult> {
  const box = await page.evaluate((source) => {
    const el = (0, eval)(`(${source})`)() as Element | null;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: "center" });
    const b = el.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  }, control.target.toString());
  if (!box) throw new Error(`${control.name}: no control on ${control.route}`);
  if (control.viewport === PHONE) await page.touchscreen.tap(box.x, box.y);
  else await page.mouse.click(box.x, box.y);
  let latency: number | null = null;
  try {
    const seen = await page.waitForFunction(
      () => {
        const w = window as unknown as { __firstTap?: number; __effectAt?: number };
        return w.__effectAt === undefined ? false : w.__effectAt - w.__firstTap!;
      },
      undefined,
      { timeout: waitMs, polling: 50 },
    );
    latency = (await seen.jsonValue()) as number;
  } catch {
    latency = null;
  }
  const times = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      tapAt: (window as unknown as { __firstTap?: number }).__firstTap ?? NaN,
      domContentLoaded: nav?.domContentLoadedEventStart ?? NaN,
      firstContentfulPaint: fcp ? fcp.startTime : null,
    };
  });
  return { ...times, latency };
}
