import React from "react";
import Link from "../../theme/Link";
import Price, { type PriceProps } from "../Price";
import { csLanding } from "../../i18n/cs-landing";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** A few prices from the price list with a link to all of them. */
export default function PriceTeaser({ children, ...frame }: FrameProps) {
  return (
    <Frame {...frame}>
      <ul className={styles.prices}>{children}</ul>
      <p className={styles.pricesNote}>
        {typo(csLanding.pricesNote)} <Link href="/ceny/">{csLanding.allPrices}</Link>
      </p>
    </Frame>
  );
}

export function PriceItem({
  label,
  unit = csLanding.perMessage,
  ...price
}: PriceProps & { label: string; unit?: string }) {
  return (
    <li className={styles.priceItem}>
      <span className={styles.priceLabel}>{typo(label)}</span>
      <span className={styles.priceValue}>
        <Price {...price} />
      </span>
      <span className={styles.priceUnit}>{typo(unit)}</span>
    </li>
  );
}
