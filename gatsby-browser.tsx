import React from "react";
import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/theme/Layout";
import { routeChangeFinished, routeChangeStarted } from "./src/theme/RouteProgress";
import "./src/theme/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) routeChangeStarted();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => routeChangeFinished();
