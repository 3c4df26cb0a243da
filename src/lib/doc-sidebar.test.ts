import { describe, expect, it } from "vitest";
import {
  breadcrumbTrail,
  flattenSidebar,
  neighbours,
  sidebarPages,
  sidebarTree,
  type SidebarEntry,
} from "./doc-sidebar";

const sidebar: SidebarEntry[] = [
  {
    type: "category",
    label: "Nápověda",
    href: "/docs/category/help/",
    collapsed: false,
    items: [
      {
        type: "category",
        label: "Odesílání",
        href: "/docs/category/odesilani/",
        collapsed: true,
        items: [{ type: "link", label: "SMS", href: "/docs/help/sms/" }],
      },
      {
        type: "category",
        label: "Bez stránky",
        collapsed: true,
        items: [{ type: "link", label: "Kontakty", href: "/docs/help/kontakty/" }],
      },
      { type: "link", label: "Status", href: "https://status.depese.cz/" },
    ],
  },
];

describe("doc sidebar navigation", () => {
  it("lists internal pages in reading order, category pages before their items", () => {
    expect(sidebarPages(sidebar).map((p) => p.href)).toEqual([
      "/docs/category/help/",
      "/docs/category/odesilani/",
      "/docs/help/sms/",
      "/docs/help/kontakty/",
    ]);
  });

  it("gives previous and next across categories and nothing at the ends", () => {
    expect(neighbours(sidebar, "/docs/help/sms/")).toEqual({
      previous: { label: "Odesílání", href: "/docs/category/odesilani/" },
      next: { label: "Kontakty", href: "/docs/help/kontakty/" },
    });
    expect(neighbours(sidebar, "/docs/category/help/").previous).toBeNull();
    expect(neighbours(sidebar, "/docs/help/kontakty/").next).toBeNull();
  });

  it("builds breadcrumbs from the categories that hold the page", () => {
    expect(breadcrumbTrail(sidebar, "/docs/help/kontakty/")).toEqual([
      { label: "Nápověda", href: "/docs/category/help/" },
      { label: "Bez stránky", href: undefined },
    ]);
    expect(breadcrumbTrail(sidebar, "/docs/category/odesilani/")).toEqual([
      { label: "Nápověda", href: "/docs/category/help/" },
    ]);
    expect(breadcrumbTrail(sidebar, "/docs/category/help/")).toEqual([]);
  });
});

describe("a sidebar as a flat list (the DocSidebar node's entries)", () => {
  it("lists the entries in reading order with their depth", () => {
    expect(flattenSidebar(sidebar).map((e) => `${e.depth} ${e.kind} ${e.label}`)).toEqual([
      "0 category Nápověda",
      "1 category Odesílání",
      "2 link SMS",
      "1 category Bez stránky",
      "2 link Kontakty",
      "1 link Status",
    ]);
  });

  it("gives the same tree back, a category without a page without an href", () => {
    const tree = sidebarTree(flattenSidebar(sidebar));
    expect(tree).toEqual(sidebar);
    const [help] = tree;
    expect(help.type === "category" && "href" in help.items[1]).toBe(false);
  });

  it("takes the nulls of a query for missing fields", () => {
    expect(
      sidebarTree([
        { kind: "category", label: "A", href: null, collapsed: null, depth: 0 },
        { kind: "link", label: "B", href: "/b/", collapsed: null, depth: 1 },
        { kind: "link", label: "C", href: "/c/", collapsed: null, depth: 0 },
      ]),
    ).toEqual([
      { type: "category", label: "A", collapsed: false, items: [{ type: "link", label: "B", href: "/b/" }] },
      { type: "link", label: "C", href: "/c/" },
    ]);
  });
});
