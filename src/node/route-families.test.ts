import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyPattern } from "../lib/routes";
import { checkRouteFamilies, familyMembers, knownRoutes, madePages, readRouteList } from "./route-families";
import { createFamilyPages, families, familyModules } from "./families";
import type { Family, FamilyModule } from "./families/family";
import { post, blogPage } from "./families/blog";
import { doc } from "./families/docs";
import { page } from "./families/pages";
import { country } from "./families/prices";

const ROUTES = "/\n/blog/\n";

/** The SitePage nodes onPostBootstrap sees: each page's path, with the context its step gave it. */
function nodesOf(pages: { path: string; family?: string }[]) {
  const nodes = pages.map((p) => ({ path: p.path, context: p.family ? { family: p.family } : {} }));
  return { getNodesByType: (type: string) => (type === "SitePage" ? nodes : []) as never[] };
}

/** A project folder with the route list ROUTES. */
function projectDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-routes-"));
  fs.mkdirSync(path.join(dir, "src/config"), { recursive: true });
  fs.writeFileSync(path.join(dir, "src/config/routes.txt"), ROUTES);
  return dir;
}

function check(pages: { path: string; family?: string }[], list: readonly Family[] = [post, doc]) {
  const reporter = { info: vi.fn(), panicOnBuild: vi.fn() };
  checkRouteFamilies({ ...nodesOf(pages), reporter }, projectDir(), list);
  return reporter;
}

describe("checkRouteFamilies (onPostBootstrap of a production build)", () => {
  afterEach(() => vi.unstubAllEnvs());

  const made = [
    { path: "/" },
    { path: "/blog/" },
    { path: "/404.html" },
    ...Array.from({ length: 25 }, (_, i) => ({ path: `/blog/novy-${i}/`, family: post.name })),
    { path: "/docs/help/novy-navod/", family: doc.name },
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
    expect([...madePages(nodesOf([{ path: "/" }, { path: "/blog/a/", family: "post" }])).values()]).toEqual([
      { route: "/", family: undefined },
      { route: "/blog/a/", family: "post" },
    ]);
  });
});

describe("the site's families", () => {
  const list = readRouteList();

  it("are each declared by one module of src/node/families/, listed in its index", async () => {
    const dir = path.resolve("src/node/families");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !/\.test\.ts$|^(index|family)\.ts$/.test(f));
    // Each module file exports one module, and that module is in the index; the index lists no other.
    const exported = await Promise.all(
      files.map(async (file) => {
        const values = Object.values(await import(path.join(dir, file))) as unknown[];
        const modules = values.filter((v): v is FamilyModule => familyModules.includes(v as FamilyModule));
        expect(modules, `${file} exports a module of the index`).toHaveLength(1);
        return modules[0];
      }),
    );
    expect(new Set(exported)).toEqual(new Set(familyModules));
    expect(list.families.map((f) => f.name)).toEqual(families.map((f) => f.name));
    expect(new Set(families.map((f) => f.name)).size).toBe(families.length);
    expect(families.map((f) => f.name).sort()).toEqual(
      ["author", "blog-page", "category", "country", "customer", "doc", "page", "post", "tag"].sort(),
    );
  });

  it("leave the route list its required routes only", () => {
    const text = fs.readFileSync("src/config/routes.txt", "utf8");
    expect(text.split("\n").filter((line) => line.startsWith("{"))).toEqual([]);
    expect(list.fixed).toContain("/zakaznici/");
  });

  it("have their members in the content files, each at a route of its pattern, which links are held against without a build", () => {
    const members = familyMembers();
    const known = knownRoutes(list, members);
    expect(members.get(page.name)).toContain("/sms/text-odesilatel/");
    expect(members.get(doc.name)).toContain("/docs/help/kontakty/");
    expect(members.get(post.name)!.length).toBeGreaterThanOrEqual(17);
    expect(members.get(country.name)).toContain("/docs/ceny/slovensko/");
    expect(members.get(blogPage.name)).toContain("/blog/page/2/");
    expect(members.get("customer")!.length).toBeGreaterThan(0);
    expect(members.has("category")).toBe(false);
    // A member at a required route (the home page is a content page) may lie outside the pattern.
    for (const family of families)
      for (const route of members.get(family.name) ?? [])
        if (!list.fixed.includes(route))
          expect(familyPattern(family.pattern).test(route), `${family.name}: ${route}`).toBe(true);
    for (const route of ["/sms/", "/blog/page/2/", "/blog/tags/sms-marketing/", "/docs/category/help/"])
      expect(known(route), route).toBe(true);
    for (const route of ["/blog/neexistuje/", "/docs/ceny/atlantida/", "/neexistuje/", "/blog/page/99/"])
      expect(known(route), route).toBe(false);
  });
});

describe("a new family is one module", () => {
  afterEach(() => vi.unstubAllEnvs());

  // A kind of content the site does not have: webinars, content/webinars/<slug>.yaml.
  const webinar: Family = {
    name: "webinar",
    pattern: "/webinare/<slug>/",
    source: "content/webinars/<slug>.yaml",
    members: () => ["/webinare/zaciname-s-api/", "/webinare/rcs-v-praxi/"],
  };
  const webinars: FamilyModule = {
    name: "webinars",
    families: [webinar],
    createPages({ actions }) {
      for (const route of webinar.members!(""))
        actions.createPage({ path: route, component: "webinar.tsx", context: { family: webinar.name } });
      return [{ file: "content/webinars/bez-nazvu.yaml", field: "title", message: "chybí" }];
    },
  };

  it("makes its pages through the loop gatsby-node.ts runs, which the route check and the links accept", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const made: { path: string; family?: string }[] = [{ path: "/" }, { path: "/blog/" }];
    const createPage = vi.fn((p: { path: string; context: { family?: string } }) =>
      made.push({ path: p.path, family: p.context.family }),
    );
    const steps: string[] = [];
    const problems = await createFamilyPages(
      { actions: { createPage } } as never,
      async (name, run) => (steps.push(name), run()),
      [webinars],
    );
    expect(steps).toEqual(["webinars"]);
    expect(problems).toEqual([{ file: "content/webinars/bez-nazvu.yaml", field: "title", message: "chybí" }]);
    expect(made.filter((p) => p.family === "webinar").map((p) => p.path)).toEqual([
      "/webinare/zaciname-s-api/",
      "/webinare/rcs-v-praxi/",
    ]);

    const reporter = check(made, [...families, webinar]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info.mock.calls[0][0]).toMatch(/families: .*, webinar 2\.$/);

    const dir = projectDir();
    const known = knownRoutes(readRouteList(dir, [webinar]), familyMembers(dir, [webinar]));
    expect(known("/webinare/rcs-v-praxi/")).toBe(true);
    expect(known("/webinare/neexistuje/")).toBe(false);
  });

  it("fails the build when it takes the name of a family already declared", () => {
    vi.stubEnv("NODE_ENV", "production");
    const reporter = check([{ path: "/" }, { path: "/blog/" }], [...families, { ...webinar, name: "post" }]);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith('src/node/families/: the family "post" is declared twice');
  });
});
