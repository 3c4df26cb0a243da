import { describe, expect, it } from "vitest";
import sidebars from "../../content/sidebars";
import { siteConfig } from "../config/site";
import type { Sidebars } from "../config/sidebars";
import { docFrontmatterProblems, docIdOf, docRouteOf, planDocs, type CategoryPagePlan, type DocPagePlan } from "./docs";
import { categoryHeading, generatedCategories, sidebarDocIds, type DocInfo } from "./doc-sidebars";
import { renderDocCategoryCards } from "./doc-sidebar-nodes";

const doc = (id: string, extra: Partial<DocInfo> = {}): DocInfo => ({
  nodeId: `node-${id}`,
  id,
  file: `content/docs/${id}.mdx`,
  route: `/docs/${id}/`,
  title: `Titulek ${id}`,
  description: `Popis ${id}`,
  ...extra,
});

// The docs that exist in content/docs/ today.
const helpIds = [
  "help/odesilani-sms",
  "help/textovy-odesilatel",
  "help/sdilena-cisla",
  "help/sim-hosting",
  "help/nacasovane-odesilani",
  "help/uspesnost-doruceni",
  "help/duvody-nedoruceni",
  "help/kontakty",
  "help/integrace/klaviyo",
  "help/integrace/make",
  "help/integrace/zapier",
];
const standalone = [
  doc("info", { noSidebar: true, sidebarPosition: 1, sidebarLabel: "O společnosti" }),
  doc("kontakt", { noSidebar: true, sidebarPosition: 2 }),
  doc("volna-mista", { noSidebar: true, sidebarPosition: 3 }),
  doc("dev/manage-docs-versions", { noSidebar: true }),
];
const apiIds = sidebarDocIds(sidebars.api);
const helpDocs = [...helpIds.map((id) => doc(id)), ...standalone];
const siteDocs = [...helpDocs, ...apiIds.map((id) => doc(id, { route: `/docs/${id.replace(/\/?index$/, "")}/` }))];
const plan = (docs: DocInfo[], bars: Sidebars = sidebars, config = siteConfig) => planDocs(docs, bars, { config });

describe("doc ids and routes", () => {
  it("take the file path, a front matter id replaces the file name, a slug replaces the route", () => {
    expect(docIdOf("help/integrace/klaviyo.mdx")).toBe("help/integrace/klaviyo");
    expect(docIdOf("help/integrace/klaviyo.mdx", "klaviyo-navod")).toBe("help/integrace/klaviyo-navod");
    expect(docRouteOf("help/integrace/klaviyo.mdx")).toBe("/docs/help/integrace/klaviyo/");
    expect(docRouteOf("api/index.mdx")).toBe("/docs/api/");
    expect(docRouteOf("help/kontakty.mdx", "adresar")).toBe("/docs/help/adresar/");
    expect(docRouteOf("help/kontakty.mdx", "/adresar")).toBe("/docs/adresar/");
  });

  it("names the file and field of bad front matter", () => {
    expect(docFrontmatterProblems("content/docs/x.mdx", { title: "X", sidebar_position: 2, sidebar: false })).toEqual(
      [],
    );
    expect(docFrontmatterProblems("content/docs/x.mdx", { title: "X", sidebar: "help" })[0]).toEqual({
      file: "content/docs/x.mdx",
      field: "pole „sidebar“",
      message: "smí být jen `sidebar: false` (dokument nepatří do žádného postranního menu)",
    });
    expect(docFrontmatterProblems("content/docs/x.mdx", { sidebar_position: "první" })).toHaveLength(2);
  });
});

