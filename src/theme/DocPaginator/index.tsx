import React from "react";
import Link from "../Link";
import type { NavLink } from "../../lib/doc-sidebar";
import { csDocs } from "../../i18n/cs-docs";
import * as styles from "./styles.module.css";

/** Previous and next page in sidebar order. */
export default function DocPaginator({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={csDocs.pagination} className={styles.pager}>
      {previous && (
        <Link to={previous.href} rel="prev" className={styles.link}>
          <span className={styles.sub}>« {csDocs.previous}</span>
          <span className={styles.label}>{previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.href} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.sub}>{csDocs.next} »</span>
          <span className={styles.label}>{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
