import type { NavbarDocItem, NavbarTarget } from "./navbar-targets";

// ./navbar-targets.ts in the production browser bundle (plugins/gatsby-overrides/webpack.ts swaps it in): the
// build has resolved every doc and docSidebar item of the navbar against the docs sidebars
// (content/sidebars.ts) and checked the result, so the browser gets the targets as data and
// neither the sidebars nor the resolver ship in every page's first load.

declare const NAVBAR_DOC_TARGETS: Record<string, string>;

/** The item's key in NAVBAR_DOC_TARGETS. */
export const navbarTargetKey = (item: NavbarDocItem) =>
  item.type === "doc" ? `doc:${item.docId}` : `docSidebar:${item.sidebarId}`;

export function navbarTarget(item: NavbarDocItem): NavbarTarget {
  const to = NAVBAR_DOC_TARGETS[navbarTargetKey(item)];
  return to === undefined ? { problem: `Navbar item "${item.label}" has no target from the build` } : { to };
}
