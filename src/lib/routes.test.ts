import { describe, expect, it } from "vitest";
import {
  blogPostRoute,
  contentPageRoute,
  docRoute,
  familyDeclarationProblems,
  familyPattern,
  parseRequiredRoutes,
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
  const fixed = parseRequiredRoutes(["# Marketing", "/", "/sms/", "/index copy/", "/blog/page/2/", ""].join("\n"));
  // As the family modules of src/node/families/ declare them.
  const list = {
    fixed,
    families: [
      { name: "page", pattern: "/<path>/", source: "content/pages/<path>.mdx" },
      { name: "post", pattern: "/blog/<post-slug>/", source: "content/blog/<post-slug>/index.mdx" },
      { name: "blog-page", pattern: "/blog/page/<n>/", source: "" },
      { name: "country", pattern: "/docs/ceny/<country-slug>/", source: "content/pricing/prices.csv" },
    ],
  };

  it("reads the required routes, skipping comments", () => {
    expect(fixed).toEqual(["/", "/sms/", "/index copy/", "/blog/page/2/"]);
  });

  it("names the line it cannot read, and sends a family to its module", () => {
    expect(() => parseRequiredRoutes("/\n{post /blog/<post-slug>/}\n")).toThrow(
      "src/config/routes.txt:2: a family is declared by its module in src/node/families/, not in the route list: {post /blog/<post-slug>/}",
    );
    expect(() => parseRequiredRoutes("/sms\n")).toThrow(
      "src/config/routes.txt:1: a route starts and ends with /: /sms",
    );
  });

  it("names a family declared twice, a bad name and a pattern that is no route", () => {
    expect(familyDeclarationProblems(list.families)).toEqual([]);
    expect(
      familyDeclarationProblems([
        ...list.families,
        { name: "post", pattern: "/clanky/<slug>/", source: "" },
        { name: "Story", pattern: "zakaznici/<id>", source: "" },
      ]),
    ).toEqual([
      'the family "post" is declared twice',
      'the family "Story": a name is lower case letters and -',
      'the family "Story": its pattern zakaznici/<id> starts and ends with /',
    ]);
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

  it("fails a family's page outside its pattern, a family no module declares, and a required route not made", () => {
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
      { route: "/docs/nova/", reason: 'page of the family "doc", which no module of src/node/families/ declares' },
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
