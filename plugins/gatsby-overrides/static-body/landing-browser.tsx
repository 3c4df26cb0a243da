import React from "react";
// The sections' styles: the static HTML still needs them, and Gatsby's stylesheet holds the CSS
// the browser bundle imports. One class of each is bound below, since an unused CSS module is
// dropped from the bundle with its CSS; webpack keeps only the class names used, so the bundle
// carries a few short strings, not every module's map of class names.
import * as sectionStyles from "../../../src/components/Sections/sections.module.css";
import * as heroStyles from "../../../src/components/Sections/hero.module.css";
import * as messageStyles from "../../../src/components/Messages/messages.module.css";
import * as variantStyles from "../../../src/components/Sections/variants.module.css";
import * as visualStyles from "../../../src/components/Visuals/visuals.module.css";
import * as diagramStyles from "../../../src/components/Visuals/diagram.module.css";
import * as logStyles from "../../../src/components/Visuals/log.module.css";
import * as priceTableStyles from "../../../src/components/Visuals/price-table.module.css";
import * as supportStyles from "../../../src/components/Visuals/support.module.css";
import * as onboardingStyles from "../../../src/components/Visuals/onboarding.module.css";
import * as factStyles from "../../../src/components/Fact/styles.module.css";
import * as proofStyles from "../../../src/components/Proof/proof.module.css";
import type { LandingBodyProps } from "../../../src/components/landing";

// The production browser bundle's src/components/landing.tsx (./webpack.ts swaps it in): a page of
// content/pages/ is always static there (src/node/pages.ts fails the build otherwise), so its body
// is the HTML the build rendered (./PageBody.tsx) and neither the MDX nor the sections ship as
// JavaScript. PageBody never renders the MDX of a static body in the browser, so LandingBody
// only keeps the template's types and the sections' stylesheets.

export function LandingBody({ children }: LandingBodyProps) {
  return <>{children}</>;
}
LandingBody.stylesheets = [
  sectionStyles.section,
  heroStyles.hero,
  messageStyles.phone,
  variantStyles.walk,
  visualStyles.screen,
  diagramStyles.diagram,
  logStyles.log,
  priceTableStyles.figure,
  supportStyles.support,
  onboardingStyles.onboarding,
  factStyles.states,
  proofStyles.wordmark,
];
