import React from "react";
import Link from "../Link";
import { csDocs } from "../../i18n/cs-docs";
import * as styles from "./styles.module.css";

/** Domů › categories › the current page. */
export default function Breadcrumbs({
  trail,
  current,
}: {
  trail: { label: string; href?: string }[];
  current: string;
}) {
  return (
    <nav aria-label={csDocs.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/">{csDocs.home}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
