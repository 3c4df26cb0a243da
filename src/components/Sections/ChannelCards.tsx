import React from "react";
import Link from "../../theme/Link";
import Icon, { type IconName } from "../Icon";
import Price from "../Price";
import type { PriceChannel } from "../../lib/price-facts";
import Frame, { gridColumns, typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** Cards leading to the channels, each with its "od" price from the price list. */
export default function ChannelCards(props: FrameProps) {
  return (
    <Frame {...props}>
      <ul className={styles.grid} data-columns={gridColumns(props.children)}>
        {props.children}
      </ul>
    </Frame>
  );
}

export interface ChannelCardProps {
  title: string;
  href: string;
  icon: IconName;
  /** The channel whose lowest home-country price the card shows. */
  price?: PriceChannel;
  /** Text after the price: "za zprávu". */
  unit?: string;
  children?: React.ReactNode;
}

export function ChannelCard({ title, href, icon, price, unit, children }: ChannelCardProps) {
  return (
    <li className={`${styles.card} ${styles.channel}`}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.cardTitle}>
        <Link href={href} className={styles.cardLink}>
          {typo(title)}
        </Link>
      </h3>
      <div className={styles.cardText}>{children}</div>
      {price && (
        <p className={styles.cardPrice}>
          <Price channel={price} from /> {typo(unit)}
        </p>
      )}
    </li>
  );
}
