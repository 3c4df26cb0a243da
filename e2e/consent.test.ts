import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser, open } from "./browser";

// Cookie consent and the consent-gated third parties (docs/product-spec.md §2.6, §4, §7, §9) against the test build
// (scripts/test.sh sets GATSBY_GA4_ID=G-TEST123, GATSBY_LINKEDIN_PARTNER_ID=1234567,
// GATSBY_LINKEDIN_CONVERSION_ID=7654321, GATSBY_HOTJAR_ID=3456789 and
// GATSBY_SMARTSUPP_KEY=test-smartsupp-key; the chat without a key is src/theme/Chat/Chat.test.tsx).
// Outside requests never leave the machine: they are recorded and answered with stubs (a page for
// a navigation, such as the registration link's). The site is also opened as www.depese.test
// (mapped to the test server), so a parent domain exists.

const HOST = "www.depese.test";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
});
afterAll(() => browser?.close());

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** A page whose outside requests are recorded and fulfilled with a stub page, a 1×1 GIF or an
 * empty script. */
async function stubbedPage(
  options: { host?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; outside: string[]; origin: string }> {
  const origin = options.host ? baseUrl().replace("127.0.0.1", HOST) : baseUrl();
  const context = await browser.newContext({ baseURL: origin, locale: "cs-CZ" });
  const outside: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    outside.push(url);
    if (route.request().resourceType() === "document")
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
    if (route.request().resourceType() === "image")
      return route.fulfill({ status: 200, contentType: "image/gif", body: GIF });
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* stub */" });
  });
  const page = await context.newPage();
  return { page, context, outside, origin };
}

const banner = (page: Page) => page.getByRole("region", { name: "Souhlas s cookies" });
const clientNavigate = (page: Page, to: string) =>
  page.evaluate((path) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(path), to);
const hostOf = (url: string) => new URL(url).host;
const PIXEL = "https://px.ads.linkedin.com/collect/?pid=1234567&conversionId=7654321&fmt=gif";
const REGISTRATION = "https://app.depese.cz/registrace/";
const pixels = (outside: string[]) => outside.filter((url) => hostOf(url) === "px.ads.linkedin.com");
/** Follows the signup banner's registration link (the stubbed registration page answers). */
async function clickRegistration(page: Page) {
  await Promise.all([
    page.waitForURL(REGISTRATION),
    page.getByRole("link", { name: "Založte si zdarma účet" }).click(),
  ]);
}

