import React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import Link from "../Link";
import { isActiveItem } from "../../lib/active-link";
import { resolveLink } from "./resolveLink";
import type { DropdownChild, NavbarItem } from "../../config";
import * as styles from "./styles.module.css";

type Props = {
  item: Extract<NavbarItem | DropdownChild, { type: "link" | "doc" | "docSidebar" }>;
  onNavigate?: () => void;
};

/** link, doc and docSidebar items: one anchor, marked when its section is open. */
export default function LinkItem({ item, onNavigate }: Props) {
  const { pathname } = useLocation();
  const link = resolveLink(item);
  if (!link) return null;
  const active = isActiveItem(link, pathname);
  const className = [styles.link, active && styles.active, link.className === "button" && styles.cta]
    .filter(Boolean)
    .join(" ");
  return (
    <Link
      to={link.to}
      href={link.href}
      className={className}
      aria-current={pathname === link.to ? "page" : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}
