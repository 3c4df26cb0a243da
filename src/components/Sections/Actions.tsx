import React from "react";
import Link from "../../theme/Link";
import { externalUrls } from "../../config/env";
import { csLanding } from "../../i18n/cs-landing";
import { typo } from "./Frame";

export interface ActionsProps {
  /** The primary button's text; it always leads to registration. */
  primaryLabel?: string;
  /** The second way forward: prices, contact or docs. */
  secondaryHref: string;
  secondaryLabel?: string;
}

/** The two buttons of the hero and the CTA band: registration first, then the second one. */
export default function Actions({
  primaryLabel,
  secondaryHref,
  secondaryLabel,
  className,
  secondaryClassName,
}: ActionsProps & { className: string; secondaryClassName: string }) {
  return (
    <div className={className}>
      <a className="button button--primary" href={externalUrls.registration}>
        {typo(primaryLabel) ?? csLanding.register}
      </a>
      <Link className={`button ${secondaryClassName}`} href={secondaryHref}>
        {typo(secondaryLabel)}
      </Link>
    </div>
  );
}
