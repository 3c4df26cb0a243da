import React, { useMemo } from "react";
import DocSidebar, { DocSidebarMenu } from "../DocSidebar";
import Breadcrumbs from "../Breadcrumbs";
import DocPaginator from "../DocPaginator";
import TOC, { type TableOfContents } from "../TOC";
import { useProvideSecondaryMenu } from "../MobileSidebar/SecondaryMenu";
import { breadcrumbTrail, neighbours, type SidebarEntry } from "../../lib/doc-sidebar";
import { csDocs } from "../../i18n/cs-docs";
import * as styles from "./styles.module.css";

type Props = {
  route: string;
  sidebarId: string;
  /** The page's sidebar, from a static query (src/node/doc-sidebar-nodes.ts). */
  sidebar: SidebarEntry[];
  /** Breadcrumbs before the sidebar's categories that hold the page (the price list before a country). */
  trailStart?: { label: string; href?: string }[];
  title: string;
  toc?: TableOfContents;
  lastUpdated?: { iso: string; text: string } | null;
  children: React.ReactNode;
};

/** The frame of every docs page: sidebar (the mobile sidebar's secondary menu on narrow screens),
 * breadcrumbs, the title, content, table of contents, last update and previous/next links; the
 * breadcrumbs and previous/next come from where the route is in the sidebar. */
export default function DocPage({ sidebarId, sidebar, trailStart, route, title, toc, lastUpdated, children }: Props) {
  const menu = useMemo(
    () => <DocSidebarMenu entries={sidebar} route={route} sidebarId={sidebarId} />,
    [sidebar, route, sidebarId],
  );
  useProvideSecondaryMenu(menu);
  const breadcrumbs = [...(trailStart ?? []), ...breadcrumbTrail(sidebar, route)];
  const { previous, next } = neighbours(sidebar, route);
  return (
    <div className={styles.docPage}>
      <aside className={styles.sidebar}>
        <DocSidebar sidebarId={sidebarId} entries={sidebar} route={route} />
      </aside>
      <article className={styles.main}>
        <header className={styles.header}>
          <Breadcrumbs trail={breadcrumbs} current={title} />
          <h1>{title}</h1>
        </header>
        <aside className={styles.toc}>{toc && <TOC toc={toc} />}</aside>
        <div className={styles.content}>
          {children}
          {lastUpdated && (
            <p className={styles.updated}>
              {csDocs.lastUpdated} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
            </p>
          )}
          <DocPaginator previous={previous} next={next} />
        </div>
      </article>
    </div>
  );
}
