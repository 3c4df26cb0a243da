import type { CreatePageArgs } from "gatsby";

/**
 * The browser asks Gatsby which page a path is by fetching `/page-data/<path>/page-data.json`, and
 * Gatsby stores the home page's data under `/page-data/index/`. So on `/index/`, which the server
 * answers with the not-found page (docs/product-spec.md §2.8), the browser would load the home page's
 * data, fail to hydrate the not-found HTML with it and blank the page. A match path on the
 * not-found page sends `/index` and `/index/` to the not-found page's data instead.
 */
export const NOT_FOUND_MATCH_PATH = "/index";

export function matchIndexPathToNotFound({ page, actions }: Pick<CreatePageArgs, "page" | "actions">): void {
  if (page.path !== "/404.html" || page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: NOT_FOUND_MATCH_PATH });
}
