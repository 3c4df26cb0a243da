import sidebars from "../../../content/sidebars";
import { firstSidebarLink } from "../../config/sidebars";
import { currentVersion, versionDocRoute, versionedSidebarId } from "../../config/versions";
import type { DocsVersion, DropdownChild, NavbarItem } from "../../config";

export type ResolvedLink = { label: string; to?: string; href?: string; activeBasePath?: string; activeBaseRegex?: string; className?: string };

/** Where a link-like navbar item points: doc and docSidebar items resolve against the docs of a
 * version, the current one unless told otherwise. */
export function resolveLink(item: NavbarItem | DropdownChild, version: DocsVersion = currentVersion()): ResolvedLink | null {
  switch (item.type) {
    case "link":
      return { ...item, label: item.label };
    case "doc":
      return { ...item, label: item.label ?? item.docId, to: versionDocRoute(version, item.docId) };
    case "docSidebar": {
      const to = firstSidebarLink(sidebars[versionedSidebarId(version, item.sidebarId)] ?? []);
      if (!to) throw new Error(`Sidebar "${item.sidebarId}" has nothing to link to`);
      return { ...item, to, activeBasePath: item.activeBasePath ?? to };
    }
    default:
      return null;
  }
}