describe("cookie consent", () => {
  it("shows the banner and makes no third-party request before a choice, across two client-side navigations", async () => {
    const { page, context, outside } = await stubbedPage();
    await open(page, "/");
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await expect(
      banner(page).getByRole("link", { name: "zásadách ochrany osobních údajů" }).getAttribute("href"),
    ).resolves.toBe("/zasady-ochrany-osobnich-udaju.pdf");
    // An overlay at the bottom right: it never pushes the page content.
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await clientNavigate(page, "/sms/");
    await page.waitForURL("**/sms/");
    await page.waitForLoadState("networkidle");
    await clientNavigate(page, "/faq/");
    await page.waitForURL("**/faq/");
    await page.waitForLoadState("networkidle");
    expect(await banner(page).isVisible()).toBe(true);
    expect(outside).toEqual([]);
    await context.close();
  });

  it("serves the privacy policy PDF the banner links to", async () => {
    const { page, context } = await stubbedPage();
    const response = await page.request.get("/zasady-ochrany-osobnich-udaju.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])("at $width px „Odmítám“ is as large and as visible as „Souhlasím“", async (viewport) => {
    const { page, context } = await stubbedPage();
    await page.setViewportSize(viewport);
    await open(page, "/");
    const look = (name: string) =>
      banner(page)
        .getByRole("button", { name })
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return {
            width: Math.round(r.width),
            height: Math.round(r.height),
            background: s.backgroundColor,
            color: s.color,
            border: s.borderColor,
            weight: s.fontWeight,
            size: s.fontSize,
          };
        });
    const accept = await look("Souhlasím");
    const decline = await look("Odmítám");
    expect(decline).toEqual(accept);
    await context.close();
  });

  it("on „Souhlasím“ (by keyboard) starts GA4, the LinkedIn tag with its ids and Hotjar, without a reload, and keeps them on later visits", async () => {
    const { page, context, outside } = await stubbedPage();
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await banner(page).getByRole("button", { name: "Souhlasím" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await expect
      .poll(() => outside.map(hostOf).sort())
      .toEqual(["snap.licdn.com", "static.hotjar.com", "www.googletagmanager.com"]);
    expect(outside).toContain("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(outside).toContain("https://snap.licdn.com/li.lms-analytics/insight.min.js");
    expect(outside).toContain("https://static.hotjar.com/c/hotjar-3456789.js?sv=6");
    const state = await page.evaluate(() => {
      const w = window as unknown as {
        notReloaded?: boolean;
        _linkedin_partner_id: string;
        _linkedin_data_partner_ids: string[];
        dataLayer: IArguments[];
        _hjSettings: { hjid: number };
      };
      return {
        notReloaded: w.notReloaded,
        partner: w._linkedin_partner_id,
        partners: w._linkedin_data_partner_ids,
        gtag: w.dataLayer.map((args) => [...args].map(String)),
        hotjar: w._hjSettings.hjid,
      };
    });
    expect(state).toMatchObject({ notReloaded: true, partner: "1234567", partners: ["1234567"], hotjar: 3456789 });
    expect(state.gtag).toContainEqual(["config", "G-TEST123"]);
    const consent = (await context.cookies()).find((c) => c.name === "depese_consent");
    expect(consent?.value).toBe("accepted");

    // Client-side navigation keeps the loaded tags (no second copy), a reload starts them again.
    // A page view is no conversion: no LinkedIn pixel on any of these loads.
    await clientNavigate(page, "/sms/");
    await page.waitForURL("**/sms/");
    await page.waitForLoadState("networkidle");
    expect(outside).toHaveLength(3);
    await page.reload({ waitUntil: "networkidle" });
    expect(await banner(page).isVisible()).toBe(false);
    await expect.poll(() => outside.length).toBe(6);
    expect(pixels(outside)).toEqual([]);

    // The conversion is a registration: following the registration link sends the pixel, once,
    // with the partner and the conversion id.
    await clickRegistration(page);
    await expect.poll(() => pixels(outside)).toEqual([PIXEL]);
    await context.close();
  });

  it("sends no conversion pixel for a registration click after „Odmítám“", async () => {
    const { page, context, outside } = await stubbedPage();
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Odmítám" }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await clickRegistration(page);
    await page.waitForLoadState("networkidle");
    // Only the navigation to the (stubbed) registration page left the site.
    expect(outside).toEqual([REGISTRATION]);
    await context.close();
  });

  it("on „Odmítám“ removes the tracking cookies on the host and its parent domain, stores the decline for 365 days and loads nothing", async () => {
    const { page, context, outside, origin } = await stubbedPage({ host: true });
    const planted = [
      { name: "_ga", domain: ".depese.test" },
      { name: "_ga_TEST123", domain: ".depese.test" },
      { name: "_gid", domain: ".depese.test" },
      { name: "li_fat_id", domain: ".depese.test" },
      { name: "li_sugr", domain: HOST },
      { name: "_hjSessionUser_3456789", domain: ".depese.test" },
      { name: "_hjSession_3456789", domain: HOST },
      { name: "oblibena_barva", domain: HOST },
    ];
    await context.addCookies(planted.map(({ name, domain }) => ({ name, value: "1", domain, path: "/" })));
    await open(page, "/");
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(planted.map((c) => c.name).sort());
    await banner(page).getByRole("button", { name: "Odmítám" }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    const cookies = await context.cookies(origin);
    expect(cookies.map((c) => `${c.name}=${c.value}`).sort()).toEqual(["depese_consent=declined", "oblibena_barva=1"]);
    const consent = cookies.find((c) => c.name === "depese_consent")!;
    const days = (consent.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(consent).toMatchObject({ path: "/", sameSite: "Lax", secure: false });

    // The choice holds across a reload (hidden before first paint) and client-side navigation.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-consent"))).toBe("declined");
    expect(await banner(page).isVisible()).toBe(false);
    await page.waitForLoadState("networkidle");
    await clientNavigate(page, "/faq/");
    await page.waitForURL("**/faq/");
    await page.waitForLoadState("networkidle");
    expect(await banner(page).isVisible()).toBe(false);
    expect(outside).toEqual([]);

    // „Nastavení cookies“ in the footer brings the banner back, with the focus in it.
    await page.getByRole("button", { name: "Nastavení cookies" }).click();
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Souhlasím");
    await context.close();
  });

  it("withdrawing consent through „Nastavení cookies“ removes the cookies and stops the tags", async () => {
    const { page, context, outside, origin } = await stubbedPage({ host: true });
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Souhlasím" }).click();
    await expect.poll(() => outside.length).toBe(3);
    // What the real tags would have set by now.
    await context.addCookies(
      ["_ga", "_ga_TEST123", "li_fat_id", "_hjSessionUser_3456789"].map((name) => ({
        name,
        value: "1",
        domain: ".depese.test",
        path: "/",
      })),
    );
    await page.getByRole("button", { name: "Nastavení cookies" }).click();
    // The running tags would set their cookies again, so withdrawing reloads the page without them.
    await Promise.all([page.waitForEvent("load"), banner(page).getByRole("button", { name: "Odmítám" }).click()]);
    await page.waitForLoadState("networkidle");
    expect((await context.cookies(origin)).map((c) => `${c.name}=${c.value}`)).toEqual(["depese_consent=declined"]);
    expect(outside).toHaveLength(3);
    expect(
      await page.evaluate(() => "gtag" in window || "_linkedin_partner_id" in window || "_hjSettings" in window),
    ).toBe(false);
    await context.close();
  });
});

describe("chat widget", () => {
  const LOADER = "https://www.smartsuppchat.com/loader.js";
  const isSmartsupp = (url: string) => /(^|\.)smartsupp(chat|cdn)?\.com$/.test(new URL(url).hostname);
  const chatButton = (page: Page) => page.getByRole("button", { name: "Chat s podporou" });
  const contactPanel = (page: Page) => page.getByRole("region", { name: "Napište nám" });

  it("requests nothing of Smartsupp before the click, across a load and a client-side navigation; the click loads its script with the key", async () => {
    const { page, context, outside } = await stubbedPage();
    await open(page, "/");
    await chatButton(page).scrollIntoViewIfNeeded();
    await chatButton(page).hover();
    await clientNavigate(page, "/sms/");
    await page.waitForURL("**/sms/");
    await page.waitForLoadState("networkidle");
    expect(outside.filter(isSmartsupp)).toEqual([]);
    expect(outside).toEqual([]);

    await chatButton(page).click();
    await expect.poll(() => outside).toEqual([LOADER]);
    const chat = await page.evaluate(() => {
      const w = window as unknown as { _smartsupp?: { key: string }; smartsupp?: { _: IArguments[] } };
      return { key: w._smartsupp?.key, queued: w.smartsupp?._.map((args) => [...args].map(String)) };
    });
    expect(chat).toEqual({ key: "test-smartsupp-key", queued: [["chat:open"]] });
    // The (stubbed) script loaded, so the provider's widget takes over: no fallback panel.
    expect(await contactPanel(page).isVisible()).toBe(false);
    await context.close();
  });

  it("opens the contact panel when the Smartsupp script is blocked", async () => {
    const { page, context, outside } = await stubbedPage();
    // Registered last, so it answers before the stub: the loader fails as under an ad blocker.
    await context.route(`${LOADER}*`, (route) => {
      outside.push(route.request().url());
      return route.abort("blockedbyclient");
    });
    await open(page, "/");
    const button = chatButton(page);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await expect.poll(() => contactPanel(page).isVisible()).toBe(true);
    expect(outside).toEqual([LOADER]);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await contactPanel(page).getByRole("link", { name: "Kontakt" }).getAttribute("href")).toBe("/docs/kontakt/");
    expect(await contactPanel(page).getByRole("link", { name: "podpora@depese.cz" }).getAttribute("href")).toBe(
      "mailto:podpora@depese.cz",
    );
    await contactPanel(page).getByRole("button", { name: "Zavřít" }).click();
    expect(await contactPanel(page).isVisible()).toBe(false);
    await context.close();
  });
});
