import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { Window } from "happy-dom";
import { openAllTags, redocOptions } from "../components/ApiReference/options";
import { translateRedoc } from "../components/ApiReference/czech-labels";
import { adaptRedocMarkup } from "../components/ApiReference/markup";
import { STATIC_REFERENCE_ATTRIBUTE } from "../lib/early-controls";
import { unknownRedocLabels } from "./redoc-english-labels";

// The two API reference pages get Redoc's rendering of their specification in their HTML, so the
// whole reference (every operation, its fields and samples, in Czech) is on screen at the first
// paint with no script; live Redoc takes its place once the visitor uses the page
// (src/components/ApiReference). Redoc renders here in Node with the browser's options, from the
// file the page later fetches (public/openapi/, with the code samples); the post-build pipeline
// puts the rendering into the pages (plugins/gatsby-overrides/post-build/api-reference.ts).

export type RenderedReference = { html: string; styles: string };

/** Redoc's markup for one specification file, its own labels in Czech, with the style elements of
 * styled-components that it needs. Rejects, naming them, when Redoc renders English labels that the
 * Czech translation does not know (./redoc-english-labels.ts). */
export async function renderApiReference(specFile: string, specUrl: string): Promise<RenderedReference> {
  // Loaded only here: redoc is large, and no other build step needs it.
  const { AppStore, Redoc, loadAndBundleSpec } = await import("redoc");
  const spec = await loadAndBundleSpec(specFile);
  const store = new AppStore(spec, specUrl, redocOptions);
  openAllTags(store);
  const sheet = new ServerStyleSheet();
  // Markup only: Redoc's rendering carries no script to run, and nothing is fetched.
  const window = new Window({
    settings: {
      enableJavaScriptEvaluation: false,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  try {
    const markup = renderToString(sheet.collectStyles(createElement(Redoc, { store })));
    const root = window.document.createElement("div");
    root.innerHTML = markup;
    // Redoc's "API docs by Redocly" (hidden by the page's CSS): its logo is an image from Redocly's
    // server, which a page must not request, and the CSP would block it anyway.
    for (const credit of root.querySelectorAll('a[href^="https://redocly.com/"]')) credit.remove();
    const english = unknownRedocLabels(root as unknown as Element, spec);
    if (english.length)
      throw new Error(
        `Redoc shows English labels that src/components/ApiReference/czech-labels.ts does not translate: ${english.map((label) => `"${label}"`).join(", ")}`,
      );
    translateRedoc(root as unknown as Element);
    adaptRedocMarkup(root as unknown as Element);
    // The build's rendering, whose menu the early controls' script scrolls by (src/lib/early-controls.ts)
    // until live Redoc replaces it.
    root.firstElementChild?.setAttribute(STATIC_REFERENCE_ATTRIBUTE, "");
    return { html: root.innerHTML, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    await window.happyDOM.close();
  }
}
