import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import CtaBand from "../components/Sections/CtaBand";
import CustomerList from "../components/Proof/CustomerList";
import { LandingContext, type LandingPage } from "../components/Price";
import { storyOf } from "../lib/customers";
import { czechTypography } from "../lib/typography";
import { csCustomers } from "../i18n/cs-customers";
import * as styles from "../templates/styles.module.css";

const page: LandingPage = {
  frame: "landing",
  title: csCustomers.listTitle,
  lead: csCustomers.listLead,
  facts: { prices: {}, vatRate: 0, countryCount: 0, homeCountry: "CZ", product: { facts: {} } },
};

/** /zakaznici/: every customer story (content/customers/), each linking to its page. */
export default function CustomersPage({ data }: PageProps<Queries.CustomersPageQuery>) {
  return (
    <LandingContext.Provider value={page}>
      <article className={styles.article}>
        <h1>{csCustomers.listTitle}</h1>
        <p className={styles.lead}>{czechTypography(csCustomers.listLead)}</p>
      </article>
      <CustomerList stories={data.allCustomerStory.nodes.map(storyOf)} />
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
