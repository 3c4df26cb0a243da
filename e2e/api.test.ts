import fs from "node:fs";
import path from "node:path";
import { describe, expect } from "vitest";
import { parse } from "yaml";
import { parse as parseHtml } from "node-html-parser";
import type { Page } from "playwright-core";
import { it, baseUrl, open } from "./browser";
import { readRouteList } from "../src/node/route-families";

// The API specifications, the Redoc reference pages and the API documentation (docs/product-spec.md §2.3, §7).

const METHODS = ["get", "post", "put", "patch", "delete"];
function operationIds(file: string): string[] {
  const spec = parse(fs.readFileSync(path.resolve("openapi", file), "utf8"));
  const fromPaths = Object.values(spec.paths ?? {}).flatMap((item) =>
    Object.entries(item as Record<string, { operationId?: string }>)
      .filter(([m]) => METHODS.includes(m))
      .map(([, op]) => op.operationId!),
  );
  const fromWebhooks = Object.values(spec.webhooks ?? {}).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId!),
  );
  return [...fromPaths, ...fromWebhooks];
}

// The build renders Redoc into the page (src/node/api-reference-html.ts); live Redoc, rendered one
// level deeper in the same container, replaces it on the first use of the page.
const STATIC_REDOC = "[data-api-reference] > .redoc-wrap";
const LIVE_REDOC = "[data-api-reference] > div > .redoc-wrap";

/** Moves the pointer over the page, as a visitor does, and waits for live Redoc. */
async function startUsing(page: Page) {
  await page.mouse.move(700, 500);
  await page.waitForSelector(LIVE_REDOC, { timeout: 30_000 });
}

const shownOperations = (page: Page) =>
  page
    .locator("[data-section-id^='operation/']")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-section-id")!.slice("operation/".length)).sort());