describe("planDocs: what the build rejects", () => {
  it("accepts the site's own docs and sidebars", () => {
    const result = plan(siteDocs);
    expect(result.problems).toEqual([]);
  });

  it("fails on an unknown doc id, naming the id and the sidebar", () => {
    const bars: Sidebars = { ...sidebars, help: [...sidebars.help, "help/neexistuje"] };
    expect(plan(siteDocs, bars).problems).toEqual([
      'Sidebar "help" names doc id "help/neexistuje", which does not exist (no content/docs/help/neexistuje.mdx)',
    ]);
  });

  it("fails on a whole sidebar without its docs, and on a navbar item leading to a page not built", () => {
    const problems = plan(helpDocs).problems;
    expect(problems).toContain(
      'Sidebar "api" names doc id "api/json/sms", which does not exist (no content/docs/api/json/sms.mdx)',
    );
    expect(problems).toContain('Navbar docSidebar item "Dokumentace API" leads to /docs/api/, which is not built');
  });

  it("fails on a doc in no sidebar unless it says so", () => {
    const problems = plan([...siteDocs, doc("help/zapomenuta")]).problems;
    expect(problems).toEqual([
      'content/docs/help/zapomenuta.mdx: doc "help/zapomenuta" is in no sidebar; add it to content/sidebars.ts or set `sidebar: false` in its front matter',
    ]);
    expect(plan([...siteDocs, doc("help/skryta", { unlisted: true })]).problems).toEqual([]);
  });

  it("fails on a docSidebar navbar item whose sidebar is missing, naming item and sidebar", () => {
    const config = structuredClone(siteConfig);
    const developers = config.navbar.items[1] as { items: { sidebarId?: string }[] };
    developers.items[1].sidebarId = "neexistuje";
    expect(plan(siteDocs, sidebars, config).problems).toEqual([
      'Navbar docSidebar item "Dokumentace API" names sidebar "neexistuje", which does not exist; sidebars: help, api',
    ]);
  });

  it("resolves docSidebar navbar items against the hand-written sidebars, which the navbar has too", () => {
    const config = structuredClone(siteConfig);
    const developers = config.navbar.items[1] as { items: { sidebarId?: string }[] };
    developers.items[1].sidebarId = "pricing";
    const generated: Sidebars = { pricing: [{ type: "link", label: "Německo", href: "/docs/ceny/nemecko/" }] };
    expect(planDocs(siteDocs, sidebars, { generated, config }).problems).toEqual([
      'Navbar docSidebar item "Dokumentace API" names sidebar "pricing", which does not exist; sidebars: help, api',
    ]);
  });

  it("fails on a generated sidebar named like a hand-written one", () => {
    const generated: Sidebars = { help: [{ type: "link", label: "Ceník", href: "/ceny/" }] };
    expect(planDocs(siteDocs, sidebars, { generated }).problems).toContain(
      "Generated sidebars help have the names of sidebars in content/sidebars.ts",
    );
  });

  it("fails on an empty docSidebar navbar target, naming item and sidebar", () => {
    const bars: Sidebars = { ...sidebars, api: [{ type: "category", label: "Prázdná", items: [] }] };
    expect(plan(siteDocs, bars).problems).toContain(
      'Navbar docSidebar item "Dokumentace API" names sidebar "api", which has nothing to link to',
    );
  });

  it("fails on a navbar doc item or a docs version that names a missing doc", () => {
    const config = structuredClone(siteConfig) as typeof siteConfig & { navbar: { items: unknown[] } };
    config.navbar.items.push({ type: "doc", label: "Ztracený", docId: "help/ztraceny", position: "left" });
    (config.docs.versions[0] as { mainDocId: string }).mainDocId = "help/uvod";
    const problems = plan(siteDocs, sidebars, config).problems;
    expect(problems).toContain(
      'Navbar doc item "Ztracený" names doc id "help/ztraceny", which does not exist in docs version "current"',
    );
    expect(problems).toContain('docs.versions "current": main doc id "help/uvod" does not exist');
  });
});

