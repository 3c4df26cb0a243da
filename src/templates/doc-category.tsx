import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import DocPage from "../theme/DocPage";
import type { Card } from "../node/doc-sidebars";
import { useDocsSidebar } from "../theme/DocSidebar/use-docs-sidebar";
import { csDocs } from "../i18n/cs-docs";
import * as styles from "./doc-category.module.css";

/** What src/node/docs.ts gives the page; its sidebar comes from a static query. */
type Context = { route: string; sidebarId: string; title: string; description: string | null; cards: Card[] };

/** A category's generated index page (/docs/category/<slug>/): its items as cards. */
export default function DocCategoryTemplate({ pageContext }: PageProps<object, Context>) {
  const { route, sidebarId, title, description, cards } = pageContext;
  const sidebar = useDocsSidebar(sidebarId);
  return (
    <DocPage route={route} sidebarId={sidebarId} sidebar={sidebar} title={title}>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.cards} aria-label={csDocs.categoryItems}>
        {cards.map((card) => (
          <li key={card.href}>
            <Link to={card.href} className={styles.card}>
              <span className={styles.title}>{card.title}</span>
              {card.description && <span className={styles.text}>{card.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, Context>) => (
  <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />
);
