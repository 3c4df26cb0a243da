// Routes of e2e/routes.txt whose owning issue has not landed yet. One explicit list: the route
// test prints how many are pending and fails once a pending route is actually built (so the entry
// must be removed), and the link guard reports links to them instead of failing. It shrinks to
// empty as the issues land.

export const pendingRoutesByIssue: Record<string, string[]> = {};

/** Route families of routes.txt ({…} lines) whose members do not exist yet, by their prefix. */
export const pendingFamiliesByIssue: Record<string, string[]> = {};

/** Sidebars of content/sidebars.ts whose docs are still being written: the build reports their
 * missing doc ids as a warning instead of failing, and fails once nothing is missing any more
 * (remove the sidebar from this list then). Every other sidebar is validated strictly. */
export const pendingSidebarsByIssue: Record<string, string[]> = {};

export const pendingSidebars: string[] = Object.values(pendingSidebarsByIssue).flat();

const pendingRoutes = new Set(Object.values(pendingRoutesByIssue).flat());
const pendingPrefixes = Object.values(pendingFamiliesByIssue).flat();

export function isPendingRoute(route: string): boolean {
  return pendingRoutes.has(route) || pendingPrefixes.some((prefix) => route.startsWith(prefix) && route !== prefix);
}

export const pendingRouteCount = pendingRoutes.size;
