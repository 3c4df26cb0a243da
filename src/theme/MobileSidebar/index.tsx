import React, { useEffect, useRef, useState } from "react";
import { useLockBodyScroll } from "../../hooks/useLockBodyScroll";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { useLocation } from "@gatsbyjs/reach-router";
import { siteConfig } from "../../config";
import { cs } from "../../i18n/cs";
import NavbarItem from "../NavbarItem";
import { useSecondaryMenu } from "./SecondaryMenu";
import * as styles from "./styles.module.css";

/** `mainFirst`: show the main menu even when the page has its own (a menu opened before React
 * started shows the main menu, and keeps showing it when React adds the page's). */
type Props = { open: boolean; mainFirst?: boolean; onClose: () => void };

const DESKTOP = "(min-width: 996px)";
/** The hamburger's aria-controls. */
export const MENU_ID = "mobilni-nabidka";

/** The menu below 996 px (docs/product-spec.md §2.7, §4): main menu, the page's secondary menu with a way back,
 * and a close button. Page scroll is locked while it is open; it closes on navigation, on the
 * browser's back button and when the viewport reaches desktop width. The main menu is in the
 * server's HTML, so the menu opens and closes before React starts (lib/early-controls.ts). */
export default function MobileSidebar({ open, mainFirst = false, onClose }: Props) {
  const secondary = useSecondaryMenu();
  // Opening it, or a page with another menu, shows the page's menu first; "back" holds until then.
  const [mainChosen, setMainChosen] = useState(false);
  const [shownFor, setShownFor] = useState({ open, secondary });
  if (shownFor.open !== open || shownFor.secondary !== secondary) {
    setShownFor({ open, secondary });
    setMainChosen(open && mainFirst);
  }
  // The page's menu only while open: it can be hundreds of nodes to render and hydrate.
  const showMain = !secondary || mainChosen || !open;
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP, false);
  useLockBodyScroll(open);

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  // Closes on every navigation, but not when it merely opens.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (open) onClose();
  }, [pathname, open, onClose]);
  useEffect(() => {
    if (open && desktop) onClose();
  }, [open, desktop, onClose]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("popstate", onClose);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("popstate", onClose);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose]);

  const items = siteConfig.navbar.items.filter((item) => item.type !== "search");
  return (
    <div
      id={MENU_ID}
      className={styles.sidebar}
      hidden={!open}
      role="dialog"
      aria-modal="true"
      aria-label={cs.navbar.mobileMenu}
    >
      <div className={styles.head}>
        <span className={styles.heading}>{cs.navbar.mobileMenu}</span>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={cs.navbar.closeMenu}
          data-disclosure-close={MENU_ID}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {showMain ? (
        <ul className={styles.menu}>
          {items.map((item, i) => (
            <li key={`${item.type}-${item.label ?? i}`}>
              <NavbarItem item={item} mobile onNavigate={onClose} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.secondary}>
          <button type="button" className={styles.back} onClick={() => setMainChosen(true)}>
            {cs.navbar.backToMainMenu}
          </button>
          {secondary}
        </div>
      )}
    </div>
  );
}
