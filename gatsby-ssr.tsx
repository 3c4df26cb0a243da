import React from "react";
import type { GatsbySSR } from "gatsby";
import Layout from "./src/theme/Layout";
import ConsentRoot from "./src/theme/Consent";
import { siteConfig } from "./src/config/site";
import { defaultLocale, locales } from "./src/config/locales";
import { announcementInitScript } from "./src/lib/announcement";
import { colorModeInitScript } from "./src/lib/color-mode";
import { consentInitScript } from "./src/lib/consent";
import "./src/theme/global.css";

// Inline scripts run before first paint: a dismissed announcement never flashes, and a stored
// colour mode applies at once (docs/product-spec.md §4). With the switch disabled the mode is fixed in the HTML.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const { colorMode, announcementBar } = siteConfig;
  setHtmlAttributes({
    lang: locales[defaultLocale].htmlLang,
    ...(colorMode.disableSwitch ? { "data-theme": colorMode.defaultMode } : {}),
  } as object);
  setHeadComponents([
    <meta
      key="color-scheme"
      name="color-scheme"
      content={colorMode.disableSwitch ? colorMode.defaultMode : "light dark"}
    />,
    <meta key="theme-color" name="theme-color" content="#0b3d91" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...(announcementBar
      ? [<script key="announcement" dangerouslySetInnerHTML={{ __html: announcementInitScript(announcementBar.id) }} />]
      : []),
    ...(colorMode.disableSwitch
      ? []
      : [<script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeInitScript(colorMode) }} />]),
    <script key="consent" dangerouslySetInnerHTML={{ __html: consentInitScript() }} />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object}>{element}</Layout>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <ConsentRoot>{element}</ConsentRoot>;
