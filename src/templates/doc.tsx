import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// Every page imports shared CSS modules in one order (plugins/gatsby-overrides/css-order.ts): the shell first
// (reached through "gatsby", whose browser entry runs gatsby-browser.tsx), then the MDX components,
// which a hydrated doc reaches through its MDX before this template, then the docs frame.
import "gatsby";
import PageBody from "../../plugins/gatsby-overrides/static-body/PageBody";
import type { StaticBodyContext } from "../../plugins/gatsby-overrides/static-body/page-component";
import { ApiTablesContext, type ApiTablesData } from "../components/ApiTables/context";
import { ProductFactsContext } from "../components/Fact/context";
import { productFactsFrom } from "../lib/price-facts";
import ApiDownloads from "../components/ApiDownloads";
import Seo from "../theme/Seo";
import DocPage from "../theme/DocPage";
import { useDocsSidebar } from "../theme/DocSidebar/use-docs-sidebar";

/** The page's ids and last change (src/node/docs.ts), the keys of the facts and tables it shows
 * and the static-body fields; its text, facts and tables come from the query, its sidebar from a
 * static query. */
type Context = StaticBodyContext & {
  /** The MDX node. */
  id: string;
  route: string;
  sidebarId: string;
  /** The file's last commit, written the Czech way by the build. */
  lastUpdated: { iso: string; text: string } | null;
  /** The product facts the doc names (<Fact name="…">, src/node/product-facts.ts). */
  factIds?: string[];
  /** It shows the steps to start, the delivery states, the number of countries. */
  onboarding?: true;
  deliveryStates?: true;
  countryCount?: true;
  /** It shows the JSON API's table of error codes, delivery codes, limits (src/node/openapi.ts). */
  errorCodes?: true;
  deliveryCodes?: true;
  limits?: true;
};

/** A doc from content/docs/ (src/node/docs.ts). */
export default function DocTemplate({ data, children, pageContext }: PageProps<Queries.DocPageQuery, Context>) {
  const sidebar = useDocsSidebar(pageContext.sidebarId);
  if (!data.mdx) throw new Error(`Obsah stránky chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, fields, tableOfContents } = data.mdx;
  return (
    <DocPage
      route={pageContext.route}
      sidebarId={pageContext.sidebarId}
      sidebar={sidebar}
      title={fields.heading ?? frontmatter.title}
      toc={tableOfContents}
      lastUpdated={pageContext.lastUpdated}
    >
      <PageBody
        pageContext={pageContext}
        wrap={(mdx) => (
          <ApiTablesContext.Provider value={apiTablesOf(data)}>
            <ProductFactsContext.Provider value={productFactsOf(data)}>{mdx}</ProductFactsContext.Provider>
          </ApiTablesContext.Provider>
        )}
      >
        {children}
      </PageBody>
      {pageContext.route.startsWith("/docs/api/") && <ApiDownloads />}
    </DocPage>
  );
}

/** The facts of the doc's query (the context names which, src/node/docs.ts). */
const productFactsOf = (data: Queries.DocPageQuery) =>
  productFactsFrom({
    facts: data.allProductFact.nodes,
    onboarding: data.allOnboardingStep?.nodes,
    deliveryStates: data.allDeliveryState?.nodes,
    countryCount: data.countries?.totalCount,
  });

/** The API tables of the doc's query, each in the specification's order. */
const apiTablesOf = ({ errorCodes, deliveryCodes, limits }: Queries.DocPageQuery): ApiTablesData => ({
  ...(errorCodes ? { errorCodes: [...errorCodes.nodes] } : {}),
  ...(deliveryCodes ? { deliveryCodes: [...deliveryCodes.nodes] } : {}),
  ...(limits ? { limits: [...limits.nodes] } : {}),
});

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
  query DocPage(
    $id: String!
    $factIds: [String!] = []
    $onboarding: Boolean = false
    $deliveryStates: Boolean = false
    $countryCount: Boolean = false
    $errorCodes: Boolean = false
    $deliveryCodes: Boolean = false
    $limits: Boolean = false
  ) {
    mdx(id: { eq: $id }) {
      ...MdxImages
      fields {
        heading
      }
      frontmatter {
        title
        description
        unlisted
      }
      tableOfContents(maxDepth: 3)
    }
    allProductFact(filter: { factId: { in: $factIds } }) {
      nodes {
        factId
        value
        short
      }
    }
    allOnboardingStep(sort: { position: ASC }) @include(if: $onboarding) {
      nodes {
        title
        text
        href
        linkLabel
      }
    }
    allDeliveryState(sort: { position: ASC }) @include(if: $deliveryStates) {
      nodes {
        name
        text
        statuses
      }
    }
    countries: allCountryPrice @include(if: $countryCount) {
      totalCount
    }
    errorCodes: allApiErrorCode(sort: { position: ASC }) @include(if: $errorCodes) {
      nodes {
        code
        httpStatus
        name
        description
      }
    }
    deliveryCodes: allApiDeliveryCode(sort: { position: ASC }) @include(if: $deliveryCodes) {
      nodes {
        code
        status
        description
      }
    }
    limits: allApiLimit(sort: { position: ASC }) @include(if: $limits) {
      nodes {
        name
        value
        unit
        description
      }
    }
  }
`;
