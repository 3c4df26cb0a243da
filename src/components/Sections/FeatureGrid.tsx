import React from "react";
import Link from "../../theme/Link";
import Icon, { type IconName } from "../Icon";
import { csLanding } from "../../i18n/cs-landing";
import Frame, { gridColumns, typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** Cards with an icon, a title, a few words and an optional link. */
export default function FeatureGrid(props: FrameProps) {
  return (
    <Frame {...props}>
      <ul className={styles.grid} data-columns={gridColumns(props.children)}>
        {props.children}
      </ul>
    </Frame>
  );
}

export function Feature({
  icon,
  title,
  href,
  linkLabel,
  children,
}: {
  icon: IconName;
  title: string;
  href?: string;
  linkLabel?: string;
  children?: React.ReactNode;
}) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.cardTitle}>{typo(title)}</h3>
      <div className={styles.cardText}>{children}</div>
      {href && (
        <Link href={href} className={styles.more}>
          {typo(linkLabel) ?? csLanding.more}
          <span className="visually-hidden">: {typo(title)}</span>
        </Link>
      )}
    </li>
  );
}
