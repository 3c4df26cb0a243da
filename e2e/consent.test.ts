import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { it, open, TEST_HOST } from "./browser";
import { TEST_ENV } from "./test-build";

// Cookie consent and the consent-gated third parties against the build with the test ids
// (e2e/test-build.ts; the chat without a key is src/theme/Chat/Chat.test.tsx). Outside requests
// never leave the machine: they are recorded and answered with stubs (a page for a navigation, such
// as the registration link's). Some tests open the site as www.depese.test (mapped to the test
// server), so a parent domain exists.

const { GATSBY_GA4_ID, GATSBY_LINKEDIN_PARTNER_ID, GATSBY_LINKEDIN_CONVERSION_ID, GATSBY_HOTJAR_ID } = TEST_ENV;
const banner = (page: Page) => page.getByRole("region", { name: "Souhlas s cookies" });
/** Navigates as a link does, once Gatsby's router has started (the search button is marked ready
 * after its first route update): on a busy machine the bundles may still be loading at network idle. */
const clientNavigate = async (page: Page, to: string) => {
  await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached" });
  await page.evaluate((path) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(path), to);
};
const hostOf = (url: string) => new URL(url).host;
const PIXEL = `https://px.ads.linkedin.com/collect/?pid=${GATSBY_LINKEDIN_PARTNER_ID}&conversionId=${GATSBY_LINKEDIN_CONVERSION_ID}&fmt=gif`;
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
  it("shows the banner and makes no third-party request before a choice, across two client-side navigations", async ({
    newPage,
  }) => {
    const { page, outside } = await newPage({ stub: true });
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
  });

  it("serves the privacy policy PDF the banner links to", async ({ newPage }) => {
    const { page } = await newPage({ stub: true });
    const response = await page.request.get("/zasady-ochrany-osobnich-udaju.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.for([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])(
    "at $width px „Odmítám“ is as large and as visible as „Souhlasím“, in a banner of at most a quarter of the screen",
    async (viewport, { newPage }) => {
      const { page } = await newPage({ stub: true });
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
      // It leaves the page readable: at most a quarter of the first screen.
      const box = await banner(page).boundingBox();
      expect(box!.height * box!.width).toBeLessThanOrEqual((viewport.width * viewport.height) / 4);
      expect(box!.height).toBeLessThanOrEqual(viewport.height / 4);
    },
  );

  it("on „Souhlasím“ (by keyboard) starts GA4, the LinkedIn tag with its ids and Hotjar, without a reload, and keeps them on later visits", async ({
    newPage,
  }) => {
    const { page, context, outside } = await newPage({ stub: true });
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await banner(page).getByRole("button", { name: "Souhlasím" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await expect
      .poll(() => outside.map(hostOf).sort())
      .toEqual(["snap.licdn.com", "static.hotjar.com", "www.googletagmanager.com"]);
    expect(outside).toContain(`https://www.googletagmanager.com/gtag/js?id=${GATSBY_GA4_ID}`);
    expect(outside).toContain("https://snap.licdn.com/li.lms-analytics/insight.min.js");
    expect(outside).toContain(`https://static.hotjar.com/c/hotjar-${GATSBY_HOTJAR_ID}.js?sv=6`);
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
    expect(state).toMatchObject({
      notReloaded: true,
      partner: GATSBY_LINKEDIN_PARTNER_ID,
      partners: [GATSBY_LINKEDIN_PARTNER_ID],
      hotjar: Number(GATSBY_HOTJAR_ID),
    });
    expect(state.gtag).toContainEqual(["config", GATSBY_GA4_ID]);
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
  });

  it("sends no conversion pixel for a registration click after „Odmítám“", async ({ newPage }) => {
    const { page, outside } = await newPage({ stub: true });
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Odmítám" }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await clickRegistration(page);
    await page.waitForLoadState("networkidle");
    // Only the navigation to the (stubbed) registration page left the site.
    expect(outside).toEqual([REGISTRATION]);
  });

  it("on „Odmítám“ removes the tracking cookies on the host and its parent domain, stores the decline for 365 days and loads nothing", async ({
    newPage,
  }) => {
    const { page, context, outside, origin } = await newPage({ stub: true, host: true });
    const planted = [
      { name: "_ga", domain: ".depese.test" },
      { name: `_ga_${GATSBY_GA4_ID.slice(2)}`, domain: ".depese.test" },
      { name: "_gid", domain: ".depese.test" },
      { name: "li_fat_id", domain: ".depese.test" },
      { name: "li_sugr", domain: TEST_HOST },
      { name: `_hjSessionUser_${GATSBY_HOTJAR_ID}`, domain: ".depese.test" },
      { name: `_hjSession_${GATSBY_HOTJAR_ID}`, domain: TEST_HOST },
      { name: "oblibena_barva", domain: TEST_HOST },
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
  });

  it("withdrawing consent through „Nastavení cookies“ removes the cookies and stops the tags", async ({ newPage }) => {
    const { page, context, outside, origin } = await newPage({ stub: true, host: true });
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Souhlasím" }).click();
    await expect.poll(() => outside.length).toBe(3);
    // What the real tags would have set by now.
    await context.addCookies(
      ["_ga", `_ga_${GATSBY_GA4_ID.slice(2)}`, "li_fat_id", `_hjSessionUser_${GATSBY_HOTJAR_ID}`].map((name) => ({
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
  });
});

describe("chat widget", () => {
  const LOADER = "https://www.smartsuppchat.com/loader.js";
  const isSmartsupp = (url: string) => /(^|\.)smartsupp(chat|cdn)?\.com$/.test(new URL(url).hostname);
  const chatButton = (page: Page) => page.getByRole("button", { name: "Chat s podporou" });
  const contactPanel = (page: Page) => page.getByRole("region", { name: "Napište nám" });

  it("requests nothing of Smartsupp before the click, across a load and a client-side navigation; the click loads its script with the key", async ({
    newPage,
  }) => {
    const { page, outside } = await newPage({ stub: true });
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
    expect(chat).toEqual({ key: TEST_ENV.GATSBY_SMARTSUPP_KEY, queued: [["chat:open"]] });
    // The (stubbed) script loaded, so the provider's widget takes over: no fallback panel.
    expect(await contactPanel(page).isVisible()).toBe(false);
  });

  it("opens the contact panel when the Smartsupp script is blocked", async ({ newPage }) => {
    const { page, context, outside } = await newPage({ stub: true });
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
  });
});
