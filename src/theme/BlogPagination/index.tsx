import React from "react";
import Link from "../Link";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

type Props = { number: number; pageCount: number; previousRoute: string | null; nextRoute: string | null };

/** Newer and older pages of the blog list. */
export default function BlogPagination({ number, pageCount, previousRoute, nextRoute }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={cs.blog.pagination}>
      {previousRoute ? (
        <Link to={previousRoute} rel="prev">
          {cs.blog.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.page}>{cs.blog.pageOf(number, pageCount)}</span>
      {nextRoute ? (
        <Link to={nextRoute} rel="next">
          {cs.blog.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
