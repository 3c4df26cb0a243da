import type React from "react";
import type { GatsbySSR } from "gatsby";
import { shellStylesheetFirst } from "./stylesheet-order";

// The server-rendering side of the plugin (README.md). Gatsby runs it before the site's gatsby-ssr.tsx.

/** gatsby-plugin-image's head markup (a style, a noscript style and an inline module script) serves
 * its GatsbyImage component, which no page renders: MDX images are plain <picture> elements
 * (src/components/MdxImage). The plugin itself stays for the image data it makes at build time. */
const IMAGE_PLUGIN_HEAD = /^gatsby-image-style/;

const keyOf = (component: React.ReactNode) => String((component as { key?: unknown } | null)?.key ?? "");

// The shell's inlined stylesheet before the page kind's (./stylesheet-order.ts), without the image
// plugin's head markup.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    shellStylesheetFirst(getHeadComponents().filter((component) => !IMAGE_PLUGIN_HEAD.test(keyOf(component)))),
  );
};
