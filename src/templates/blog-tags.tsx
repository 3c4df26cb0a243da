import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { BlogTagsContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { cs } from "../i18n/cs";
import * as styles from "./blog.module.css";

/** /blog/tags/: every tag with its number of posts. */
export default function BlogTags({ pageContext }: PageProps<object, BlogTagsContext>) {
  return (
    <BlogLayout>
      <header className={styles.header}>
        <h1>{cs.blog.tags}</h1>
        <p className={styles.lead}>{cs.blog.tagsDescription}</p>
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
  <BlogSeo title={cs.blog.tags} description={cs.blog.tagsDescription} pathname={location.pathname} />
);
