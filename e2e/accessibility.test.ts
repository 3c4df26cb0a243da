import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect } from "vitest";
import { it, open } from "./browser";

// WCAG 2.1 A and AA rules of axe-core (labels, names, contrast, landmarks, focusable scrolling
// regions…) on one page of every kind, as a visitor gets it after hydration. Redoc's own markup
// on the reference pages is a third-party widget and is left out; the page around it is checked.

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const ROUTES = [
  "/",
  "/sms/",
  "/faq/",
  "/markdown-page/",
  "/rcs/",
  "/whatsapp/",
  "/sms-api/",
  "/sms-pin/",
  "/ceny/",
  "/ceny/akce-bonus/",
  "/docs/help/odesilani-sms/",
  "/docs/category/help/",
  "/docs/api/json/api/send-message/",
  "/docs/api/json/error-codes/",
  "/docs/ceny/nemecko/",
  "/blog/",
  "/blog/pruvodce-sms-marketingem/",
  "/blog/tags/",
  "/blog/authors/jana-novakova/",
  "/tool/delka-sms/",
  "/tool/validace-cisla/",
  "/neexistuje/",
  "/api-json-v1/",
];

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

describe("accessibility (axe-core, WCAG 2.1 A and AA)", () => {
  it.for(ROUTES)("%s has no violations", async (route, { newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    // Injected through the browser's protocol, so the site's Content-Security-Policy stays as it is.
    await page.addInitScript({ content: axeSource });
    await open(page, route);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const context = { exclude: [[".redoc-wrap"]] };
      const { violations } = await axe.run(context, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      });
      return violations.map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}`,
      );
    });
    expect(violations).toEqual([]);
  });

  it("shows a visible focus ring on keyboard focus", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
