import React from "react";
import { graphql } from "gatsby";
import Link from "../Link";
import { csBlog } from "../../i18n/cs-blog";
import { czechTypography } from "../../lib/typography";
import BlogPostMeta from "../BlogPostMeta";
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
