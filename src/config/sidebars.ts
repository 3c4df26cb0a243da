import { categoryRoute, docRoute } from "../lib/routes";

// Docs sidebars as data (content/sidebars.ts). Items are docs, links and categories; a category may
// have a generated index page at /docs/category/<slug>/.

export type SidebarDocItem = { type: "doc"; id: string; label?: string };
export type SidebarLinkItem = { type: "link"; label: string; href: string };
export type SidebarCategoryLink =
  { type: "generated-index"; slug: string; title?: string; description?: string } | { type: "doc"; id: string };
export type SidebarCategoryItem = {
  type: "category";
  label: string;
  link?: SidebarCategoryLink;
  collapsed?: boolean;
  items: SidebarItem[];
};
/** A bare string is a doc id. */
export type SidebarItem = string | SidebarDocItem | SidebarLinkItem | SidebarCategoryItem;
export type Sidebars = Record<string, SidebarItem[]>;

/** The first page a sidebar leads to, or null when it has nothing to link to. */
export function firstSidebarLink(items: SidebarItem[]): string | null {
  for (const item of items) {
    if (typeof item === "string") return docRoute(item);
    if (item.type === "doc") return docRoute(item.id);
    if (item.type === "link") return item.href;
    if (item.link?.type === "generated-index") return categoryRoute(item.link.slug);
    if (item.link?.type === "doc") return docRoute(item.link.id);
    const inner = firstSidebarLink(item.items);
    if (inner) return inner;
  }
  return null;
}
