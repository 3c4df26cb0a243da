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

/** How many posts the sidebar lists, newest first; the query's `limit` repeats it (a static query
 * takes no variables) and a unit test holds the two together. Every blog page carries the sidebar
 * in its HTML and every blog visitor loads its query data, so a sidebar of every post grows the
 * blog's HTML with the square of its posts: at 918 posts 263 KB a post and 265 MB in all
 * (docs/architecture.md, "A build that scales"). Today's 18 posts are all listed; past 30 the
 * sidebar ends with a link to the archive, which lists them all. */
export const SIDEBAR_POSTS = 30;

/** The newest listed posts and how many posts are listed in all. Drafts and unlisted posts are
 * filtered in the query, so their titles and routes never reach the static query data shipped to
 * browsers (a draft's own page in `npm start` simply does not appear in the sidebar). */
function useSidebarPosts(): { posts: SidebarPost[]; total: number } {
  const data = useStaticQuery<Queries.BlogSidebarQuery>(graphql`
    query BlogSidebar {
      allMdx(
        filter: { fields: { kind: { eq: "blog" } }, frontmatter: { draft: { ne: true }, unlisted: { ne: true } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]
        limit: 30
      ) {
        totalCount
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
    () => ({
      total: data.allMdx.totalCount,
      posts: data.allMdx.nodes.map((n) => ({
        route: n.fields.route,
        title: n.frontmatter.title,
        date: n.frontmatter.date ?? "",
        readingTime: n.fields.readingTime ?? 1,
      })),
    }),
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

/** Where the sidebar ends when it lists only the newest posts. */
function ArchiveLink({ total }: { total: number }) {
  return (
    <Link to="/blog/archive/" className={styles.archive}>
      {csBlog.sidebarArchive(total)}
    </Link>
  );
}

/** The blog sidebar (docs/product-spec.md §2.4): beside the content on wide screens, after it on narrow ones,
 * and in the mobile menu as its secondary menu. */
export default function BlogSidebar({ className }: { className?: string }) {
  const { posts, total } = useSidebarPosts();
  const { pathname } = useLocation();
  const current = decodeURI(pathname);
  const more = total > posts.length;
  const menu = useMemo(
    () => (
      <nav aria-label={csBlog.sidebar} className={styles.mobileMenu}>
        <BlogPostsByYear posts={posts} current={current} />
        {more && <ArchiveLink total={total} />}
      </nav>
    ),
    [posts, current, more, total],
  );
  useProvideSecondaryMenu(menu);
  return (
    <nav aria-label={csBlog.sidebar} className={`${styles.sidebar} ${className ?? ""}`} data-blog-sidebar="">
      <p className={styles.heading}>{more ? csBlog.sidebarLatest : csBlog.sidebarTitle}</p>
      <BlogPostsByYear posts={posts} current={current} />
      {more && <ArchiveLink total={total} />}
    </nav>
  );
}
