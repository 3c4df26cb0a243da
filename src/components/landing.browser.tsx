import React from "react";
import StaticBody from "./StaticBody";
// The sections' styles: the static HTML still needs them, and Gatsby's stylesheet holds the CSS
// the browser bundle imports. One class of each is bound below, since an unused CSS module is
// dropped from the bundle with its CSS; webpack keeps only the class names used, so the bundle
// carries five short strings, not every module's map of class names.
import * as sectionStyles from "./Sections/sections.module.css";
import * as heroStyles from "./Sections/hero.module.css";
import * as messageStyles from "./Messages/messages.module.css";
import * as variantStyles from "./Sections/variants.module.css";
import * as visualStyles from "./Visuals/visuals.module.css";
import * as factStyles from "./Fact/styles.module.css";
import * as proofStyles from "./Proof/proof.module.css";
import type { PageBodyProps } from "./landing";

// The production browser bundle's ./landing.tsx (src/node/webpack.ts swaps it in): the body of a
// page of content/pages/ is the HTML the build rendered, taken from the page data, so neither the
// MDX nor the sections ship as JavaScript and React hydrates one element instead of hundreds.

export function PageBody({ className, html }: PageBodyProps) {
  return <StaticBody className={className} html={html ?? ""} />;
}
PageBody.stylesheets = [
  sectionStyles.section,
  heroStyles.hero,
  messageStyles.phone,
  variantStyles.walk,
  visualStyles.screen,
  factStyles.states,
  proofStyles.wordmark,
];
