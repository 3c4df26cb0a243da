import React from "react";
import BlogSidebar from "../BlogSidebar";
import * as styles from "./styles.module.css";

/** The frame of every blog page: the posts sidebar, the page's content and, on a post, its table
 * of contents. On narrow screens the sidebar follows the content, so it never pushes it down. */
export default function BlogLayout({ toc, children }: { toc?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className={`${styles.layout} ${toc ? styles.withToc : ""}`}>
      <div className={styles.content}>{children}</div>
      {toc && <aside className={styles.toc}>{toc}</aside>}
      <BlogSidebar className={styles.sidebar} />
    </div>
  );
}
