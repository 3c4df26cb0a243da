import React from "react";
import Actions, { type ActionsProps } from "./Actions";
import { typo } from "./Frame";
import * as styles from "./sections.module.css";

/** The buttons: registration, and the second one (sales unless `secondary` or `secondaryHref` says otherwise). */
export interface CtaBandProps extends ActionsProps {
  title: string;
  text?: string;
}

/** A call to action across the page: registration and one other way forward. */
export default function CtaBand({
  title,
  text,
  primaryLabel,
  secondary = "sales",
  secondaryHref,
  secondaryLabel,
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
          secondary={secondary}
          secondaryHref={secondaryHref}
          secondaryLabel={secondaryLabel}
        />
      </div>
    </section>
  );
}
