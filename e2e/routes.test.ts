import { describe, expect } from "vitest";
import { parse } from "node-html-parser";
import { it, baseUrl } from "./browser";
import { familyPattern, routeToUrlPath } from "../src/lib/routes";
import { builtRoutes } from "./built-routes";
import { familyMembers, readRouteList } from "../src/node/route-families";

const { fixed } = readRouteList();
// One page of each family beside the required routes (the first its content files make that is not
// required itself): the families' pages are served like listed ones.
const familySamples = [...familyMembers().values()]
  .map((routes) => routes.find((route) => !fixed.includes(route)))
  .filter((route): route is string => route !== undefined);

// The pages of the build are the route list's: each required route and each member the families'
// content files list (src/node/route-families.ts, `familyMembers`, which links are held against
// without a build), and no other page. With src/node/route-families.test.ts and
// e2e/grown-site.unit.test.ts this proves the route list without a build of its own.
describe("the build makes the required routes and the families' members", () => {
  it("has a page for each, and no other page but the not-found page", () => {
    const list = readRouteList();
    const members = familyMembers();
    const listed = new Set([...list.fixed, ...[...members.values()].flat()]);
    // A family whose members the content files do not list (category) is held to its pattern.
    const patterns = list.families.filter((f) => !members.has(f.name)).map((f) => familyPattern(f.pattern));
    const built = builtRoutes();
    expect([...listed].filter((route) => !built.includes(route))).toEqual([]);
    expect(
      built.filter(
        (route) =>
          !listed.has(route) && !patterns.some((p) => p.test(route)) && !["/404/", "/404.html"].includes(route),
      ),
    ).toEqual([]);
  });
});

// As served: the status, the language, the title and one h1 in the HTML. What a browser adds is
// checked where a browser runs anyway: every page's visible h1 in the accessibility sweep, and no
// script error on each page kind hydrated (e2e/accessibility.test.ts) and on every marketing page
// (e2e/landing.test.ts).
describe("every required route and a page of each family", () => {
  it.concurrent.for([...fixed, ...familySamples])("%s answers 200 with one h1 in Czech", async (route, { expect }) => {
    const response = await fetch(`${baseUrl()}${routeToUrlPath(route)}`);
    expect(response.status).toBe(200);
    const html = parse(await response.text());
    expect(html.querySelectorAll("h1")).toHaveLength(1);
    expect(html.querySelector("html")?.getAttribute("lang")).toBe("cs");
    expect(html.querySelector("title")?.textContent).toMatch(/Depeše/);
  });
});

describe("anything else is the not-found page", () => {
  // The last five are routes a family could take (post, doc, country, list page, tag) that none made.
  it.concurrent.for([
    "/neexistuje/",
    "/sms/neexistuje/",
    "/docs/",
    "/tool/",
    "/index%20copy2/",
    "/Sms/",
    "/index/",
    "/404/",
    "/blog/neexistuje/",
    "/docs/help/neexistuje/",
    "/docs/ceny/atlantida/",
    "/blog/page/99/",
    "/blog/tags/neexistuje/",
  ])("%s answers 404", async (path, { newPage, expect }) => {
    const { page, errors } = await newPage();
    // Hydrated (network idle): "/index/" once hydrated with the home page's data and went blank.
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Stránka nenalezena");
    expect(errors).toEqual([]);
    expect(await page.title()).toBe("Stránka nenalezena | Depeše");
  });

  it.each([
    ["/index.html", "/"],
    ["/markdown-page", "/markdown-page/"],
    ["/markdown-page/index.html?ref=1", "/markdown-page/?ref=1"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await fetch(`${baseUrl()}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });
});
