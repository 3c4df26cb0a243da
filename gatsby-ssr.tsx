import React from "react";
import type { GatsbySSR } from "gatsby";
import Layout from "./src/theme/Layout";
import "./src/theme/global.css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "cs" });
  setHeadComponents([
    <meta key="color-scheme" name="color-scheme" content="light" />,
    <meta key="theme-color" name="theme-color" content="#0b3d91" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);
