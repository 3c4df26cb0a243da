import { describe, expect } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { it as base, baseUrl, newContext } from "./browser";
import { marketingPages, VIEWPORTS } from "../scripts/marketing-pages";
import { routeToUrlPath } from "../src/lib/routes";
import { CONSENT_COOKIE } from "../src/lib/consent";
import { layoutDefects } from "./layout-defects";

// Every marketing page at phone and laptop width, as a visitor who has answered the cookie banner
// sees it: no text runs out of its box or is cut off, nothing clickable lies over text (a copy
// button over the first line of code), and whatever scrolls sideways (a table, code) shows that it
// does. One page per width is reused for all routes, so the file runs in about a minute.

type Viewport = (typeof VIEWPORTS)[number];

const it = base.extend<{ pageAt: (viewport: Viewport) => Promise<Page> }>({
  pageAt: [
    async ({ browser }, provide) => {
      const contexts: BrowserContext[] = [];
      const pages = new Map<string, Promise<Page>>();
      const open = async ({ width, height }: Viewport) => {
        const context = await newContext(browser, { viewport: { width, height } });
        contexts.push(context);
        await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseUrl() }]);
        await context.route("**/*", (route) =>
          route.request().url().startsWith(baseUrl()) ? route.continue() : route.abort(),
        );
        return context.newPage();
      };
      await provide((viewport) => {
        if (!pages.has(viewport.name)) pages.set(viewport.name, open(viewport));
        return pages.get(viewport.name)!;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: "file" },
  ],
});

describe.each(VIEWPORTS)("marketing pages at $width×$height", (viewport) => {
  it.for(marketingPages().map((p) => p.route))(
    "%s: no text out of its box or under a control, sideways scrolling shown",
    async (route, { pageAt }) => {
      const page = await pageAt(viewport);
      await page.goto(routeToUrlPath(route), { waitUntil: "load" });
      // Sections laid out only when scrolled to (content-visibility) are laid out for the check.
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      expect(await page.evaluate(layoutDefects)).toEqual([]);
    },
  );
});
