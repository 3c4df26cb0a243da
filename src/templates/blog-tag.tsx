import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogTagContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogPostList from "../theme/BlogPostList";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";

/** /blog/tags/<tag>/: every listed post with the tag. */
export default function BlogTag({ data, pageContext }: PageProps<Queries.BlogTagQuery, BlogTagContext>) {
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{csBlog.tag(pageContext.name)}</h1>
        <p className={styles.lead}>{csBlog.posts(data.allMdx.nodes.length)}</p>
        <Link to="/blog/tags/">{csBlog.allTags}</Link>
      </header>
      <BlogPostList posts={data.allMdx.nodes} />
    </BlogLayout>
  );
}

export const Head = ({ location, pageContext }: HeadProps<Queries.BlogTagQuery, BlogTagContext>) => (
  <BlogSeo
    title={csBlog.tag(pageContext.name)}
    description={csBlog.tagDescription(pageContext.name)}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query BlogTag($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`;
