import Hero from "./Sections/Hero";
import Section from "./Sections/Section";
import FeatureGrid, { Feature } from "./Sections/FeatureGrid";
import Steps, { Step } from "./Sections/Steps";
import KeyFacts from "./Sections/KeyFacts";
import ChannelCards, { ChannelCard } from "./Sections/ChannelCards";
import Comparison from "./Sections/Comparison";
import CtaBand from "./Sections/CtaBand";
import Faq, { Question } from "./Sections/Faq";
import RelatedPages from "./Sections/RelatedPages";
import DeveloperBlock from "./Sections/DeveloperBlock";
import PriceTeaser, { PriceItem } from "./Sections/PriceTeaser";
import Price, { CountryCount } from "./Price";
import Icon from "./Icon";
import SmsMessage from "./Messages/SmsMessage";
import OtpMessage from "./Messages/OtpMessage";
import WhatsAppMessage from "./Messages/WhatsAppMessage";
import ViberMessage from "./Messages/ViberMessage";
import RcsMessage from "./Messages/RcsMessage";

/**
 * The landing-page building blocks, usable without imports in every MDX file of content/pages/
 * (the page template adds them to the components of src/components/mdx.tsx). They live apart from
 * that map so that docs and blog pages, whose shell loads it, do not ship their code.
 * The catalogue with the MDX of each one is the page /markdown-page/.
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
  Icon,
  SmsMessage,
  OtpMessage,
  WhatsAppMessage,
  ViberMessage,
  RcsMessage,
};
