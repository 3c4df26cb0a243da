import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import Hero from "../components/Sections/Hero";
import CtaBand from "../components/Sections/CtaBand";
import CustomerStory, { Quote } from "../components/Proof/CustomerStory";
import Wordmark from "../components/Proof/Wordmark";
import CustomerList from "../components/Proof/CustomerList";
import { LandingContext, type LandingPage } from "../components/Price";
import { storyOf } from "../lib/customers";
import type { CustomerStoryContext } from "../node/customer-stories";
import { csCustomers } from "../i18n/cs-customers";
import * as styles from "../components/Proof/proof.module.css";

type Data = Queries.CustomerStoryPageQuery;

/** /zakaznici/<id>/: one customer's story (content/customers/<id>.yaml), the others below it. */
export default function CustomerStoryPage({ data, pageContext }: PageProps<Data, CustomerStoryContext>) {
  if (!data.customerStory) throw new Error(`Příběh zákazníka ${pageContext.id} chybí.`);
  const story = storyOf(data.customerStory);
  const page: LandingPage = {
    frame: "landing",
    title: csCustomers.storyTitle(story.company, story.result),
    lead: story.problem,
    facts: {
      prices: {},
      vatRate: 0,
      countryCount: 0,
      homeCountry: "CZ",
      product: { facts: {} },
      customers: { [story.id]: story },
    },
  };
  // The stories below this one, chosen at build time (otherStoryIds), in that order.
  const queried = data.allCustomerStory.nodes.map(storyOf);
  const others = pageContext.otherIds.flatMap((id) => queried.filter((other) => other.id === id));
  return (
    <LandingContext.Provider value={page}>
      <Hero
        eyebrow={`${story.industry}, ${story.town}`}
        {...(story.href ? { secondaryHref: story.href, secondaryLabel: csCustomers.service } : { secondary: "sales" })}
        price={story.channel}
      >
        <figure className={styles.storyHero}>
          <Wordmark story={story} />
          <Quote story={story} />
        </figure>
      </Hero>
      <CustomerStory id={story.id} title={csCustomers.howTheyDidIt} onItsPage />
      <CustomerList stories={others} title={csCustomers.others} />
      <CtaBand title={csCustomers.ctaTitle} text={csCustomers.ctaText} />
    </LandingContext.Provider>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title={data.customerStory ? csCustomers.storyTitle(data.customerStory.company, data.customerStory.result) : ""}
    description={data.customerStory ? `${data.customerStory.problem} ${data.customerStory.solution}` : undefined}
    pathname={location.pathname}
  />
);

export const query = graphql`
  fragment CustomerStoryFields on CustomerStory {
    storyId
    route
    company
    town
    industry
    channel
    href
    problem
    solution
    result {
      value
      label
    }
    quote {
      text
      name
      role
    }
    wordmark {
      shape
      color
    }
  }
  query CustomerStoryPage($id: String!, $otherIds: [String!]!) {
    customerStory(id: { eq: $id }) {
      ...CustomerStoryFields
    }
    allCustomerStory(filter: { storyId: { in: $otherIds } }) {
      nodes {
        ...CustomerStoryFields
      }
    }
  }
`;
