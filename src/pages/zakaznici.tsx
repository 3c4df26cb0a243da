import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
// The hero's stylesheet before the proof sections', as in every other page (plugins/gatsby-overrides/css-order.ts).
import Hero from "../components/Sections/Hero";
import CtaBand from "../components/Sections/CtaBand";
import CustomerList from "../components/Proof/CustomerList";
import { LandingContext, type LandingPage } from "../components/Price";
import { storyOf } from "../lib/customers";
import { csCustomers } from "../i18n/cs-customers";
import Wordmark from "../components/Proof/Wordmark";
import * as proof from "../components/Proof/proof.module.css";

const page: LandingPage = {
  frame: "landing",
  title: csCustomers.listTitle,
  lead: csCustomers.listLead,
  facts: { prices: {}, vatRate: 0, countryCount: 0, homeCountry: "CZ", product: { facts: {} } },
};

/** /zakaznici/: every customer story (content/customers/), each linking to its page. */
/** Wordmarks in the hero's picture: the first stories, as many as fit beside the text. */
const HERO_WORDMARKS = 6;

export default function CustomersPage({ data }: PageProps<Queries.CustomersPageQuery>) {
  const stories = data.allCustomerStory.nodes.map(storyOf);
  return (
    <LandingContext.Provider value={page}>
      <Hero eyebrow={csCustomers.listEyebrow} secondary="sales">
        <ul className={proof.storyHero} aria-label={csCustomers.listTitle}>
          {stories.slice(0, HERO_WORDMARKS).map((story) => (
            <li key={story.id}>
              <Wordmark story={story} />
            </li>
          ))}
        </ul>
      </Hero>
      <CustomerList stories={stories} title={csCustomers.allStories(stories.length)} />
      <CtaBand title={csCustomers.ctaTitle} text={csCustomers.ctaText} />
    </LandingContext.Provider>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={csCustomers.listTitle} description={csCustomers.listDescription} pathname={location.pathname} />
);

export const query = graphql`
  query CustomersPage {
    allCustomerStory(sort: { storyId: ASC }) {
      nodes {
        ...CustomerStoryFields
      }
    }
  }
`;
