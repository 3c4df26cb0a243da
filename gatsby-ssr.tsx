import React from "react";
import type { GatsbySSR } from "gatsby";
import Layout from "./src/theme/Layout";
import { mdxImagesOf } from "./src/components/MdxImage/context";
import ConsentRoot from "./src/theme/Consent";
import { siteConfig } from "./src/config/site";
import { defaultLocale, locales } from "./src/config/locales";
import { headScripts } from "./src/lib/inline-scripts";
import { inlinedStylesheet } from "./plugins/gatsby-overrides/stylesheet-order";
import { MENU_ID } from "./src/theme/MobileSidebar";
import "./src/theme/global.css";

/** The brand typeface of the headings, the one font file of the site (scripts/subset-font.sh). */
const HEADING_FONT = "/fonts/plus-jakarta-sans-800-cs.woff2";
const HEADING_FONT_KEY = "preload-heading-font";

// Inline scripts run before first paint: a dismissed announcement never flashes, and a stored
// colour mode applies at once (docs/product-spec.md §4). With the switch disabled the mode is fixed in the HTML.
// Their texts are constant (src/lib/inline-scripts.ts), so the Content-Security-Policy allows them by hash.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const { colorMode } = siteConfig;
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
    // The headings' typeface (src/theme/tokens.css): requested at once, so that it is there for the
    // first paint, which font-display: optional needs for it to be used at all.
    <link
      key={HEADING_FONT_KEY}
      rel="preload"
      href={HEADING_FONT}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // No frame before the navbar's items are all parsed: a paint between two chunks of the HTML would
    // show the right-aligned items half there and move them when the rest arrives (a layout shift).
    // The mobile menu comes right after them; Chromium unblocks at its start tag, the HTML standard
    // at its end tag, inside the header either way.
    <link key="expect-navbar" rel="expect" href={`#${MENU_ID}`} {...{ blocking: "render" }} />,
    ...Object.entries(headScripts()).map(([key, script]) => (
      <script key={key} dangerouslySetInnerHTML={{ __html: script }} />
    )),
  ]);
};

const keyOf = (component: React.ReactNode) => String((component as { key?: unknown } | null)?.key ?? "");

/** The font's preload before the inlined stylesheets (tens of kilobytes), right after the meta tags,
 * so the browser requests the font as soon as the head starts to arrive. The plugin's
 * onPreRenderHTML (plugins/gatsby-overrides/gatsby-ssr.tsx) has run: the shell's stylesheet comes first. */
function fontPreloadFirst(components: React.ReactNode[]): React.ReactNode[] {
  const preload = components.find((component) => keyOf(component) === HEADING_FONT_KEY);
  const rest = components.filter((component) => component !== preload);
  const at = rest.findIndex((component) => inlinedStylesheet(component));
  if (!preload || at < 0) return components;
  return [...rest.slice(0, at), preload, ...rest.slice(at)];
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(fontPreloadFirst(getHeadComponents()));
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pageContext={props.pageContext as object} images={mdxImagesOf(props.data)}>
    {element}
  </Layout>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <ConsentRoot>{element}</ConsentRoot>;
