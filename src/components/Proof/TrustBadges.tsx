import React from "react";
import Frame, { typoNode, type FrameProps } from "../Sections/Frame";
import Link from "../../theme/Link";
import Fact from "../Fact";
import Icon from "../Icon";
import * as styles from "./proof.module.css";

// Trust facts as badges, each linked to the company page that explains it; the values come from
// content/facts.yaml, so a page using <TrustBadges /> gets those facts (TRUST_FACTS,
// src/lib/product-facts.ts).
const BADGES = [
  {
    icon: "shield",
    figure: <Fact name="certification" />,
    text: "certifikovaná bezpečnost informací",
    href: "/docs/info/#certifikace-a-ochrana-dat",
  },
  {
    icon: "check",
    figure: <Fact name="sla" />,
    text: "dostupnost ve smlouvě (SLA)",
    href: "/docs/info/#dostupnost-sluzby",
  },
  { icon: "lock", figure: "Data v EU", text: <Fact name="dataCenters" />, href: "/docs/info/#datova-centra" },
  {
    icon: "phone",
    figure: <Fact name="operators" short />,
    text: (
      <>
        napřímo: <Fact name="operators" />
      </>
    ),
    href: "/docs/info/#certifikace-a-ochrana-dat",
  },
] as const;

/** A row of trust badges: <TrustBadges title="…" />. */
export default function TrustBadges({ title, intro }: FrameProps) {
  return (
    <Frame title={title} intro={intro}>
      <ul className={styles.badges}>
        {BADGES.map((badge) => (
          <li key={badge.href + badge.icon}>
            <Link href={badge.href} className={styles.badge}>
              <span className={styles.badgeIcon} aria-hidden="true">
                <Icon name={badge.icon} />
              </span>
              <strong className={styles.badgeFigure}>{typoNode(badge.figure)}</strong>
              <span className={styles.badgeText}>{typoNode(badge.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
