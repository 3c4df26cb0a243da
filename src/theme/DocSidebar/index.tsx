import React, { useId, useLayoutEffect, useRef, useState } from "react";
import Link from "../Link";
import Collapsible from "../Collapsible";
import { containsRoute, type SidebarEntry } from "../../lib/doc-sidebar";
import { csDocs } from "../../i18n/cs-docs";
import * as styles from "./styles.module.css";

const useIsoLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

// Scroll position of each sidebar and the categories the reader opened or closed, kept across
// client-side navigation (the page, and with it the sidebar, remounts).
const scrollPositions = new Map<string, number>();
const categoryStates = new Map<string, boolean>();

function Item({ entry, route, path }: { entry: SidebarEntry; route: string; path: string }) {
  if (entry.type === "link") {
    const current = entry.href === route;
    return (
      <li>
        <Link
          to={entry.href}
          className={[styles.link, current && styles.active].filter(Boolean).join(" ")}
          aria-current={current ? "page" : undefined}
        >
          {entry.label}
        </Link>
      </li>
    );
  }
  return <Category entry={entry} route={route} path={`${path}/${entry.label}`} />;
}

function Category({
  entry,
  route,
  path,
}: {
  entry: Extract<SidebarEntry, { type: "category" }>;
  route: string;
  path: string;
}) {
  const holdsPage = containsRoute(entry, route);
  const [open, setOpen] = useState(holdsPage || (categoryStates.get(path) ?? !entry.collapsed));
  const id = useId();
  // A navigation into the category opens it.
  const [heldPage, setHeldPage] = useState(holdsPage);
  if (heldPage !== holdsPage) {
    setHeldPage(holdsPage);
    if (holdsPage) setOpen(true);
  }
  const current = entry.href === route;
  const toggle = () => {
    categoryStates.set(path, !open);
    setOpen(!open);
  };
  return (
    <li>
      <div className={styles.row}>
        {entry.href ? (
          <Link
            to={entry.href}
            className={[styles.link, styles.categoryLink, current && styles.active].filter(Boolean).join(" ")}
            aria-current={current ? "page" : undefined}
          >
            {entry.label}
          </Link>
        ) : (
          <button
            type="button"
            className={`${styles.link} ${styles.categoryLink}`}
            aria-expanded={open}
            aria-controls={id}
            onClick={toggle}
          >
            {entry.label}
          </button>
        )}
        <button
          type="button"
          className={styles.caret}
          aria-expanded={open}
          aria-controls={id}
          aria-label={csDocs.toggleCategory(entry.label)}
          onClick={toggle}
        >
          <span aria-hidden="true" className={open ? styles.caretOpen : undefined}>
            ›
          </span>
        </button>
      </div>
      <Collapsible open={open} id={id}>
        <ul className={styles.list}>
          {entry.items.map((item, i) => (
            <Item key={`${i}-${item.label}`} entry={item} route={route} path={path} />
          ))}
        </ul>
      </Collapsible>
    </li>
  );
}

/** The sidebar's tree: used on wide screens and, as the secondary menu, in the mobile sidebar. */
export function DocSidebarMenu({
  entries,
  route,
  sidebarId,
}: {
  entries: SidebarEntry[];
  route: string;
  sidebarId: string;
}) {
  return (
    <ul className={`${styles.list} ${styles.root}`}>
      {entries.map((entry, i) => (
        <Item key={`${i}-${entry.label}`} entry={entry} route={route} path={sidebarId} />
      ))}
    </ul>
  );
}

/** Docs sidebar on wide screens: sticky, scrolls on its own and keeps its scroll position. */
export default function DocSidebar({
  sidebarId,
  entries,
  route,
}: {
  sidebarId: string;
  entries: SidebarEntry[];
  route: string;
}) {
  const nav = useRef<HTMLElement>(null);
  useIsoLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const kept = scrollPositions.get(sidebarId);
    if (kept !== undefined) {
      element.scrollTop = kept;
      return;
    }
    // First time in this sidebar: bring the current page into view (a country deep in the
    // pricing sidebar), without moving the page itself.
    const active = element.querySelector('[aria-current="page"]');
    if (!active) return;
    const [box, item] = [element.getBoundingClientRect(), active.getBoundingClientRect()];
    if (item.bottom > box.bottom || item.top < box.top) element.scrollTop += item.top - box.top - box.height / 3;
  }, [sidebarId]);
  return (
    <nav
      ref={nav}
      className={styles.sidebar}
      aria-label={csDocs.sidebar}
      onScroll={(e) => scrollPositions.set(sidebarId, e.currentTarget.scrollTop)}
    >
      <DocSidebarMenu entries={entries} route={route} sidebarId={sidebarId} />
    </nav>
  );
}
