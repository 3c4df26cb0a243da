import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import { formatCzechDate, yearOf } from "../lib/czech-date";
import { groupBy } from "../lib/pagination";
import { czechTypography } from "../lib/typography";
import * as styles from "./blog.module.css";

/** /blog/archive/: every listed post, grouped by year. */
export default function BlogArchive({ data }: PageProps<Queries.BlogArchiveQuery>) {
  const years = groupBy(data.allMdx.nodes, (post) => yearOf(post.frontmatter.date ?? ""));
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{csBlog.archive}</h1>
        <p className={styles.lead}>{csBlog.archiveDescription}</p>
      </header>
      {years.map(({ key: year, items }) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul className={styles.archive}>
            {items.map((post) => (
              <li key={post.fields.route}>
                <time dateTime={(post.frontmatter.date ?? "").slice(0, 10)}>
                  {formatCzechDate(post.frontmatter.date ?? "")}
                </time>
                <Link to={post.fields.route}>{czechTypography(post.frontmatter.title)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<Queries.BlogArchiveQuery>) => (
  <BlogSeo title={csBlog.archive} description={csBlog.archiveDescription} pathname={location.pathname} />
);

export const query = graphql`
  query BlogArchive($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        fields {
          route
        }
        frontmatter {
          title
          date
        }
      }
    }
  }
`;
