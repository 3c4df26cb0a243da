import sidebars from "../../../content/sidebars";
import { docRoute, firstSidebarLink } from "../../config/sidebars";
import type { DropdownChild, NavbarItem } from "../../config";

export type ResolvedLink = { label: string; to?: string; href?: string; activeBasePath?: string; activeBaseRegex?: string; className?: string };

/** Where a link-like navbar item points: doc and docSidebar items resolve against the docs. */
export function resolveLink(item: NavbarItem | DropdownChild): ResolvedLink | null {
  switch (item.type) {
    case "link":
      return { ...item, label: item.label };
    case "doc":
      return { ...item, label: item.label ?? item.docId, to: docRoute(item.docId) };
    case "docSidebar": {
      const to = firstSidebarLink(sidebars[item.sidebarId] ?? []);
      if (!to) throw new Error(`Sidebar "${item.sidebarId}" has nothing to link to`);
      return { ...item, to, activeBasePath: item.activeBasePath ?? to };
    }
    default:
      return null;
  }
}
