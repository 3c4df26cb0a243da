import contentSidebars from "../../content/sidebars";
import { firstSidebarLink, type Sidebars } from "./sidebars";
import { siteConfig } from "./site";
import { currentVersion, versionDocRoute, versionedSidebarId } from "./versions";
import type { DropdownChild, NavbarItem, SiteConfig } from "./schema";

// Where a doc or docSidebar navbar item leads. The navbar renders this target, and the docs build
// (src/node/doc-targets.ts) fails on any item whose target is not a built page, so the browser
// never meets a problem the build let through.

export type NavbarDocItem = Extract<NavbarItem | DropdownChild, { type: "doc" | "docSidebar" }>;
export type NavbarTarget = { to: string; problem?: never } | { to?: never; problem: string };

/** doc: the doc of the current version (docs.currentVersion), whatever version the reader is in;
 * docSidebar: the first page of the current version's sidebar. */
export function navbarTarget(
  item: NavbarDocItem,
  config: Pick<SiteConfig, "docs"> = siteConfig,
  sidebars: Sidebars = contentSidebars,
): NavbarTarget {
  const version = currentVersion(config);
  if (item.type === "doc") return { to: versionDocRoute(version, item.docId, config) };
  const id = versionedSidebarId(version, item.sidebarId, config);
  const sidebar = sidebars[id];
  if (!sidebar)
    return {
      problem: `Navbar docSidebar item "${item.label}" names sidebar "${id}", which does not exist; sidebars: ${Object.keys(sidebars).join(", ")}`,
    };
  const to = firstSidebarLink(sidebar);
  if (!to)
    return { problem: `Navbar docSidebar item "${item.label}" names sidebar "${id}", which has nothing to link to` };
  return { to };
}
