import React from "react";
import Link from "../../theme/Link";
import { externalUrls } from "../../config/env";
import { csLanding } from "../../i18n/cs-landing";
import { typo } from "./Frame";
import * as styles from "./sections.module.css";

export interface CtaBandProps {
  title: string;
  text?: string;
  primaryLabel?: string;
  secondaryHref?: string;
  secondaryLabel?: string;
}

/** A call to action across the page: registration and one other way forward. */
export default function CtaBand({ title, text, primaryLabel, secondaryHref = "/docs/help/kontakty/", secondaryLabel = csLanding.contact }: CtaBandProps) {
  return (
    <section className={styles.cta} data-band="">
      <div className={styles.ctaInner}>
        <div>
          <h2 className={styles.ctaTitle}>{typo(title)}</h2>
          {text && <p className={styles.ctaText}>{typo(text)}</p>}
        </div>
        <div className={styles.ctaActions}>
          <a className="button button--primary" href={externalUrls.registration}>
            {typo(primaryLabel) ?? csLanding.register}
          </a>
          <Link className={`button ${styles.ctaSecondary}`} href={secondaryHref}>
            {typo(secondaryLabel)}
          </Link>
        </div>
      </div>
    </section>
  );
}
