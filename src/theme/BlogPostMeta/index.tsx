import React from "react";
import Link from "../Link";
import { formatCzechDate } from "../../lib/czech-date";
import { formatReadingTime } from "../../lib/reading-time";
import * as styles from "./styles.module.css";

// Its own part, not in BlogPostList: a post shows its meta line without the list's code.

type Author = { authorId: string; name: string; route: string };

/** "21. listopadu 2026 · 6 min čtení", the date as a <time>. */
export default function BlogPostMeta({
  date,
  readingTime,
  authors,
}: {
  date: string;
  readingTime: number;
  authors?: readonly Author[];
}) {
  return (
    <p className={styles.meta}>
      <time dateTime={date.slice(0, 10)}>{formatCzechDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{formatReadingTime(readingTime)}</span>
      {authors?.length ? (
        <>
          <span aria-hidden="true"> · </span>
          {authors.map((a, i) => (
            <React.Fragment key={a.authorId}>
              {i > 0 && ", "}
              <Link to={a.route}>{a.name}</Link>
            </React.Fragment>
          ))}
        </>
      ) : null}
    </p>
  );
}
