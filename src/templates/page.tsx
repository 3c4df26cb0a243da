import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// PageBody first: it reaches the shell (through "gatsby"), whose CSS must come before the TOC's in
// every page's stylesheet order, as it does in the other templates (plugins/gatsby-overrides/css-order.ts, CssOrderGuard).
import PageBody from "../../plugins/gatsby-overrides/static-body/PageBody";
import { LandingBody } from "../components/landing";
import { HERO_END_ID } from "../lib/hero-end";
import Seo from "../theme/Seo";
import TOC, { tocEntries } from "../theme/TOC";
import { czechTypography } from "../lib/typography";
import type { MdxPageContext } from "../node/pages";
import { storyOf, type CustomerStory } from "../lib/customers";
import { pageFactsFrom, productFactsFrom, type PageFacts } from "../lib/price-facts";
import * as styles from "./styles.module.css";

/** An MDX page from content/pages/. Landing frame (the default): full-width sections, the h1 in
 * the hero. Article frame (`layout: article`): title, lead, table of contents and a text column.
 * In the browser the body is static HTML (plugins/gatsby-overrides/static-body/). */
export default function MdxPage({
  data,
  children,
  pageContext,
  location,
}: PageProps<Queries.MdxPageQuery, MdxPageContext>) {
  if (!data.mdx) throw new Error(`Obsah stránky chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, fields, tableOfContents } = data.mdx;
  const page = {
    frame: pageContext.layout,
    title: frontmatter.title,
    lead: frontmatter.lead,
    // Only the HTML renderer and `gatsby develop` render a page's MDX: in the production browser
    // bundle its body is static HTML and LandingBody (plugins/gatsby-overrides/static-body/landing-browser.tsx)
    // ignores `page`, so the code that builds the facts from the query stays out of that bundle
    // (the plugin defines the name, plugins/gatsby-overrides/static-body/webpack.ts).
    facts:
      process.env.PRODUCTION_BROWSER_BUNDLE === "true"
        ? ({} as PageFacts)
        : { ...factsOf(data), customers: customersOf(data, pageContext.customerIds) },
    route: location.pathname,
  };
  const body = (className: string) => (
    <PageBody
      className={className}
      pageContext={pageContext}
      wrap={(mdx) => (
        <LandingBody page={page} hasHero={pageContext.hasHero}>
          {mdx}
        </LandingBody>
      )}
    >
      {children}
    </PageBody>
  );
  if (pageContext.layout === "landing") return body(styles.landing);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{fields.heading ?? frontmatter.title}</h1>
        {frontmatter.lead && <p className={styles.lead}>{czechTypography(frontmatter.lead)}</p>}
      </header>
      {tocEntries(tableOfContents).length > 0 && (
        <aside className={styles.toc}>
          <TOC toc={tableOfContents} />
        </aside>
      )}
      {body(styles.content)}
    </article>
  );
}

/** The prices and product facts of the page's query (the context names which, src/node/pages.ts). */
function factsOf(data: Queries.MdxPageQuery): PageFacts {
  const { priceList } = data;
  if (!priceList) throw new Error("Ceník chybí (uzel PriceList).");
  const product = productFactsFrom({
    facts: data.allProductFact.nodes,
    onboarding: data.allOnboardingStep?.nodes,
    deliveryStates: data.allDeliveryState?.nodes,
  });
  const answer = { ...priceList, countries: data.priceCountries.nodes, countryCount: data.countries.totalCount };
  return pageFactsFrom(answer, product);
}

/** The stories of the page's query, in the order the page names them (customerIds). */
function customersOf(data: Queries.MdxPageQuery, ids: string[] = []): Record<string, CustomerStory> {
  const stories = data.allCustomerStory.nodes.map(storyOf);
  return Object.fromEntries(ids.map((id) => [id, stories.find((story) => story.id === id)!]));
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.MdxPageQuery, MdxPageContext>) => (
  <Seo
    title={data.mdx?.frontmatter.title ?? ""}
    description={data.mdx?.frontmatter.description}
    pathname={location.pathname}
    noindex={Boolean(data.mdx?.frontmatter.unlisted)}
  >
    {/* No first paint before the hero is parsed whole, its picture included (HERO_END_ID). */}
    {pageContext.layout === "landing" && <link rel="expect" href={`#${HERO_END_ID}`} {...{ blocking: "render" }} />}
  </Seo>
);

export const query = graphql`
  query MdxPage(
    $id: String!
    $customerIds: [String!] = []
    $priceCountries: [String!] = []
    $volume: Boolean = false
    $factIds: [String!] = []
    $onboarding: Boolean = false
    $deliveryStates: Boolean = false
  ) {
    mdx(id: { eq: $id }) {
      ...MdxImages
      fields {
        heading
      }
      frontmatter {
        title
        description
        lead
        unlisted
      }
      tableOfContents(maxDepth: 3)
    }
    allCustomerStory(filter: { storyId: { in: $customerIds } }) {
      nodes {
        ...CustomerStoryFields
      }
    }
    priceList {
      vatRate
      homeCountry {
        iso
        prices {
          ...ChannelPriceFields
        }
      }
      services {
        key
        price
      }
      volume @include(if: $volume) {
        individualOfferFrom
        tiers {
          from
          to
          discount
        }
      }
    }
    priceCountries: allCountryPrice(filter: { iso: { in: $priceCountries } }) {
      nodes {
        iso
        prices {
          ...ChannelPriceFields
        }
      }
    }
    countries: allCountryPrice {
      totalCount
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
  }

  # Every channel's price of a country: the landing pages' facts, /ceny/ and the country pages.
  fragment ChannelPriceFields on ChannelPrices {
    smsText
    smsSystem
    viber
    whatsappMarketing
    whatsappUtility
    whatsappAuthentication
    rcs
  }
`;
