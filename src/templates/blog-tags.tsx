import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { BlogTagsContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";

/** /blog/tags/: every tag with its number of posts. */
export default function BlogTags({ pageContext }: PageProps<object, BlogTagsContext>) {
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{csBlog.tags}</h1>
        <p className={styles.lead}>{csBlog.tagsDescription}</p>
      </header>
      <ul className={styles.tagIndex}>
        {pageContext.tags.map((tag) => (
          <li key={tag.slug}>
            <Link to={tag.route}>
              {tag.name} <span className={styles.count}>({tag.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<object, BlogTagsContext>) => (
  <BlogSeo title={csBlog.tags} description={csBlog.tagsDescription} pathname={location.pathname} />
);
