import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { installBehaviours, pageShown } from "./src/behaviours";
import Layout from "./src/theme/Layout";
import ConsentRoot from "./src/theme/Consent";
import { routeChangeFinished, routeChangeStarted } from "./src/theme/RouteProgress";
import { installStaticBodyLoader, prefetchStaticBody } from "./src/static-body/loader";
import "./src/theme/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);

// Cookie consent and the consent-gated third parties (docs/product-spec.md §4), once for the whole app.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <ConsentRoot>{element}</ConsentRoot>;

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

// Static pages' bodies (src/static-body/): the HTML on a first visit, a file of their own fetched
// with the page data for a client-side navigation, and prefetched whenever Gatsby prefetches a page.
// Links, code tabs and copy buttons: one set of listeners for the whole document, the same for the
// shell, hydrated pages, static bodies and `gatsby develop` (src/behaviours/).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installStaticBodyLoader();
  installBehaviours();
};
export const onPostPrefetchPathname: GatsbyBrowser["onPostPrefetchPathname"] = ({ pathname }) =>
  prefetchStaticBody(pathname);

// Gatsby has no hook at the start of a navigation (onRouteUpdateDelayed fires only after 1 s), so
// the progress bar's 200 ms clock starts by wrapping Gatsby's own navigate function.
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

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  pageShown();
  routeShown(location.pathname);
  routeChangeFinished();
};
