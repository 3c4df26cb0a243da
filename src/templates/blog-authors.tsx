import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogAuthorsContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";
import { czechTypography } from "../lib/typography";

/** /blog/authors/: every author with role, short bio and number of posts. */
export default function BlogAuthors({ data, pageContext }: PageProps<Queries.BlogAuthorsQuery, BlogAuthorsContext>) {
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{csBlog.authors}</h1>
        <p className={styles.lead}>{csBlog.authorsDescription}</p>
      </header>
      <ul className={styles.authorCards}>
        {data.allBlogAuthor.nodes.map((author) => (
          <li key={author.authorId} className={styles.author}>
            {author.avatar?.publicURL && (
              <img className={styles.avatar} src={author.avatar.publicURL} width={96} height={96} alt="" />
            )}
            <div>
              <h2>
                <Link to={author.route}>{author.name}</Link>
              </h2>
              <p className={styles.role}>
                {czechTypography(author.role)} ·{" "}
                <span className={styles.count}>{csBlog.posts(pageContext.postCounts[author.authorId] ?? 0)}</span>
              </p>
              <p>{czechTypography(author.bio)}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<Queries.BlogAuthorsQuery>) => (
  <BlogSeo title={csBlog.authors} description={csBlog.authorsDescription} pathname={location.pathname} />
);

export const query = graphql`
  query BlogAuthors {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        authorId
        name
        role
        bio
        route
        avatar {
          publicURL
        }
      }
    }
  }
`;
