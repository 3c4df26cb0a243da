import { createElement, type ReactNode } from "react";
import { resolve } from "@gatsbyjs/reach-router";

// Stands for the gatsby-link package in every bundle, `gatsby develop`'s too (the swap:
// replaceGatsbyLink in ./webpack.ts; why and the bytes it saves: docs/architecture.md). Gatsby
// imports from gatsby-link only what this module exports (./gatsby-link.test.ts compares it with
// Gatsby's cache-dir). The site never renders Gatsby's Link: its links are plain anchors
// (src/theme/Link) that src/behaviours/links.ts makes navigate and prefetch.

// Defined by Gatsby's webpack config in every bundle, from gatsby-config and `--prefix-paths`.
declare const __BASE_PATH__: string | undefined;
declare const __PATH_PREFIX__: string | undefined;
declare const __TRAILING_SLASH__: string | undefined;

/** An address with a scheme (`https:`, `mailto:`…) leaves the site and is never rewritten. */
const hasScheme = (path: string) => /^[a-z][a-z\d+\-.]*:/i.test(path);

/** A path split into its pathname, search (`?…`) and hash (`#…`); a bare `?` or `#` is dropped. */
export function parsePath(path?: string): { pathname: string; search: string; hash: string } {
  let pathname = path || "/";
  let search = "";
  let hash = "";
  const hashAt = pathname.indexOf("#");
  if (hashAt >= 0) [pathname, hash] = [pathname.slice(0, hashAt), pathname.slice(hashAt)];
  const searchAt = pathname.indexOf("?");
  if (searchAt >= 0) [pathname, search] = [pathname.slice(0, searchAt), pathname.slice(searchAt)];
  return { pathname, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
}

/** A site path under the path prefix (`--prefix-paths`; none by default); addresses with a
 * scheme and `./`, `../` paths are returned as they are. */
export function withPrefix(path: string, prefix: string | undefined = __BASE_PATH__): string {
  if (typeof path !== "string" || hasScheme(path) || path.startsWith("./") || path.startsWith("../")) return path;
  const base = (prefix ?? __PATH_PREFIX__ ?? "/").replace(/\/$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A path under the asset prefix, for files that are not pages. */
export const withAssetPrefix = (path: string) => withPrefix(path, __PATH_PREFIX__);

/** The pathname with or without its trailing slash, as gatsby-config's `trailingSlash` says;
 * the root and file names (`.html`, `.json`…) stay as they are. */
function applyTrailingSlash(pathname: string): string {
  if (pathname === "/" || /\.(?:html|json|js|map|txt|xml|pdf)$/.test(pathname)) return pathname;
  if (__TRAILING_SLASH__ === "always" && !pathname.endsWith("/")) return `${pathname}/`;
  if (__TRAILING_SLASH__ === "never" && pathname.endsWith("/")) return pathname.slice(0, -1);
  return pathname;
}

/** Gatsby's public `navigate` (`import { navigate } from "gatsby"`): a site path gets the path
 * prefix and the trailing slash of the config (a relative one is resolved against the page shown)
 * and goes to Gatsby's navigation, `window.___navigate`; a number moves through the history. */
export function navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): void {
  let target = to;
  if (typeof to === "string" && !hasScheme(to)) {
    const { pathname, search, hash } = parsePath(to.startsWith("/") ? withPrefix(to) : resolve(to, location.pathname));
    target = applyTrailingSlash(pathname) + search + hash;
  }
  (window as unknown as { ___navigate(to: string | number, options?: object): void }).___navigate(target, options);
}

/** Gatsby's Link, which the site does not use (src/theme/Link is its link). Rendered in a
 * production bundle, it fails the build or the page; `gatsby develop` renders it only in its own
 * development 404 page (a list of the site's pages), where it is a plain link. */
export function Link({ to, children }: { to: string; children?: ReactNode }) {
  if (process.env.NODE_ENV === "production")
    throw new Error(`Gatsby's Link (to ${to}) is not part of this site: use src/theme/Link.`);
  return createElement("a", { href: withPrefix(to) }, children);
}
