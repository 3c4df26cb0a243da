import { describe, expect, it } from "vitest";
import {
  blogPostRoute,
  contentPageRoute,
  docRoute,
  familyPattern,
  parseRouteList,
  routeOfBuiltFile,
  routeProblems,
  routeToUrlPath,
} from "./routes";

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
    [
      "# Marketing",
      "/",
      "/sms/",
      "/index copy/",
      "/blog/page/2/",
      "",
      "# Families",
      "{page /<path>/}  content/pages/<path>.mdx",
      "{post /blog/<post-slug>/}   content/blog/<post-slug>/index.mdx",
      "{blog-page /blog/page/<n>/}",
      "{country /docs/ceny/<country-slug>/} content/pricing/prices.csv",
    ].join("\n"),
  );

  it("reads required routes and families by name, pattern and source, skipping comments", () => {
    expect(list.fixed).toEqual(["/", "/sms/", "/index copy/", "/blog/page/2/"]);
    expect(list.families).toEqual([
      { name: "page", pattern: "/<path>/", source: "content/pages/<path>.mdx" },
      { name: "post", pattern: "/blog/<post-slug>/", source: "content/blog/<post-slug>/index.mdx" },
      { name: "blog-page", pattern: "/blog/page/<n>/", source: "" },
      { name: "country", pattern: "/docs/ceny/<country-slug>/", source: "content/pricing/prices.csv" },
    ]);
  });

  it("names the line it cannot read", () => {
    expect(() => parseRouteList("/\n{/blog/<post-slug>/}\n")).toThrow(
      "src/config/routes.txt:2: a family is written {name /pattern/} where its pages come from: {/blog/<post-slug>/}",
    );
    expect(() => parseRouteList("/sms\n")).toThrow("src/config/routes.txt:1: a route starts and ends with /: /sms");
  });

  it("reads a pattern's <path> as one or more segments, any other placeholder as exactly one", () => {
    expect(familyPattern("/<path>/").test("/integrace/klaviyo/")).toBe(true);
    expect(familyPattern("/<path>/").test("/index copy/")).toBe(true);
    expect(familyPattern("/<path>/").test("/")).toBe(false);
    expect(familyPattern("/docs/ceny/<country-slug>/").test("/docs/ceny/slovensko/")).toBe(true);
    expect(familyPattern("/docs/ceny/<country-slug>/").test("/docs/ceny/slovensko/praha/")).toBe(false);
    expect(familyPattern("/docs/ceny/<country-slug>/").test("/docs/ceny/")).toBe(false);
  });

  it("accepts required routes and every family's page at a route of its pattern, however many", () => {
    const posts = Array.from({ length: 43 }, (_, i) => ({ route: `/blog/clanek-${i}/`, family: "post" }));
    const pages = [
      { route: "/" },
      { route: "/sms/", family: "page" },
      { route: "/index copy/", family: "page" },
      { route: "/novinka/podstranka/", family: "page" },
      { route: "/blog/page/2/", family: "blog-page" },
      { route: "/blog/page/3/", family: "blog-page" },
      { route: "/blog/page/5/", family: "blog-page" },
      { route: "/docs/ceny/slovensko/", family: "country" },
      { route: "/404/" },
      { route: "/404.html" },
      ...posts,
    ];
    expect(routeProblems(pages, list)).toEqual([]);
  });

  it("fails a page made by code outside every family, even at a route a family could take", () => {
    expect(
      routeProblems(
        [
          { route: "/" },
          { route: "/sms/" },
          { route: "/index copy/" },
          { route: "/blog/page/2/" },
          { route: "/blog/ruční/" },
        ],
        list,
      ),
    ).toEqual([
      {
        route: "/blog/ruční/",
        reason:
          "page made outside every family (by code, not from content) and not a required route: make it in a family's step or add it to src/config/routes.txt",
      },
    ]);
  });

  it("fails a family's page outside its pattern, a family the list does not declare, and a required route not made", () => {
    const problems = routeProblems(
      [
        { route: "/", family: "page" },
        { route: "/sms/" },
        { route: "/blog/a/b/", family: "post" },
        { route: "/docs/nova/", family: "doc" },
      ],
      list,
    );
    expect(problems).toEqual([
      { route: "/blog/a/b/", reason: 'page of the family "post" outside its pattern /blog/<post-slug>/' },
      { route: "/docs/nova/", reason: 'page of the family "doc", which src/config/routes.txt does not declare' },
      { route: "/index copy/", reason: "required by src/config/routes.txt, but no page is built" },
      { route: "/blog/page/2/", reason: "required by src/config/routes.txt, but no page is built" },
    ]);
  });
});

describe("contentPageRoute", () => {
  it.each([
    ["index.mdx", "/"],
    ["sms/text-odesilatel.mdx", "/sms/text-odesilatel/"],
    ["integrace/index.mdx", "/integrace/"],
    ["index copy.mdx", "/index copy/"],
  ])("%s → %s", (file, route) => expect(contentPageRoute(file)).toBe(route));
});
