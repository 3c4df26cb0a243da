import React from "react";
import Link from "../Link";
import { csBlog } from "../../i18n/cs-blog";
import * as styles from "./styles.module.css";

type Props = { number: number; pageCount: number; previousRoute: string | null; nextRoute: string | null };

/** Newer and older pages of the blog list. */
export default function BlogPagination({ number, pageCount, previousRoute, nextRoute }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={csBlog.pagination}>
      {previousRoute ? (
        <Link to={previousRoute} rel="prev">
          {csBlog.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.page}>{csBlog.pageOf(number, pageCount)}</span>
      {nextRoute ? (
        <Link to={nextRoute} rel="next">
          {csBlog.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
