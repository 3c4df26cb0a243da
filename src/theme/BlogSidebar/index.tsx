import React, { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useLocation } from "@gatsbyjs/reach-router";
import Link from "../Link";
import { useProvideSecondaryMenu } from "../MobileSidebar/SecondaryMenu";
import { csBlog } from "../../i18n/cs-blog";
import { groupBy } from "../../lib/pagination";
import { yearOf } from "../../lib/czech-date";
import { formatReadingTime } from "../../lib/reading-time";
import { czechTypography } from "../../lib/typography";
import * as styles from "./styles.module.css";

export type SidebarPost = { route: string; title: string; date: string; readingTime: number };

/** Every listed post, newest first. Drafts and unlisted posts are filtered in the query, so their
 * titles and routes never reach the static query data shipped to browsers (a draft's own page in
 * `npm start` simply does not appear in the sidebar). */
function useSidebarPosts(): SidebarPost[] {
  const data = useStaticQuery<Queries.BlogSidebarQuery>(graphql`
    query BlogSidebar {
      allMdx(
        filter: { fields: { kind: { eq: "blog" } }, frontmatter: { draft: { ne: true }, unlisted: { ne: true } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]
      ) {
        nodes {
          fields {
            route
            readingTime
          }
          frontmatter {
            title
            date
          }
        }
      }
    }
  `);
  return useMemo(
    () =>
      data.allMdx.nodes.map((n) => ({
        route: n.fields.route,
        title: n.frontmatter.title,
        date: n.frontmatter.date ?? "",
        readingTime: n.fields.readingTime ?? 1,
      })),
    [data],
  );
}

/** Posts grouped by year, each with its reading time; the current post is marked. */
export function BlogPostsByYear({ posts, current }: { posts: SidebarPost[]; current: string }) {
  return (
    <>
      {groupBy(posts, (p) => yearOf(p.date)).map(({ key: year, items }) => (
        <section key={year} className={styles.year} aria-labelledby={`blog-rok-${year}`}>
          <h2 id={`blog-rok-${year}`} className={styles.yearTitle}>
            {year}
          </h2>
          <ul className={styles.list}>
            {items.map((post) => (
              <li key={post.route}>
                <Link
                  to={post.route}
                  aria-current={post.route === current ? "page" : undefined}
                  className={styles.link}
                >
                  {czechTypography(post.title)}
                </Link>
                <span className={styles.time}>{formatReadingTime(post.readingTime)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The blog sidebar (docs/product-spec.md §2.4): beside the content on wide screens, after it on narrow ones,
 * and in the mobile menu as its secondary menu. */
export default function BlogSidebar({ className }: { className?: string }) {
  const posts = useSidebarPosts();
  const { pathname } = useLocation();
  const current = decodeURI(pathname);
  const menu = useMemo(
    () => (
      <nav aria-label={csBlog.sidebar} className={styles.mobileMenu}>
        <BlogPostsByYear posts={posts} current={current} />
      </nav>
    ),
    [posts, current],
  );
  useProvideSecondaryMenu(menu);
  return (
    <nav aria-label={csBlog.sidebar} className={`${styles.sidebar} ${className ?? ""}`} data-blog-sidebar="">
      <p className={styles.heading}>{csBlog.sidebarTitle}</p>
      <BlogPostsByYear posts={posts} current={current} />
    </nav>
  );
}
