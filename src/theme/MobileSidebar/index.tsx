import React from "react";
import { siteConfig } from "../../config";
import { cs } from "../../i18n/cs";
import NavbarItem from "../NavbarItem";
import * as styles from "./styles.module.css";

type Props = { open: boolean; onClose: () => void; secondary?: React.ReactNode };

/** The menu below 996 px (spec §2.7): main menu, an optional secondary menu with a way back, and
 * a close button. Search has no mobile entry yet, so search items are left out here. */
export default function MobileSidebar({ open, onClose, secondary }: Props) {
  const items = siteConfig.navbar.items.filter((item) => item.type !== "search");
  return (
    <div id="mobilni-nabidka" className={styles.sidebar} hidden={!open} role="dialog" aria-modal="true" aria-label={cs.navbar.mobileMenu}>
      <div className={styles.head}>
        <span className={styles.heading}>{cs.navbar.mobileMenu}</span>
        <button type="button" className={styles.close} aria-label={cs.navbar.closeMenu} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className={styles.menu}>
        {items.map((item, i) => (
          <li key={`${item.type}-${item.label ?? i}`}>
            <NavbarItem item={item} mobile onNavigate={onClose} />
          </li>
        ))}
      </ul>
      {secondary}
    </div>
  );
}
