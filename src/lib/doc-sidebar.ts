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

/** A sidebar entry as the DocSidebar node stores it (src/node/doc-sidebar-nodes.ts): the tree in
 * reading order, each entry with its depth, so a query needs no recursion. */
export type FlatSidebarEntry = {
  kind: "link" | "category";
  label: string;
  href?: string | null;
  collapsed?: boolean | null;
  depth: number;
};

/** The tree in reading order, a category before its items. */
export function flattenSidebar(entries: SidebarEntry[], depth = 0): FlatSidebarEntry[] {
  return entries.flatMap((entry): FlatSidebarEntry[] =>
    entry.type === "link"
      ? [{ kind: "link", label: entry.label, href: entry.href, depth }]
      : [
          { kind: "category", label: entry.label, href: entry.href ?? null, collapsed: entry.collapsed, depth },
          ...flattenSidebar(entry.items, depth + 1),
        ],
  );
}

/** The tree back from flattenSidebar's list (as a query returns it). */
export function sidebarTree(flat: readonly FlatSidebarEntry[]): SidebarEntry[] {
  const root: SidebarEntry[] = [];
  // The open lists: stack[d] receives the entries of depth d.
  const stack: SidebarEntry[][] = [root];
  for (const entry of flat) {
    const list = stack[Math.min(entry.depth, stack.length - 1)];
    stack.length = Math.min(entry.depth, stack.length - 1) + 1;
    if (entry.kind === "link") {
      list.push({ type: "link", label: entry.label, href: entry.href ?? "" });
      continue;
    }
    const category: SidebarEntry = {
      type: "category",
      label: entry.label,
      ...(entry.href ? { href: entry.href } : {}),
      collapsed: Boolean(entry.collapsed),
      items: [],
    };
    list.push(category);
    stack.push(category.items);
  }
  return root;
}
