import { bodyUrl, type BodyFileData } from "./body-url";
import type { StaticBodyContext } from "./page-component";
import { gatsbyLoader as loaderOf } from "./load-page";

// The one Gatsby internal the browser side of static bodies depends on: `window.___loader`
// (./load-page.ts) is the `publicLoader` of gatsby/cache-dir/loader.js (Gatsby 5), which
// navigation.js (`loadPage`), ensure-resources.js (`loadPageSync`, `loadPage` on back and forward)
// and src/behaviours/links.ts (`hovering`, through ./load-page.ts) call through that object.
// Wrapping those three methods makes a static page's resources complete only once its body is
// there. The global, the methods and the error status are entries of ../internals.ts, whose test
// reads Gatsby's source for them, and e2e/static-body.test.ts fails when navigating stops showing bodies.

/** `PageResourceStatus.Error` of the same file: navigation then loads the page from the server. */
const GATSBY_RESOURCES_ERROR = "error";

interface PageResources {
  status?: string;
  page?: { path: string };
  json?: { pageContext?: StaticBodyContext };
}
export interface GatsbyPublicLoader {
  loadPage(rawPath: string): Promise<PageResources | undefined>;
  loadPageSync(rawPath: string, options?: object): PageResources | undefined;
  hovering(rawPath: string): void;
}

const trimSlash = (path: string) => path.replace(/\/$/, "");
/** The page's route: Gatsby adds the query string of the address to the page data's path. */
const routeOf = (resources: Required<PageResources>) => resources.page.path.split("?")[0];

/**
 * Makes Gatsby's loader fetch the body of a static page (./body-url.ts) with its page data, for
 * a client-side navigation, back and forward, and hover. The document's own page needs none while
 * it is shown: its body is in the HTML.
 */
export function wrapLoader(
  loader: GatsbyPublicLoader,
  location: { pathname: string },
  fetchBody: (route: string) => Promise<string>,
): void {
  const firstPath = trimSlash(decodeURI(location.pathname));
  let leftFirstPage = false;
  const bodies = new Map<string, Promise<string>>();
  const bodyOf = (route: string) => {
    let body = bodies.get(route);
    if (!body) {
      body = fetchBody(route);
      bodies.set(route, body);
      body.catch(() => bodies.delete(route));
    }
    return body;
  };
  const needsBody = (resources: PageResources | undefined): resources is Required<PageResources> => {
    if (trimSlash(decodeURI(location.pathname)) !== firstPath) leftFirstPage = true;
    const context = resources?.json?.pageContext;
    if (!resources?.page || context?.staticBody !== true || context.bodyHtml !== undefined) return false;
    return leftFirstPage || trimSlash(routeOf(resources as Required<PageResources>)) !== firstPath;
  };
  const withBody = async (resources: PageResources | undefined) => {
    if (!needsBody(resources)) return resources;
    try {
      resources.json.pageContext!.bodyHtml = await bodyOf(routeOf(resources));
      return resources;
    } catch {
      return { status: GATSBY_RESOURCES_ERROR };
    }
  };
  const { loadPage, loadPageSync } = loader;
  loader.loadPage = (rawPath) => loadPage(rawPath).then(withBody);
  // Without its body a page is not loaded yet: EnsureResources then calls loadPage and waits.
  loader.loadPageSync = (rawPath, options) => {
    const resources = loadPageSync(rawPath, options);
    if (!needsBody(resources)) return resources;
    void bodyOf(routeOf(resources)).catch(() => {});
    return undefined;
  };
  loader.hovering = (rawPath) => void loader.loadPage(rawPath);
}

async function fetchBodyHtml(route: string): Promise<string> {
  const response = await fetch(bodyUrl(route));
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as BodyFileData).html;
}

const gatsbyLoader = () => loaderOf<GatsbyPublicLoader>();

/** onClientEntry: before Gatsby loads the first page. Production only: `gatsby develop` renders
 * every body as React. (Should Gatsby's loader change, the tests named above fail.) */
export function installStaticBodyLoader(): void {
  if (process.env.NODE_ENV === "production") wrapLoader(gatsbyLoader(), window.location, fetchBodyHtml);
}

/** onPostPrefetchPathname: Gatsby prefetched a page's data and code (a link came into view, on a
 * connection that allows it); load the page as a hover does, so a static page's body comes too. */
export function prefetchStaticBody(pathname: string): void {
  if (process.env.NODE_ENV === "production") void gatsbyLoader().loadPage(pathname);
}
