import { describe, expect, it } from "vitest";
import { blogPostRoute, docRoute, isListedRoute, parseRouteList, routeOfBuiltFile, routeToUrlPath } from "./routes";

describe("routes", () => {
  it("writes the space route with %20 in URLs", () => {
    expect(routeToUrlPath("/index copy/")).toBe("/index%20copy/");
  });

  it("gives docs and blog posts their section's prefix", () => {
    expect(docRoute("help/kontakty")).toBe("/docs/help/kontakty/");
    expect(docRoute("api/index")).toBe("/docs/api/");
    expect(blogPostRoute("/open-rate-sms/")).toBe("/blog/open-rate-sms/");
  });
});

describe("routeOfBuiltFile", () => {
  it.each([
    ["index.html", "/"],
    ["sms/index.html", "/sms/"],
    ["404.html", "/404.html"],
  ])("%s → %s", (file, route) => expect(routeOfBuiltFile(file)).toBe(route));
});

describe("the route list", () => {
  const list = parseRouteList(
    "# Marketing\n/\n/sms/\n/index copy/\n\n# one page per tag\n{/blog/tags/<tag-slug>/}\n{/docs/ceny/<country-slug>/}\n",
  );

  it("reads fixed routes and families, skipping comments", () => {
    expect(list).toEqual({
      fixed: ["/", "/sms/", "/index copy/"],
      families: ["/blog/tags/<tag-slug>/", "/docs/ceny/<country-slug>/"],
    });
  });

  it("names a fixed route or one member of a family, one path segment per placeholder", () => {
    expect(isListedRoute(list, "/sms/")).toBe(true);
    expect(isListedRoute(list, "/index copy/")).toBe(true);
    expect(isListedRoute(list, "/docs/ceny/slovensko/")).toBe(true);
    expect(isListedRoute(list, "/blog/tags/tipy/")).toBe(true);
    expect(isListedRoute(list, "/viber/")).toBe(false);
    expect(isListedRoute(list, "/docs/ceny/")).toBe(false);
    expect(isListedRoute(list, "/docs/ceny/slovensko/praha/")).toBe(false);
    expect(isListedRoute(list, "/blog/tags/")).toBe(false);
  });
});
