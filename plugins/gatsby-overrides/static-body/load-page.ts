// Gatsby's page loader, `window.___loader` (the publicLoader of gatsby/cache-dir/loader.js, Gatsby 5;
// `loaderGlobal` in ../internals.ts). Apart from ./loader.ts, which wraps its methods, so that the
// site's links reach it without importing the static-body modules.

export const GATSBY_LOADER = "___loader";

/** Gatsby's page loader, typed by what the caller uses of it. */
export const gatsbyLoader = <Loader>() => (window as unknown as Record<string, Loader>)[GATSBY_LOADER];

/** Loads a page's data and code at once, and a static page's body with them (./loader.ts wraps
 * `hovering`): what Gatsby's Link does when pointed at. For the site's links (src/behaviours/links.ts). */
export function loadPageNow(pathname: string): void {
  gatsbyLoader<{ hovering(path: string): void }>().hovering(pathname);
}
