import React from "react";
import Actions from "./Actions";
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
export default function CtaBand({
  title,
  text,
  primaryLabel,
  secondaryHref = "/docs/help/kontakty/",
  secondaryLabel = csLanding.contact,
}: CtaBandProps) {
  return (
    <section className={styles.cta} data-band="">
      <div className={styles.ctaInner}>
        <div>
          <h2 className={styles.ctaTitle}>{typo(title)}</h2>
          {text && <p className={styles.ctaText}>{typo(text)}</p>}
        </div>
        <Actions
          className={styles.ctaActions}
          secondaryClassName={styles.ctaSecondary}
          primaryLabel={primaryLabel}
          secondaryHref={secondaryHref}
          secondaryLabel={secondaryLabel}
        />
      </div>
    </section>
  );
}
