import { describe, expect, it } from "vitest";
import { breadcrumbTrail, neighbours, sidebarPages, type SidebarEntry } from "./doc-sidebar";

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