describe("API reference pages", () => {
  it.for([
    ["/api-json-v1/", "jsonapi_v1.yaml"],
    ["/api-waba-restapi-v1/", "waba_restapi_v1.yaml"],
  ])("%s shows every operation of %s with all tags open and no hidden controls", async ([route, file], { newPage }) => {
    const { page, errors } = await newPage({ viewport: { width: 1400, height: 900 } });
    const specRequests: string[] = [];
    page.on(
      "request",
      (r) => r.url().endsWith(".yaml") && specRequests.push(`${r.method()} ${new URL(r.url()).pathname}`),
    );
    await open(page, route);
    const expected = [...operationIds(file)].sort();
    const check = async () => {
      expect(await shownOperations(page)).toEqual(expected);
      // Every tag open: every operation has a visible entry in the menu.
      for (const id of expected)
        expect(await page.locator(`li[data-item-id$="operation/${id}"]`).first().isVisible()).toBe(true);
      expect(await page.locator("[data-api-reference] input").count()).toBe(0); // no search in Redoc
      expect(await page.getByText(/Stáhnout|Download/).count()).toBe(0); // no download or client button
      expect(await page.getByRole("button", { name: /Try it|Vyzkoušet/ }).count()).toBe(0);
      expect(await page.locator("[data-section-id^='schema/'], #tag\\/models, #section\\/Models").count()).toBe(0); // no models
      expect(await page.locator("h1:visible").count()).toBe(1);
    };
    // The build's rendering: the whole reference before any script has fetched the specification.
    expect(await page.locator(STATIC_REDOC).count()).toBe(1);
    await check();
    expect(specRequests).toEqual([]);
    await startUsing(page);
    expect(await page.locator(STATIC_REDOC).count()).toBe(0);
    await check();
    expect(specRequests).toEqual([`GET /openapi/${file}`]);
    expect(errors).toEqual([]);
  });

  it.for(["/api-json-v1/", "/api-waba-restapi-v1/"])(
    "%s shows Redoc's own interface in Czech, before and after it goes live",
    async (route, { newPage }) => {
      const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
      await open(page, route);
      // textContent, not innerText: Redoc upper-cases some labels with CSS.
      const text = async () => (await page.locator(".redoc-wrap").textContent()) ?? "";
      for (const phase of ["static", "live"]) {
        if (phase === "live") await startUsing(page);
        await expect.poll(text).toContain("povinné");
        const visible = await text();
        for (const czech of [
          "Rozbalit vše",
          "Sbalit vše",
          "Kopírovat",
          "Typ obsahu",
          "Autorizace:",
          "Schéma odpovědi:",
        ])
          expect(visible, phase).toContain(czech);
        for (const english of [
          /\brequired\b/,
          /Expand all/,
          /Collapse all/,
          /\bCopy\b/,
          /Content type/,
          /Authorizations:/,
          /Request Body schema/,
          /Response Schema/,
          /\bcharacters\b/,
        ]) {
          expect(visible, phase).not.toMatch(english);
        }
        expect(await page.getByText("API docs by Redocly").isVisible()).toBe(false);
      }
    },
  );

  it("scrolls to a section from the menu before Redoc is live", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/api-json-v1/");
    // A click without a pointer move first, as from the keyboard or a touch screen's first tap.
    await page.locator(`${STATIC_REDOC} li[data-item-id$="operation/getCredit"]`).dispatchEvent("click");
    const heading = page.locator("[data-section-id='operation/getCredit'] h2").first();
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(new URL(page.url()).hash).toBe("#tag/Kredit/operation/getCredit");
  });

  it("keeps the reference readable and shows a Czech error with Retry when the specification cannot be loaded, and Retry loads it", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await page.route("**/openapi/jsonapi_v1.yaml", (r) => r.abort());
    await open(page, "/api-json-v1/");
    await page.mouse.move(700, 500);
    const alert = page.getByRole("alert").filter({ hasText: "Specifikaci API se nepodařilo načíst" });
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator(`${STATIC_REDOC} [data-section-id='operation/sendMessage']`).isVisible()).toBe(true);
    await page.unroute("**/openapi/jsonapi_v1.yaml");
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.waitForSelector(`${LIVE_REDOC} [data-section-id='operation/sendMessage']`, { timeout: 30_000 });
    expect(await alert.count()).toBe(0);
  });

  it("loads Redoc at once after a client-side navigation, which brings no rendering of the build", async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/docs/api/");
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/api-json-v1/"),
    );
    await page.waitForSelector(`${LIVE_REDOC} [data-section-id='operation/sendMessage']`, { timeout: 30_000 });
    expect(await page.locator("h1:visible").count()).toBe(1);
  });

  it.each(["jsonapi_v1.yaml", "waba_restapi_v1.yaml"])(
    "/openapi/%s is served as the file in openapi/ plus x-codeSamples, shown by Redoc",
    async (file) => {
      const response = await fetch(`${baseUrl()}/openapi/${file}`);
      expect(response.status).toBe(200);
      const served = parse(await response.text());
      for (const item of Object.values(served.paths) as Record<string, Record<string, unknown>>[]) {
        for (const [method, op] of Object.entries(item))
          if (METHODS.includes(method)) {
            expect(op["x-codeSamples"], method).toHaveLength(7);
            delete op["x-codeSamples"];
          }
      }
      expect(served).toEqual(parse(fs.readFileSync(path.resolve("openapi", file), "utf8")));
    },
  );

  it("shows the code samples in Redoc", async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    await open(page, "/api-json-v1/");
    const operation = page.locator("[data-section-id='operation/sendMessage']");
    await operation.waitFor({ timeout: 30_000 });
    for (const label of ["curl", "PHP", "Python", "Node.js", "C#", "Java", "Go"])
      expect(await operation.getByRole("tab", { name: label, exact: true }).count(), label).toBeGreaterThan(0);
  });
});

