import React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import type { DropdownChild, NavbarItem } from "../../config";
import { isActiveItem } from "../../lib/active-link";
import { Dropdown } from "./Dropdown";
import LinkItem from "./LinkItem";
import { resolveLink } from "./resolveLink";
import * as styles from "./styles.module.css";

type Props = { item: Extract<NavbarItem, { type: "dropdown" }>; mobile?: boolean; onNavigate?: () => void };

const childActiveFor = (child: DropdownChild) => (pathname: string) => {
  const link = resolveLink(child);
  return Boolean(link && isActiveItem(link, pathname));
};

/** A dropdown of links; it is marked when the page is one of its children or matches its own active path. */
export default function DropdownItem({ item, mobile, onNavigate }: Props) {
  const { pathname } = useLocation();
  const entries = item.items.map((child, i) => ({
    key: `${i}-${child.label ?? child.type}`,
    label: child.label ?? "",
    activeFor: childActiveFor(child),
    heading: child.type === "html",
    element:
      child.type === "html" ? (
        <span className={styles.groupHeading} dangerouslySetInnerHTML={{ __html: child.html }} />
      ) : (
        <LinkItem item={child} onNavigate={onNavigate} />
      ),
  }));
  return (
    <Dropdown
      label={item.label}
      entries={entries}
      mobile={mobile}
      active={isActiveItem(item, pathname) && Boolean(item.activeBaseRegex || item.activeBasePath)}
    />
  );
}
