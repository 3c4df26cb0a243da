import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { routeChangeStarted } from "../../src/theme/RouteProgress";
import { installStaticBodyLoader, prefetchStaticBody } from "./static-body/loader";

// The browser side of the plugin (README.md). Gatsby runs it before the site's gatsby-browser.tsx.

// Static pages' bodies (static-body/): the HTML on a first visit, a file of their own fetched with
// the page data for a client-side navigation, and prefetched whenever Gatsby prefetches a page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => installStaticBodyLoader();
export const onPostPrefetchPathname: GatsbyBrowser["onPostPrefetchPathname"] = ({ pathname }) =>
  prefetchStaticBody(pathname);

// Hydration as a transition: React then renders the page in slices of a few milliseconds and lets
// the browser paint and answer input between them, instead of one task as long as the whole page.
// A click on a part not yet hydrated makes React hydrate that part first and replay the event.
// Pages rendered only in the browser (an empty focus wrapper) get a plain render, as in Gatsby.
// (Gatsby's type for it is react-dom's legacy `render`, hence no GatsbyBrowser annotation.)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

// Gatsby has no hook at the start of a navigation (onRouteUpdateDelayed fires only after 1 s), so
// the progress bar's 200 ms clock (src/theme/RouteProgress) starts by wrapping Gatsby's own
// navigate function, which its navigate() and every link call.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const w = window as unknown as { ___navigate: (to: string, options?: object) => unknown };
  const navigate = w.___navigate;
  w.___navigate = (to, options) => {
    routeChangeStarted();
    return navigate(to, options);
  };
  // Back and forward do not go through ___navigate; a change of hash alone is no route change.
  let shownPath = window.location.pathname;
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== shownPath) routeChangeStarted();
  });
  routeShown = (pathname) => (shownPath = pathname);
};

let routeShown: (pathname: string) => void = () => {};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => routeShown(location.pathname);
