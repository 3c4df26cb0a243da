import React from "react";
import { graphql } from "gatsby";
import Link from "../Link";
import { csBlog } from "../../i18n/cs-blog";
import { formatCzechDate } from "../../lib/czech-date";
import { formatReadingTime } from "../../lib/reading-time";
import { czechTypography } from "../../lib/typography";
import * as styles from "./styles.module.css";

export const query = graphql`
  fragment BlogPostSummary on Mdx {
    id
    fields {
      route
      readingTime
    }
    frontmatter {
      title
      description
      date
      cover {
        publicURL
        svgWidth
        svgHeight
      }
    }
    blogAuthors {
      authorId
      name
      route
    }
  }
`;

type Author = { authorId: string; name: string; route: string };

/** "21. listopadu 2026 · 6 min čtení", the date as a <time>. */
export function BlogPostMeta({
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

/** Posts as cards: cover, title (h2), date, reading time, authors and description. */
export default function BlogPostList({
  posts,
  headingLevel = 2,
}: {
  posts: readonly Queries.BlogPostSummaryFragment[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.list}>
      {posts.map((post) => {
        const cover = post.frontmatter.cover;
        return (
          <li key={post.id} className={styles.card}>
            {cover?.publicURL && (
              <img
                className={styles.cover}
                src={cover.publicURL}
                width={cover.svgWidth ?? undefined}
                height={cover.svgHeight ?? undefined}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
            <div>
              <Heading className={styles.title}>
                <Link to={post.fields.route}>{czechTypography(post.frontmatter.title)}</Link>
              </Heading>
              <BlogPostMeta
                date={post.frontmatter.date ?? ""}
                readingTime={post.fields.readingTime ?? 1}
                authors={post.blogAuthors}
              />
              {post.frontmatter.description && (
                <p className={styles.description}>{czechTypography(post.frontmatter.description)}</p>
              )}
            </div>
          </li>
        );
      })}
      {posts.length === 0 && <li>{csBlog.posts(0)}</li>}
    </ul>
  );
}
