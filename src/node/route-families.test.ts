import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAMILY, checkRouteFamilies, madePages, readRouteList } from "./route-families";
import { familyMembers, knownRoutes } from "./family-members";

const ROUTES = "/\n/blog/\n{post /blog/<post-slug>/} content/blog\n{doc /docs/<path>/} content/docs\n";

/** Gatsby's store as onPostBootstrap sees it: each page by path, with the context its step gave it. */
function storeOf(pages: { path: string; family?: string }[]) {
  const map = new Map(pages.map((p) => [p.path, { path: p.path, context: p.family ? { family: p.family } : {} }]));
  return { getState: () => ({ pages: map }) };
}

function check(pages: { path: string; family?: string }[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-routes-"));
  fs.mkdirSync(path.join(dir, "src/config"), { recursive: true });
  fs.writeFileSync(path.join(dir, "src/config/routes.txt"), ROUTES);
  const reporter = { info: vi.fn(), panicOnBuild: vi.fn() };
  checkRouteFamilies({ store: storeOf(pages), reporter }, dir);
  return reporter;
}

describe("checkRouteFamilies (onPostBootstrap of a production build)", () => {
  afterEach(() => vi.unstubAllEnvs());

  const made = [
    { path: "/" },
    { path: "/blog/" },
    { path: "/404.html" },
    ...Array.from({ length: 25 }, (_, i) => ({ path: `/blog/novy-${i}/`, family: FAMILY.post })),
    { path: "/docs/help/novy-navod/", family: FAMILY.doc },
  ];

  it("passes pages their family made, however many, and counts them by family", () => {
    vi.stubEnv("NODE_ENV", "production");
    const reporter = check(made);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith("Routes: 29 pages, 2 required routes; families: post 25, doc 1.");
  });

  it("fails the build naming a page made by code outside every family, and a required route not made", () => {
    vi.stubEnv("NODE_ENV", "production");
    const reporter = check([...made.filter((p) => p.path !== "/blog/"), { path: "/blog/z-kodu/" }]);
    expect(reporter.info).toHaveBeenCalledWith("Routes: 29 pages, 2 required routes; families: post 25, doc 1.");
    const message = reporter.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toContain("Routes: the pages made and src/config/routes.txt differ in 2 routes");
    expect(message).toMatch(/\/blog\/z-kodu\/\s+→\s+src\/config\/routes.txt\n\s+page made outside every family/);
    expect(message).toMatch(/\/blog\/\s+→\s+src\/config\/routes.txt\n\s+required by src\/config\/routes.txt/);
  });

  it("leaves `gatsby develop` alone", () => {
    vi.stubEnv("NODE_ENV", "development");
    const reporter = check([{ path: "/blog/z-kodu/" }]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info).not.toHaveBeenCalled();
  });

  it("reads each page's family from its context", () => {
    expect([...madePages(storeOf([{ path: "/" }, { path: "/blog/a/", family: "post" }])).values()]).toEqual([
      { route: "/", family: undefined },
      { route: "/blog/a/", family: "post" },
    ]);
  });
});

describe("the site's families", () => {
  const list = readRouteList();

  it("are each declared in src/config/routes.txt, and the list declares no other", () => {
    expect(list.families.map((f) => f.name).sort()).toEqual(Object.values(FAMILY).sort());
  });

  it("have their members in the content files, which links are held against without a build", () => {
    const members = familyMembers();
    const known = knownRoutes(list, members);
    expect(members.get(FAMILY.page)).toContain("/sms/text-odesilatel/");
    expect(members.get(FAMILY.doc)).toContain("/docs/help/kontakty/");
    expect(members.get(FAMILY.post)!.length).toBeGreaterThanOrEqual(17);
    expect(members.get(FAMILY.country)).toContain("/docs/ceny/slovensko/");
    expect(members.get(FAMILY.blogPage)).toContain("/blog/page/2/");
    for (const route of ["/sms/", "/blog/page/2/", "/blog/tags/sms-marketing/", "/docs/category/help/"])
      expect(known(route), route).toBe(true);
    for (const route of ["/blog/neexistuje/", "/docs/ceny/atlantida/", "/neexistuje/", "/blog/page/99/"])
      expect(known(route), route).toBe(false);
  });
});
