import fs from "node:fs";
import path from "node:path";
import type { Reporter, Store } from "gatsby";
import { formatLinkProblems } from "../lib/link-guard";
import { ROUTE_LIST_FILE, parseRouteList, routeProblems, type MadePage, type RouteList } from "../lib/routes";
import { isBuildingForProduction } from "./build-env";

// The families of src/config/routes.txt: which build step makes which pages. Each step that makes
// pages from content or data tags every page with its family's name in the page context
// (`context: { family: FAMILY.post, … }`); the checks below read the tag from Gatsby's store. A page
// without the tag was made by code outside every family and must be a required route.

/** The family names the build steps tag their pages with; src/config/routes.txt declares each. */
export const FAMILY = {
  page: "page", // src/node/pages.ts
  doc: "doc", // src/node/docs.ts
  category: "category", // src/node/docs.ts
  post: "post", // src/node/blog.ts
  blogPage: "blog-page", // src/node/blog.ts
  tag: "tag", // src/node/blog.ts
  author: "author", // src/node/blog.ts
  country: "country", // src/node/prices.ts
  customer: "customer", // src/node/customer-stories.ts
} as const;

/** The product's route list (src/config/routes.txt), for the build's checks, scripts/check-mdx.ts and the browser tests. */
export function readRouteList(root = process.cwd()): RouteList {
  return parseRouteList(fs.readFileSync(path.join(root, ROUTE_LIST_FILE), "utf8"));
}

/** Every page Gatsby holds, by route, with the family its step tagged it with. */
export function madePages(store: Pick<Store, "getState">): Map<string, MadePage> {
  const { pages } = store.getState() as { pages?: Map<string, { path: string; context?: { family?: unknown } }> };
  return new Map(
    [...(pages?.values() ?? [])].map((page) => {
      const family = page.context?.family;
      return [page.path, { route: page.path, family: typeof family === "string" ? family : undefined }];
    }),
  );
}

/**
 * onPostBootstrap of a production build: once every page is made and before any HTML, the pages
 * against src/config/routes.txt, so a missing required route or a page outside every family fails
 * in seconds. The link guard holds the built files against the same list at the end.
 */
export function checkRouteFamilies(
  { store, reporter }: { store: Pick<Store, "getState">; reporter: Pick<Reporter, "panicOnBuild" | "info"> },
  root = process.cwd(),
): void {
  if (!isBuildingForProduction()) return;
  let list: RouteList;
  try {
    list = readRouteList(root);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const pages = [...madePages(store).values()];
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