describe("planDocs: docs, links and category pages the build rejects", () => {
  it("fails on two docs with one id or one route, naming both files", () => {
    const twin = doc("help/kontakty", { file: "content/docs/help/kontakty-kopie.mdx", route: "/docs/help/kopie/" });
    const sameRoute = doc("help/adresar", { noSidebar: true, route: "/docs/help/kontakty/" });
    expect(plan([...siteDocs, twin, sameRoute]).problems).toEqual([
      'content/docs/help/kontakty-kopie.mdx: doc id "help/kontakty" is already used by content/docs/help/kontakty.mdx',
      "content/docs/help/adresar.mdx: route /docs/help/kontakty/ is already used by content/docs/help/kontakty.mdx",
    ]);
  });

  it("fails on a doc that says `sidebar: false` while a sidebar lists it", () => {
    const docs = siteDocs.map((d) => (d.id === "help/kontakty" ? { ...d, noSidebar: true } : d));
    expect(plan(docs).problems).toEqual([
      'content/docs/help/kontakty.mdx: doc "help/kontakty" says `sidebar: false` but a sidebar lists it',
    ]);
  });

  it("fails on an internal sidebar link without the trailing slash, also inside a category", () => {
    const bars: Sidebars = {
      ...sidebars,
      help: [
        ...sidebars.help,
        { type: "category", label: "Další", items: [{ type: "link", label: "Ceník", href: "/ceny" }] },
      ],
    };
    expect(plan(siteDocs, bars).problems).toEqual(['Sidebar "help": link "Ceník" to /ceny needs a trailing slash']);
  });

  it("fails on a category page generated twice or over a doc", () => {
    const category = (slug: string) => ({
      type: "category" as const,
      label: "Nápověda",
      link: { type: "generated-index" as const, slug },
      items: ["info"],
    });
    const docs = siteDocs.map((d) => (d.id === "info" ? { ...d, noSidebar: false } : d));
    expect(plan(docs, { ...sidebars, extra: [category("help")] }).problems).toEqual([
      'Sidebar "extra": category page /docs/category/help/ is also generated by sidebar "help"',
    ]);
    const atDoc = doc("category/vse", { noSidebar: true });
    expect(plan([...docs, atDoc], { ...sidebars, extra: [category("vse")] }).problems).toEqual([
      'Category page /docs/category/vse/ (sidebar "extra") collides with the doc content/docs/category/vse.mdx',
    ]);
  });

  it("fails on a navbar doc item whose doc has a custom slug, naming the route to link instead", () => {
    const config = structuredClone(siteConfig) as typeof siteConfig & { navbar: { items: unknown[] } };
    config.navbar.items.push({ type: "doc", label: "Kontakty", docId: "help/kontakty", position: "left" });
    const docs = siteDocs.map((d) => (d.id === "help/kontakty" ? { ...d, route: "/docs/adresar/" } : d));
    expect(plan(docs, sidebars, config).problems).toEqual([
      'Navbar doc item "Kontakty": doc "help/kontakty" has a custom slug or id; link it with a link item to /docs/adresar/',
    ]);
  });

  it("fails on a docs version whose docs list names a missing doc", () => {
    const config = structuredClone(siteConfig);
    (config.docs.versions[0] as { docs: string[] }).docs = ["help/odesilani-sms", "help/zmizely"];
    expect(plan(siteDocs, sidebars, config).problems).toEqual([
      'docs.versions "current": docs list names "help/zmizely", which does not exist',
    ]);
  });
});

