import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { installBehaviours, pageShown } from "./src/behaviours";
import Layout from "./src/theme/Layout";
import { mdxImagesOf } from "./src/components/MdxImage/context";
import ConsentRoot from "./src/theme/Consent";
import { routeChangeFinished } from "./src/theme/RouteProgress";
import "./src/theme/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object} images={mdxImagesOf(props.data)}>
    {element}
  </Layout>
);

// Cookie consent and the consent-gated third parties (docs/product-spec.md §4), once for the whole app.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <ConsentRoot>{element}</ConsentRoot>;

// Links, code tabs and copy buttons: one set of listeners for the whole document, the same for the
// shell, hydrated pages, static bodies and `gatsby develop` (src/behaviours/). Static bodies, hydration
// and the start of a navigation: plugins/gatsby-overrides/gatsby-browser.tsx, which runs first.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => installBehaviours();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  pageShown();
  routeChangeFinished();
};
