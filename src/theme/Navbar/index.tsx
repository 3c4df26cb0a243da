import React, { useCallback, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../config";
import { cs } from "../../i18n/cs";
import { useHideOnScroll } from "../../hooks/useHideOnScroll";
import Logo from "../Logo";
import NavbarItem from "../NavbarItem";
import MobileSidebar, { MENU_ID } from "../MobileSidebar";
import * as styles from "./styles.module.css";

const navbar = { ...siteConfig.navbar, colorMode: siteConfig.colorMode };
// The colour switch's code (the toggle, its hook and storage) loads only where the configuration
// shows the switch; this site disables it, so no page loads it. Where shown, the HTML renderer
// waits for it and React hydrates the navbar once it is there.
const ColorModeToggle = React.lazy(() => import("../ColorModeToggle"));
const left = navbar.items.filter((item) => (item.position ?? "left") === "left");
const right = navbar.items.filter((item) => item.position === "right");

function ItemList({ items, className }: { items: typeof navbar.items; className: string }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={`${item.type}-${item.label ?? i}`} data-type={item.type}>
          <NavbarItem item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Fixed top navbar (docs/product-spec.md §2.7): logo and title, left and right items; below 996 px a hamburger
 * that opens the mobile sidebar. With hideOnScroll it slides away while the reader scrolls down.
 * The hamburger works before React starts (the inline script of lib/early-controls.ts); React takes
 * over the menu in the state it finds. */
export default function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openedEarly, setOpenedEarly] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(navbar.hideOnScroll && !mobileOpen, 120);
  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    setOpenedEarly(false);
    hamburger.current?.focus();
  }, []);
  // Opened before React started: keep it open.
  useEffect(() => {
    if (hamburger.current?.getAttribute("aria-expanded") !== "true") return;
    setMobileOpen(true);
    setOpenedEarly(true);
  }, []);
  return (
    <header
      className={[styles.navbar, styles[navbar.style], hidden && styles.hidden].filter(Boolean).join(" ")}
      data-hidden={hidden || undefined}
    >
      <nav className={styles.inner} aria-label={cs.navbar.label}>
        <button
          ref={hamburger}
          type="button"
          className={styles.hamburger}
          aria-label={cs.navbar.openMenu}
          aria-expanded={mobileOpen}
          aria-controls={MENU_ID}
          data-disclosure=""
          onClick={(event) => {
            event.preventDefault();
            setMobileOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo logo={navbar.logo} className={styles.brand}>
          <span className={styles.title}>{navbar.title}</span>
        </Logo>
        <ItemList items={left} className={styles.left} />
        <ItemList items={right} className={styles.right} />
        {!navbar.colorMode.disableSwitch && <ColorModeToggle config={navbar.colorMode} />}
      </nav>
      <MobileSidebar open={mobileOpen} mainFirst={openedEarly} onClose={closeMobile} />
    </header>
  );
}
