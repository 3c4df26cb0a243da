import React, { useId, useRef, useState } from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { isActiveItem } from "../../lib/active-link";
import { resolveLink } from "./resolve";
import * as styles from "./styles.module.css";

export type DropdownEntry = { key: string; label: string; element: React.ReactNode; activeFor?: (pathname: string) => boolean };

type Props = { label: string; entries: DropdownEntry[]; mobile?: boolean; active?: boolean };

/** A menu button with a list. Desktop: opens on hover, click and keyboard, closes on Escape and
 * when focus leaves it. Mobile: a collapsible list, open from the start when it holds the page. */
export function Dropdown({ label, entries, mobile, active }: Props) {
  const { pathname } = useLocation();
  const containsPage = entries.some((e) => e.activeFor?.(pathname));
  const [open, setOpen] = useState(Boolean(mobile && containsPage));
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => setOpen(false);
  return (
    <div
      className={[styles.dropdown, open && styles.open, mobile && styles.mobileDropdown].filter(Boolean).join(" ")}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          close();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!mobile && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
      onMouseLeave={mobile ? undefined : close}
    >
      <button
        ref={button}
        type="button"
        className={[styles.link, styles.dropdownButton, (active || containsPage) && styles.active].filter(Boolean).join(" ")}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onMouseEnter={mobile ? undefined : () => setOpen(true)}
      >
        {label}
      </button>
      <ul id={id} className={styles.menu}>
        {entries.map((e) => (
          <li key={e.key}>{e.element}</li>
        ))}
      </ul>
    </div>
  );
}

export function childActiveFor(child: Parameters<typeof resolveLink>[0]) {
  return (pathname: string) => {
    const link = resolveLink(child);
    return Boolean(link && isActiveItem(link, pathname));
  };
}
