import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open } from "./browser";
import { CONSENT_COOKIE } from "../src/lib/consent";

// The Content-Security-Policy the servers send (server/csp.ts: no 'unsafe-inline' or 'unsafe-eval'
// for scripts) against one page of each kind, with cookie consent refused and accepted (the
// consent-gated tags then load, from stubs answered at their real addresses), while the visitor
// uses the page a little so lazily loaded code runs under the policy too. Any violation fails.

type Violation = { directive: string; blocked: string; sample: string; source: string };

const PAGES: [kind: string, route: string, use?: (page: Page) => Promise<void>][] = [
  ["landing page", "/", useShell],
  ["docs page", "/docs/help/odesilani-sms/"],
  ["blog post", "/blog/pruvodce-sms-marketingem/"],
  ["price list", "/ceny/", (page) => page.getByLabel("Najít zemi").fill("Německo")],
  ["country page", "/docs/ceny/nemecko/"],
  [
    "number validator",
    "/tool/validace-cisla/",
    (page) => page.getByLabel("Telefonní číslo", { exact: true }).fill("+420 777 123 456"),
  ],
  ["SMS length tool", "/tool/delka-sms/", (page) => page.getByLabel("Text zprávy").fill("Dobrý den, čekáme na vás.")],
  ["API reference (JSON)", "/api-json-v1/", useRedoc],
  ["API reference (WhatsApp)", "/api-waba-restapi-v1/", useRedoc],
  ["not-found page", "/neexistuje/"],
];

/** Search, the chat button and the mobile menu: the shell's lazily loaded parts. */
async function useShell(page: Page) {
  await page.locator("header").getByRole("button", { name: "Hledat" }).click();
  await page.getByRole("combobox", { name: "Hledaný výraz" }).fill("nemecko");
  await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Chat s podporou" }).click();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByRole("button", { name: "Otevřít nabídku" }).click();
  await expect.poll(() => page.getByRole("dialog", { name: "Nabídka" }).isVisible()).toBe(true);
}

/** Live Redoc loads on the first use of the page (e2e/api.test.ts). */
async function useRedoc(page: Page) {
  await page.mouse.move(700, 500);
  await page.waitForSelector("[data-api-reference] > div > .redoc-wrap", { timeout: 30_000 });
  await page.mouse.wheel(0, 4000);
}

describe("Content-Security-Policy", () => {
  for (const choice of ["declined", "accepted"] as const)
    it.for(PAGES)(
      `%s (%s), consent ${choice}: no violation while it loads and is used`,
      async ([, route, use], { newPage }) => {
        const { page, context, origin, errors, outside } = await newPage({
          stub: true,
          viewport: { width: 1400, height: 900 },
        });
        await context.addCookies([{ name: CONSENT_COOKIE, value: choice, url: origin }]);
        await page.addInitScript(() => {
          const found: unknown[] = ((window as unknown as { cspViolations: unknown[] }).cspViolations = []);
          document.addEventListener("securitypolicyviolation", (event) =>
            found.push({
              directive: event.violatedDirective,
              blocked: event.blockedURI,
              sample: event.sample,
              source: `${event.sourceFile}:${event.lineNumber}`,
            }),
          );
        });
        const consoleErrors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error" && /Content.Security.Policy/i.test(message.text()))
            consoleErrors.push(message.text());
        });
        const response = await open(page, route);
        expect(response?.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        await use?.(page);
        await page.mouse.wheel(0, 3000);
        await page.waitForLoadState("networkidle");
        const violations = await page.evaluate(
          () => (window as unknown as { cspViolations: Violation[] }).cspViolations,
        );
        expect(violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
        expect(errors).toEqual([]);
        // With consent the tags really loaded under the policy (from stubs at their own addresses).
        if (choice === "accepted")
          expect(outside.some((url) => url.startsWith("https://www.googletagmanager.com/"))).toBe(true);
        else expect(outside.filter((url) => !url.includes("smartsupp"))).toEqual([]);
      },
    );
});
