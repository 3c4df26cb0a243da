import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import BlogLayout from "../theme/BlogLayout";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { cs } from "../i18n/cs";
import * as styles from "./blog.module.css";

type Context = { tags: { slug: string; name: string; route: string; count: number }[] };

/** /blog/tags/: every tag with its number of posts. */
export default function BlogTags({ pageContext }: PageProps<object, Context>) {
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

export const Head = ({ location }: HeadProps<object, Context>) => (
  <BlogSeo title={cs.blog.tags} description={cs.blog.tagsDescription} pathname={location.pathname} />
);
