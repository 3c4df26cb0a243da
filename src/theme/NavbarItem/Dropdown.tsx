import React, { useEffect, useId, useRef, useState } from "react";
import { useClickAway } from "../../hooks/useClickAway";
import { useLocation } from "@gatsbyjs/reach-router";
import * as styles from "./styles.module.css";

export type DropdownEntry = {
  key: string;
  label: string;
  element: React.ReactNode;
  activeFor?: (pathname: string) => boolean;
  /** A group's heading (an html child): the list shows its groups side by side on desktop. */
  heading?: boolean;
};

type Props = { label: string; entries: DropdownEntry[]; mobile?: boolean; active?: boolean };

/** A menu button with a list, shared by the dropdown item kinds. Desktop: opens on hover, click and keyboard; closes on a
 * click or touch outside, on Escape and when focus leaves it. Mobile: a list that is open only
 * when it holds the current page, until the visitor toggles it. Before React starts, the button
 * opens and closes the list through the inline script of lib/early-controls.ts (its aria-expanded
 * and the list's hidden), and React takes over the state it finds. */
export function Dropdown({ label, entries, mobile, active }: Props) {
  const { pathname } = useLocation();
  const containsPage = entries.some((e) => e.activeFor?.(pathname));
  const [open, setOpen] = useState(Boolean(mobile && containsPage));
  // The shell is not re-mounted on navigation (wrapPageElement), so the mobile list is decided
  // again for every new page: open when it holds that page, collapsed otherwise.
  const [decidedFor, setDecidedFor] = useState(pathname);
  if (decidedFor !== pathname) {
    setDecidedFor(pathname);
    if (mobile) setOpen(containsPage);
  }
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A click right after the pointer opened the menu by hovering keeps it open instead of toggling.
  const openedByHover = useRef(false);
  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };
  useClickAway(root, () => !mobile && open && close());
  // Toggled before React started: keep the visitor's choice.
  useEffect(() => {
    const shown = button.current?.getAttribute("aria-expanded") === "true";
    if (shown !== open) setOpen(shown);
    // Only what the server's markup became before this first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const grouped = entries.some((e) => e.heading);
  const list = (
    <ul className={grouped ? `${styles.menu} ${styles.grouped}` : styles.menu}>
      {entries.map((e) => (
        <li key={e.key} className={e.heading ? styles.groupStart : undefined}>
          {e.element}
        </li>
      ))}
    </ul>
  );
  return (
    // Catches the keys, focus and hover of the button and its list; the button is the control.
    <div
      ref={root}
      role="presentation"
      className={[styles.dropdown, mobile && styles.mobileDropdown].filter(Boolean).join(" ")}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          close();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!mobile && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
      onMouseEnter={
        mobile
          ? undefined
          : () => {
              if (!open) openedByHover.current = true;
              setOpen(true);
            }
      }
      onMouseLeave={mobile ? undefined : close}
    >
      <button
        ref={button}
        type="button"
        className={[styles.link, styles.dropdownButton, (active || containsPage) && styles.active]
          .filter(Boolean)
          .join(" ")}
        aria-expanded={open}
        aria-controls={id}
        data-disclosure=""
        onClick={(event) => {
          event.preventDefault();
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {label}
      </button>
      <div id={id} hidden={!open}>
        {list}
      </div>
    </div>
  );
}