describe("API documentation", () => {
  const apiRoutes = readRouteList().fixed.filter((r) => r.startsWith("/docs/api/"));

  it("has every API sidebar route of routes.txt with its sidebar and the page marked", async ({ newPage }) => {
    expect(apiRoutes.length).toBe(31);
    const { page } = await newPage({ viewport: { width: 1400, height: 900 } });
    for (const route of apiRoutes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      const sidebar = page.getByRole("navigation", { name: "Dokumentace", exact: true });
      expect(await sidebar.locator('a[aria-current="page"]').getAttribute("href"), route).toBe(route);
      expect(await sidebar.locator('a[href="/docs/api/json/api/send-message/"]').count(), route).toBe(1);
    }
  });

  it("lets a developer find an error code by typing it", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/docs/api/json/error-codes/");
    const rows = page
      .locator("table", { has: page.getByRole("columnheader", { name: "HTTP status" }) })
      .locator("tbody tr");
    const all = await rows.count();
    expect(all).toBe(
      parse(fs.readFileSync(path.resolve("openapi/jsonapi_v1.yaml"), "utf8"))["x-depese-error-codes"].length,
    );
    await page.getByLabel("Najít kód chyby").fill("307");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("INVALID_NUMBER");
    await page.getByLabel("Najít kód chyby").fill("9999");
    await expect.poll(() => page.getByText("Žádný kód neodpovídá hledání „9999“.").count()).toBe(1);
  });

  it("offers both specifications and Postman collections for download from /docs/api/", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/docs/api/");
    for (const file of [
      "/openapi/jsonapi_v1.yaml",
      "/openapi/waba_restapi_v1.yaml",
      "/api-json-v1/",
      "/api-waba-restapi-v1/",
    ]) {
      expect(await page.locator(`main a[href="${file}"]`).count(), file).toBeGreaterThan(0);
    }
    for (const file of ["jsonapi_v1", "waba_restapi_v1"]) {
      expect(
        await page
          .getByRole("link", { name: /Stáhnout OpenAPI/ })
          .and(page.locator(`[href="/openapi/${file}.yaml"]`))
          .count(),
        file,
      ).toBe(1);
      const postman = page
        .getByRole("link", { name: /Stáhnout kolekci pro Postman/ })
        .and(page.locator(`[href="/openapi/${file}.postman_collection.json"]`));
      expect(await postman.count(), file).toBe(1);
      const collection = await (await fetch(`${baseUrl()}/openapi/${file}.postman_collection.json`)).json();
      expect(collection.variable.some((v: { key: string }) => v.key === "apiKey")).toBe(true);
    }
  });

  it("links both specifications from every API guide page", async () => {
    for (const route of apiRoutes) {
      const main = parseHtml(await (await fetch(`${baseUrl()}${route}`)).text()).querySelector("main");
      for (const file of ["/openapi/jsonapi_v1.yaml", "/openapi/waba_restapi_v1.yaml"])
        expect(main?.querySelectorAll(`a[href="${file}"]`).length, `${route} ${file}`).toBeGreaterThan(0);
    }
  });
});

describe("docs for AI assistants and tools", () => {
  it("links a Markdown twin from every docs page's head, without front matter and with absolute links", async () => {
    const docRoutes = readRouteList().fixed.filter(
      (r) => r.startsWith("/docs/") && !r.startsWith("/docs/category/") && !r.startsWith("/docs/ceny/"),
    );
    expect(docRoutes.length).toBeGreaterThan(40);
    for (const route of docRoutes) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const href = html.match(/<link[^>]+rel="alternate"[^>]+type="text\/markdown"[^>]+href="([^"]+)"/)?.[1];
      expect(href, route).toBe(`${route}index.md`);
      const response = await fetch(`${baseUrl()}${href}`);
      expect(response.status, href).toBe(200);
      const md = await response.text();
      const title = html.match(/<h1[^>]*>(.*?)<\/h1>/s)![1].replace(/<[^>]+>/g, "");
      expect(md.split("\n")[0].replace(/\u00a0/g, " "), href).toBe(
        `# ${title.replace(/\u00a0/g, " ").replace(/&amp;/g, "&")}`,
      );
      expect(md, href).not.toMatch(/^---\n|^sidebar_(label|position):|<Api\w+|\]\(\/(?!\/)/m);
    }
  });

  it("serves /llms.txt and /llms-full.txt with the API docs", async () => {
    const llms = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    expect(llms).toMatch(/^# Depeše\n\n> /);
    expect(llms).toMatch(/## Dokumentace API\n\n- \[.+\]\(https?:\/\/[^)]+\/docs\/api\/index\.md\): /);
    const full = await (await fetch(`${baseUrl()}/llms-full.txt`)).text();
    expect(full).toContain("# Odeslání zprávy – POST /message");
    expect(full).toContain("**Go**");
  });

  it("offers the price list as JSON on /ceny/, with the CSV's countries", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, "/ceny/");
    const href = await page.getByTestId("json-download").getAttribute("href");
    expect(href).toBe("/ceny/cenik.json");
    const data = await (await fetch(`${baseUrl()}${href}`)).json();
    const csv = await (await fetch(`${baseUrl()}/ceny/cenik-depese.csv`)).text();
    expect(data.countries).toHaveLength(csv.trim().split("\r\n").length - 1);
    expect(await page.getByRole("heading", { name: "Ceník pro programy" }).count()).toBe(1);
  });
});
