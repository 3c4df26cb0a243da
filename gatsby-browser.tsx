import React from "react";
import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/theme/Layout";
import "./src/theme/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);
