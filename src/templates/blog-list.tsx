import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogListContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogPostList from "../theme/BlogPostList";
import BlogPagination from "../theme/BlogPagination";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";

const titleOf = ({ number, pageCount }: BlogListContext) =>
  number > 1 ? csBlog.listPage(number, pageCount) : csBlog.title;

/** /blog/ and /blog/page/N/: ten posts per page, newest first. */
export default function BlogList({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{titleOf(pageContext)}</h1>
        <p className={styles.lead}>{csBlog.lead}</p>
        <ul className={styles.links}>
          <li>
            <Link to="/blog/archive/">{csBlog.archive}</Link>
          </li>
          <li>
            <Link to="/blog/tags/">{csBlog.tags}</Link>
          </li>
          <li>
            <Link to="/blog/authors/">{csBlog.authors}</Link>
          </li>
          <li>
            <Link href="/blog/rss.xml">{csBlog.feed}</Link>
          </li>
        </ul>
      </header>
      <BlogPostList posts={data.allMdx.nodes} />
      <BlogPagination {...pageContext} />
    </BlogLayout>
  );
}

export const Head = ({ location, pageContext }: HeadProps<Queries.BlogListQuery, BlogListContext>) => (
  <BlogSeo title={titleOf(pageContext)} description={csBlog.description} pathname={location.pathname} />
);

export const query = graphql`
  query BlogList($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`;
