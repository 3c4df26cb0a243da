import React from "react";
import Link from "../../theme/Link";
import { siteConfig, type CtaIntent } from "../../config";
import { csLanding } from "../../i18n/cs-landing";
import { typo } from "./Frame";

/** What the second button may offer, each with its address in siteConfig.callsToAction. */
export type SecondaryIntent = Exclude<CtaIntent, "register">;

export interface ActionsProps {
  /** The primary button's text; it always leads to registration. */
  primaryLabel?: string;
  /** What the second button offers: sales, support, prices, apiDocs or help. Its address comes
   * from the site configuration, its text from the intent unless `secondaryLabel` says more. */
  secondary?: SecondaryIntent;
  /** A page of its own instead (a guide, a sub-page); wins over `secondary`. */
  secondaryHref?: string;
  secondaryLabel?: string;
}

/** The two buttons of the hero and the CTA band: registration first, then the second one. */
export default function Actions({
  primaryLabel,
  secondary = "prices",
  secondaryHref,
  secondaryLabel,
  className,
  secondaryClassName,
}: ActionsProps & { className: string; secondaryClassName: string }) {
  return (
    <div className={className}>
      <a className="button button--primary" href={siteConfig.callsToAction.register}>
        {typo(primaryLabel) ?? csLanding.register}
      </a>
      <Link className={`button ${secondaryClassName}`} href={secondaryHref ?? siteConfig.callsToAction[secondary]}>
        {typo(secondaryLabel ?? csLanding.intents[secondary])}
      </Link>
    </div>
  );
}
