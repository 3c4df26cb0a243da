import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogTagsContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";

type Data = Queries.BlogTagsPageQuery;

/** /blog/tags/: every tag with its number of posts, in the order of the context's slugs (most
 * posts first, src/node/blog.ts). */
export default function BlogTags({ data, pageContext }: PageProps<Data, BlogTagsContext>) {
  const bySlug = new Map(data.allBlogTag.nodes.map((tag) => [tag.slug, tag]));
  const tags = pageContext.slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{csBlog.tags}</h1>
        <p className={styles.lead}>{csBlog.tagsDescription}</p>
      </header>
      <ul className={styles.tagIndex}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link to={tag.route}>
              {tag.name} <span className={styles.count}>({tag.postCount})</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<Data, BlogTagsContext>) => (
  <BlogSeo title={csBlog.tags} description={csBlog.tagsDescription} pathname={location.pathname} />
);

export const query = graphql`
  query BlogTagsPage($slugs: [String!]!) {
    allBlogTag(filter: { slug: { in: $slugs } }) {
      nodes {
        slug
        name
        route
        postCount
      }
    }
  }
`;
