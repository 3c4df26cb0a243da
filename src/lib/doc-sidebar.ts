// The rendered shape of a docs sidebar (what a doc page receives in its page context) and the
// navigation derived from it: previous/next in sidebar order and breadcrumbs. Pure, no React.

export type SidebarEntry =
  | { type: "link"; label: string; href: string }
  | { type: "category"; label: string; href?: string; collapsed: boolean; items: SidebarEntry[] };

export type NavLink = { label: string; href: string };

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** Every internal page of a sidebar in reading order: category index pages come before their items. */
export function sidebarPages(entries: SidebarEntry[]): NavLink[] {
  const out: NavLink[] = [];
  for (const entry of entries) {
    if (entry.type === "link") {
      if (isInternal(entry.href)) out.push({ label: entry.label, href: entry.href });
    } else {
      if (entry.href) out.push({ label: entry.label, href: entry.href });
      out.push(...sidebarPages(entry.items));
    }
  }
  return out;
}

/** The pages before and after a route in sidebar order. */
export function neighbours(entries: SidebarEntry[], route: string): { previous: NavLink | null; next: NavLink | null } {
  const pages = sidebarPages(entries);
  const at = pages.findIndex((p) => p.href === route);
  if (at < 0) return { previous: null, next: null };
  return { previous: pages[at - 1] ?? null, next: pages[at + 1] ?? null };
}

/** True when the entry is the route or (for a category) holds it. */
export function containsRoute(entry: SidebarEntry, route: string): boolean {
  if (entry.type === "link") return entry.href === route;
  return entry.href === route || entry.items.some((item) => containsRoute(item, route));
}

/** The categories that lead to a route, outermost first (the page itself is not included). */
export function breadcrumbTrail(entries: SidebarEntry[], route: string): { label: string; href?: string }[] {
  for (const entry of entries) {
    if (entry.type !== "category" || !containsRoute(entry, route)) continue;
    if (entry.href === route) return [];
    return [{ label: entry.label, href: entry.href }, ...breadcrumbTrail(entry.items, route)];
  }
  return [];
}