describe("planDocs: the pages", () => {
  const { pages } = plan(siteDocs);
  const byRoute = new Map(pages.map((p) => [p.route, p]));

  it("builds every help doc, the other docs and the four category pages", () => {
    for (const id of helpIds) expect(byRoute.get(`/docs/${id}/`)?.kind).toBe("doc");
    for (const route of ["/docs/info/", "/docs/kontakt/", "/docs/volna-mista/", "/docs/dev/manage-docs-versions/"])
      expect(byRoute.has(route)).toBe(true);
    const categories = pages.filter((p) => p.kind === "category").map((p) => p.route);
    expect(categories.sort()).toEqual([
      "/docs/category/help/",
      "/docs/category/integrace/",
      "/docs/category/lepsi-sms-marketing/",
      "/docs/category/odesilani-sms/",
    ]);
    expect(byRoute.get("/docs/api/")?.kind).toBe("doc");
    expect(byRoute.get("/docs/api/json/api/send-message/")?.kind).toBe("doc");
  });

  // A category page's title, lead and cards are its DocCategory node's (src/node/doc-sidebar-nodes.ts).
  const categoryOf = (route: string) => generatedCategories(sidebars).find((c) => c.route === route)!.category;
  const cardsOf = (route: string, docs = siteDocs, production = false) =>
    renderDocCategoryCards(categoryOf(route), docs, production);

  it("keeps only keys in a category page's context", () => {
    const help = byRoute.get("/docs/category/help/") as CategoryPagePlan;
    expect(Object.keys(help.context).sort()).toEqual(
      ["breadcrumbs", "draft", "hideFooter", "next", "previous", "route", "sidebar", "sidebarId", "unlisted"].sort(),
    );
  });

  it("lists a category's items as cards with title and description", () => {
    expect(categoryHeading(categoryOf("/docs/category/help/")).title).toBe("Nápověda");
    const help = cardsOf("/docs/category/help/");
    expect(help.map((c) => c.href)).toEqual([
      "/docs/category/odesilani-sms/",
      "/docs/category/lepsi-sms-marketing/",
      "/docs/category/integrace/",
    ]);
    expect(help[2].description).toMatch(/^Propojení Depeše s\u00a0Klaviyem/);
    expect(cardsOf("/docs/category/integrace/")[0]).toEqual({
      title: "Titulek help/integrace/klaviyo",
      description: "Popis help/integrace/klaviyo",
      href: "/docs/help/integrace/klaviyo/",
    });
  });

  it("links previous and next in sidebar order through the category pages", () => {
    const first = byRoute.get("/docs/help/odesilani-sms/") as DocPagePlan;
    expect(first.context.previous?.href).toBe("/docs/category/odesilani-sms/");
    expect(first.context.next?.href).toBe("/docs/help/textovy-odesilatel/");
    expect((byRoute.get("/docs/help/integrace/zapier/") as DocPagePlan).context.next).toBeNull();
    expect((byRoute.get("/docs/help/kontakty/") as DocPagePlan).context.next?.href).toBe("/docs/category/integrace/");
    expect(first.context.breadcrumbs).toEqual([
      { label: "Nápověda", href: "/docs/category/help/" },
      { label: "Odesílání SMS", href: "/docs/category/odesilani-sms/" },
    ]);
  });

  it("gives docs in no sidebar the sidebar-less docs of their folder, by sidebar_position", () => {
    const contact = byRoute.get("/docs/kontakt/") as DocPagePlan;
    expect(contact.context.sidebar.map((e) => e.label)).toEqual([
      "O\u00a0společnosti",
      "Titulek kontakt",
      "Titulek volna-mista",
    ]);
    expect(contact.context.previous?.href).toBe("/docs/info/");
  });

  it("lets a doc turn the signup banner and the footer off with hideFooter", () => {
    const docs = siteDocs.map((d) => (d.id === "help/kontakty" ? { ...d, hideFooter: true } : d));
    const pages = new Map(plan(docs).pages.map((p) => [p.route, p]));
    expect(pages.get("/docs/help/kontakty/")?.context.hideFooter).toBe(true);
    expect(pages.get("/docs/help/sim-hosting/")?.context.hideFooter).toBe(false);
    expect(docFrontmatterProblems("content/docs/a.mdx", { title: "A", hideFooter: "ano" })).toEqual([
      expect.objectContaining({ field: "pole „hideFooter“" }),
    ]);
  });

  it("leaves drafts out of production builds and out of the sidebar", () => {
    const docs = siteDocs.map((d) => (d.id === "help/kontakty" ? { ...d, draft: true } : d));
    const result = planDocs(docs, sidebars, { production: true });
    expect(result.problems).toEqual([]);
    expect(result.pages.some((p) => p.route === "/docs/help/kontakty/")).toBe(false);
    expect(result.pages.some((p) => p.route === "/docs/category/lepsi-sms-marketing/")).toBe(true);
    const cards = cardsOf("/docs/category/lepsi-sms-marketing/", docs, true).map((c) => c.href);
    expect(cards).not.toContain("/docs/help/kontakty/");
    expect(cardsOf("/docs/category/lepsi-sms-marketing/", docs, false).map((c) => c.href)).toContain(
      "/docs/help/kontakty/",
    );
  });
});

describe("planDocs: docs versions", () => {
  it("takes an empty docs list as every doc of the version's folder, so today's navbar items pass", () => {
    const problems = plan(siteDocs).problems.filter((p) => p.includes("docs list") || p.includes("docs.versions"));
    expect(problems).toEqual([]);
  });

  it("fails on a navbar doc item or a main doc outside a version's explicit docs list", () => {
    const config = structuredClone(siteConfig) as typeof siteConfig & { navbar: { items: unknown[] } };
    config.navbar.items.push({ type: "doc", label: "Kontakty", docId: "help/kontakty", position: "left" });
    (config.docs.versions[0] as { docs: string[] }).docs = ["help/textovy-odesilatel"];
    const problems = plan(siteDocs, sidebars, config).problems;
    expect(problems).toContain(
      'Navbar doc item "Kontakty" names doc id "help/kontakty", which is not in the docs list of docs version "current"',
    );
    expect(problems).toContain('docs.versions "current": main doc id "help/odesilani-sms" is not in its docs list');
  });
});
