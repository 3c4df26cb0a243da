import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import DocPage from "../theme/DocPage";
import { useDocsSidebar } from "../theme/DocSidebar/use-docs-sidebar";
import { csDocs } from "../i18n/cs-docs";
import * as styles from "./doc-category.module.css";

/** What src/node/docs.ts gives the page; its sidebar comes from a static query. */
type Context = { route: string; sidebarId: string };
type Data = Queries.DocCategoryPageQuery;

/** A category's generated index page (/docs/category/<slug>/): its items as cards, from its
 * DocCategory node (src/node/doc-sidebar-nodes.ts). */
export default function DocCategoryTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { route, sidebarId } = pageContext;
  const { title, description, cards } = data.docCategory!;
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

export const Head = ({ data, location }: HeadProps<Data, Context>) => (
  <Seo title={data.docCategory!.title} description={data.docCategory!.description} pathname={location.pathname} />
);

export const query = graphql`
  query DocCategoryPage($route: String!) {
    docCategory(route: { eq: $route }) {
      title
      description
      cards {
        title
        description
        href
      }
    }
  }
`;
