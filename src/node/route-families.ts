import fs from "node:fs";
import path from "node:path";
import type { NodePluginArgs, Reporter } from "gatsby";
import { formatLinkProblems } from "../lib/link-guard";
import {
  FAMILY_MODULES_DIR,
  ROUTE_LIST_FILE,
  familyDeclarationProblems,
  familyPattern,
  parseRequiredRoutes,
  routeProblems,
  type MadePage,
  type RouteList,
} from "../lib/routes";
import { isBuildingForProduction } from "./build-env";
import { families as allFamilies } from "./families";
import type { Family } from "./families/family";

// The route list: the required routes of src/config/routes.txt and the families of the family
// modules (src/node/families/): which step makes which pages. Each module's step tags every page
// it makes with its family's name in the page context (`context: { family: family.name, … }`); the
// checks below read the tag from the page's SitePage node. A page without the tag was made by code outside
// every family and must be a required route.

/** The required routes of src/config/routes.txt and the modules' families: what the build's
 * checks, scripts/check-mdx.ts and the browser tests hold pages and links against. */
export function readRouteList(root = process.cwd(), families: readonly Family[] = allFamilies): RouteList {
  const fixed = parseRequiredRoutes(fs.readFileSync(path.join(root, ROUTE_LIST_FILE), "utf8"));
  const problems = familyDeclarationProblems(families);
  if (problems.length) throw new Error(`${FAMILY_MODULES_DIR}: ${problems.join("; ")}`);
  return { fixed, families: families.map(({ name, pattern, source }) => ({ name, pattern, source })) };
}

/** The routes of each family as the content files under `root` say, without a build, by family
 * name; a family that cannot list its members (category) is left out. */
export function familyMembers(root = process.cwd(), families: readonly Family[] = allFamilies): Map<string, string[]> {
  return new Map(
    families.flatMap(({ name, members, files }) => {
      const routes = members?.(root) ?? files?.(root).map(({ route }) => route);
      return routes ? [[name, routes] as const] : [];
    }),
  );
}

/** Whether a route exists without a build: a required route or a family's member; a family whose
 * members the content files do not list (category) by its pattern. */
export function knownRoutes(list: RouteList, members = familyMembers()): (route: string) => boolean {
  const known = new Set([...list.fixed, ...[...members.values()].flat()]);
  const patterns = list.families.filter((f) => !members.has(f.name)).map((f) => familyPattern(f.pattern));
  return (route) => known.has(route) || patterns.some((pattern) => pattern.test(route));
}

/** Every page made, by route, with the family its step tagged it with: Gatsby's createPage makes a
 * SitePage node of each page, with its path and context. */
export function madePages({ getNodesByType }: Pick<NodePluginArgs, "getNodesByType">): Map<string, MadePage> {
  const pages = getNodesByType("SitePage") as unknown as { path: string; context?: { family?: unknown } }[];
  return new Map(
    pages.map((page) => {
      const family = page.context?.family;
      return [page.path, { route: page.path, family: typeof family === "string" ? family : undefined }];
    }),
  );
}

/**
 * onPostBootstrap of a production build: once every page is made and before any HTML, the pages
 * against the route list (src/config/routes.txt and the families), so a missing required route or
 * a page outside every family fails in seconds. The link guard holds the built files against the same list at the end.
 */
export function checkRouteFamilies(
  {
    getNodesByType,
    reporter,
  }: Pick<NodePluginArgs, "getNodesByType"> & { reporter: Pick<Reporter, "panicOnBuild" | "info"> },
  root = process.cwd(),
  families: readonly Family[] = allFamilies,
): void {
  if (!isBuildingForProduction()) return;
  let list: RouteList;
  try {
    list = readRouteList(root, families);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const pages = [...madePages({ getNodesByType }).values()];
  const counts = list.families.map((f) => `${f.name} ${pages.filter((p) => p.family === f.name).length}`);
  reporter.info(`Routes: ${pages.length} pages, ${list.fixed.length} required routes; families: ${counts.join(", ")}.`);
  const problems = routeProblems(pages, list);
  if (problems.length) {
    const lines = problems.map(({ route, reason }) => ({ page: route, link: ROUTE_LIST_FILE, reason }));
    reporter.panicOnBuild(
      `Routes: the pages made and ${ROUTE_LIST_FILE} differ in ${problems.length} routes:\n${formatLinkProblems(lines)}`,
    );
  }
}
