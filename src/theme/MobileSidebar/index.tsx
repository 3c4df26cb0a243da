import React, { useEffect, useRef, useState } from "react";
import { useLockBodyScroll, useMedia } from "react-use";
import { useLocation } from "@gatsbyjs/reach-router";
import { siteConfig } from "../../config";
import { cs } from "../../i18n/cs";
import NavbarItem from "../NavbarItem";
import { useSecondaryMenu } from "./SecondaryMenu";
import * as styles from "./styles.module.css";

type Props = { open: boolean; onClose: () => void };

const DESKTOP = "(min-width: 996px)";

/** The menu below 996 px (spec §2.7, §4): main menu, the page's secondary menu with a way back,
 * and a close button. Page scroll is locked while it is open; it closes on navigation, on the
 * browser's back button and when the viewport reaches desktop width. */
export default function MobileSidebar({ open, onClose }: Props) {
  const secondary = useSecondaryMenu();
  const [showMain, setShowMain] = useState(!secondary);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const desktop = useMedia(DESKTOP, false);
  useLockBodyScroll(open);

  useEffect(() => setShowMain(!secondary), [secondary, open]);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) onClose();
    // Close on every navigation, but not when it merely opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    if (open && desktop) onClose();
  }, [open, desktop, onClose]);
  useEffect(() => {
    if (!open) return;
    window.addEventListener("popstate", onClose);
    return () => window.removeEventListener("popstate", onClose);
  }, [open, onClose]);

  const items = siteConfig.navbar.items.filter((item) => item.type !== "search");
  return (
    <div
      id="mobilni-nabidka"
      className={styles.sidebar}
      hidden={!open}
      role="dialog"
      aria-modal="true"
      aria-label={cs.navbar.mobileMenu}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
    >
      {/* The menus exist only while open: a hidden copy of the navbar and the page's sidebar would be
          hundreds of nodes to render on the server and hydrate on every page. */}
      {open && (
        <>
          <div className={styles.head}>
            <span className={styles.heading}>{cs.navbar.mobileMenu}</span>
            <button
              ref={closeButton}
              type="button"
              className={styles.close}
              aria-label={cs.navbar.closeMenu}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {secondary && !showMain ? (
            <div className={styles.secondary}>
              <button type="button" className={styles.back} onClick={() => setShowMain(true)}>
                {cs.navbar.backToMainMenu}
              </button>
              {secondary}
            </div>
          ) : (
            <ul className={styles.menu}>
              {items.map((item, i) => (
                <li key={`${item.type}-${item.label ?? i}`}>
                  <NavbarItem item={item} mobile onNavigate={onClose} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
