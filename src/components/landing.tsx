import React from "react";
import { MDXProvider } from "@mdx-js/react";
import Hero from "./Sections/Hero";
import Section from "./Sections/Section";
import FeatureGrid, { Feature } from "./Sections/FeatureGrid";
import Steps, { Step } from "./Sections/Steps";
import KeyFacts from "./Sections/KeyFacts";
import ChannelCards, { ChannelCard } from "./Sections/ChannelCards";
import Comparison from "./Sections/Comparison";
import CtaBand from "./Sections/CtaBand";
import Faq, { FaqEntries, FaqStructuredData, Question } from "./Sections/Faq";
import RelatedPages from "./Sections/RelatedPages";
import DeveloperBlock from "./Sections/DeveloperBlock";
import PriceTeaser, { PriceItem } from "./Sections/PriceTeaser";
import Price, { CountryCount, LandingContext, VolumeDiscounts, type LandingPage } from "./Price";
import Fact, { DeliveryStates } from "./Fact";
import OnboardingSteps from "./Fact/OnboardingSteps";
import CustomerStory from "./Proof/CustomerStory";
import Testimonial from "./Proof/Testimonial";
import CustomerLogos from "./Proof/CustomerLogos";
import TrustBadges from "./Proof/TrustBadges";
import { ProductFactsContext } from "./Fact/context";
import Icon from "./Icon";
import SmsMessage from "./Messages/SmsMessage";
import SmsParts from "./Messages/SmsParts";
import OtpMessage from "./Messages/OtpMessage";
import WhatsAppMessage from "./Messages/WhatsAppMessage";
import ViberMessage from "./Messages/ViberMessage";
import RcsMessage from "./Messages/RcsMessage";
import Walkthrough, { WalkStep } from "./Sections/Walkthrough";
import PriceCalculator from "./Sections/PriceCalculator";
import CampaignEditor from "./Visuals/CampaignEditor";
import DeliveryReport from "./Visuals/DeliveryReport";
import SharedInbox from "./Visuals/SharedInbox";
import ChatWidget from "./Visuals/ChatWidget";
import ChromePopup from "./Visuals/ChromePopup";
import MacAppWindow from "./Visuals/MacAppWindow";
import IntegrationFlow from "./Visuals/IntegrationFlow";
import ApiExchange from "./Visuals/ApiExchange";
import NumberCheck from "./Visuals/NumberCheck";
import SystemDiagram from "./Visuals/SystemDiagram";
import DeliveryLog from "./Visuals/DeliveryLog";
import PriceTable from "./Visuals/PriceTable";
import SupportAnswer from "./Visuals/SupportAnswer";
import OnboardingProgress from "./Visuals/OnboardingProgress";

/**
 * The landing-page building blocks, usable without imports in every MDX file of content/pages/
 * (PageBody below adds them to the components of src/components/mdx.tsx). They live apart from
 * that map so that docs and blog pages, whose shell loads it, do not ship their code.
 * The catalogue with the MDX of each one is the page /markdown-page/.
 *
 * This module renders pages on the server and in `gatsby develop`. The production browser bundle
 * gets plugins/gatsby-overrides/static-body/landing-browser.tsx in its place: the body is static HTML there.
 */
export const landingComponents = {
  Hero,
  Section,
  FeatureGrid,
  Feature,
  Steps,
  Step,
  KeyFacts,
  ChannelCards,
  ChannelCard,
  Comparison,
  CtaBand,
  Faq,
  Question,
  RelatedPages,
  DeveloperBlock,
  PriceTeaser,
  PriceItem,
  Price,
  CountryCount,
  VolumeDiscounts,
  Fact,
  OnboardingSteps,
  DeliveryStates,
  CustomerStory,
  Testimonial,
  CustomerLogos,
  TrustBadges,
  Icon,
  SmsMessage,
  SmsParts,
  OtpMessage,
  WhatsAppMessage,
  ViberMessage,
  RcsMessage,
  Walkthrough,
  WalkStep,
  PriceCalculator,
  CampaignEditor,
  DeliveryReport,
  SharedInbox,
  ChatWidget,
  ChromePopup,
  MacAppWindow,
  IntegrationFlow,
  ApiExchange,
  NumberCheck,
  SystemDiagram,
  DeliveryLog,
  PriceTable,
  SupportAnswer,
  OnboardingProgress,
};

export interface LandingBodyProps {
  page: LandingPage;
  /** The MDX starts its own <Hero>; otherwise a plain one from the title and lead. */
  hasHero: boolean;
  children?: React.ReactNode;
}

/** What the MDX body of a page of content/pages/ renders in: the sections, the page's prices and
 * one FAQPage (the template puts it in plugins/gatsby-overrides/static-body/PageBody.tsx). */
export function LandingBody({ page, hasHero, children }: LandingBodyProps) {
  // Kept across renders: a re-render that skips an unchanged <Faq> must not lose its questions.
  const [faqEntries] = React.useState(() => new Map());
  return (
    <LandingContext.Provider value={page}>
      <ProductFactsContext.Provider value={page.facts.product}>
        <FaqEntries.Provider value={faqEntries}>
          <MDXProvider components={landingComponents}>
            {page.frame === "landing" && !hasHero && <Hero />}
            {children}
          </MDXProvider>
          <FaqStructuredData />
        </FaqEntries.Provider>
      </ProductFactsContext.Provider>
    </LandingContext.Provider>
  );
}
