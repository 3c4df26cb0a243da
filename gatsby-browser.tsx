import React from "react";
import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/theme/Layout";
import ConsentRoot from "./src/theme/Consent";
import { routeChangeFinished, routeChangeStarted } from "./src/theme/RouteProgress";
import "./src/theme/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);

// Cookie consent and the consent-gated third parties (docs/product-spec.md §4), once for the whole app.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <ConsentRoot>{element}</ConsentRoot>;

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
  routeShown(location.pathname);
  routeChangeFinished();
};
