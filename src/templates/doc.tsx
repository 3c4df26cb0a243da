import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// Every page imports shared CSS modules in one order (src/node/css-order.ts): the shell first
// (reached through "gatsby", whose browser entry runs gatsby-browser.tsx), then the MDX components,
// which a hydrated doc reaches through its MDX before this template, then the docs frame.
import "gatsby";
import MdxContent from "../static-body/MdxContent";
import type { StaticBodyContext } from "../static-body/page-component";
import { ApiTablesContext, type ApiTablesData } from "../components/ApiTables/context";
import { ProductFactsContext } from "../components/Fact/context";
import { noProductFacts, type ProductFacts } from "../lib/product-facts";
import ApiDownloads from "../components/ApiDownloads";
import Seo from "../theme/Seo";
import DocPage from "../theme/DocPage";
import { useDocsSidebar } from "../theme/DocSidebar/use-docs-sidebar";
import { czechTypography } from "../lib/typography";

/** The page's ids and last change (src/node/docs.ts), the API tables it shows and the static-body
 * fields; its text comes from the query, its sidebar from a static query. */
type Context = StaticBodyContext & {
  /** The MDX node. */
  id: string;
  route: string;
  sidebarId: string;
  /** The file's last commit, written the Czech way by the build. */
  lastUpdated: { iso: string; text: string } | null;
  apiTables?: ApiTablesData;
  /** The product facts the doc names (src/node/product-facts.ts). */
  productFacts?: ProductFacts;
};

/** A doc from content/docs/ (src/node/docs.ts). */
export default function DocTemplate({ data, children, pageContext }: PageProps<Queries.DocPageQuery, Context>) {
  const sidebar = useDocsSidebar(pageContext.sidebarId);
  if (!data.mdx) throw new Error(`Obsah stránky chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, tableOfContents } = data.mdx;
  return (
    <DocPage
      route={pageContext.route}
      sidebarId={pageContext.sidebarId}
      sidebar={sidebar}
      title={czechTypography(frontmatter.title)}
      toc={tableOfContents}
      lastUpdated={pageContext.lastUpdated}
    >
      <MdxContent
        pageContext={pageContext}
        wrap={(mdx) => (
          <ApiTablesContext.Provider value={pageContext.apiTables ?? {}}>
            <ProductFactsContext.Provider value={pageContext.productFacts ?? noProductFacts}>
              {mdx}
            </ProductFactsContext.Provider>
          </ApiTablesContext.Provider>
        )}
      >
        {children}
      </MdxContent>
      {pageContext.route.startsWith("/docs/api/") && <ApiDownloads />}
    </DocPage>
  );
}

// Every doc has a Markdown twin at its route + index.md (src/node/markdown-twins.ts).
export const Head = ({ data, location, pageContext }: HeadProps<Queries.DocPageQuery, Context>) => (
  <Seo
    title={data.mdx?.frontmatter.title ?? ""}
    description={data.mdx?.frontmatter.description}
    pathname={location.pathname}
    noindex={Boolean(data.mdx?.frontmatter.unlisted)}
  >
    <link rel="alternate" type="text/markdown" href={`${pageContext.route}index.md`} />
  </Seo>
);

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        unlisted
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
