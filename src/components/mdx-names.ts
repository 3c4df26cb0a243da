import type { mdxComponents } from "./mdx";
import type { landingComponents } from "./landing";

/**
 * The names of the components editors can use in MDX without imports, for the build steps that
 * cannot import the maps themselves (they import React components and CSS): src/node/mdx-source.ts
 * names an unknown component (on its page in `gatsby develop`, and in `npm run check:mdx`).
 * `mdx-names.test.ts` holds these lists equal to the maps of ./mdx.tsx and ./landing.tsx.
 */
export const mdxComponentNames = [
  "Callout",
  "Tabs",
  "Tab",
  "StaticCode",
  "ApiErrorCodes",
  "ApiDeliveryCodes",
  "ApiLimits",
  "ApiDownloads",
  "Fact",
  "DeliveryStates",
  "CountryCount",
] as const satisfies readonly (keyof typeof mdxComponents)[];

/** Added for pages of content/pages/ by their template (src/components/landing.tsx). */
export const landingComponentNames = [
  "Hero",
  "Section",
  "FeatureGrid",
  "Feature",
  "Steps",
  "Step",
  "KeyFacts",
  "ChannelCards",
  "ChannelCard",
  "Comparison",
  "CtaBand",
  "Faq",
  "Question",
  "RelatedPages",
  "DeveloperBlock",
  "PriceTeaser",
  "PriceItem",
  "Price",
  "CountryCount",
  "VolumeDiscounts",
  "Fact",
  "OnboardingSteps",
  "DeliveryStates",
  "CustomerStory",
  "Testimonial",
  "CustomerLogos",
  "TrustBadges",
  "Icon",
  "SmsMessage",
  "SmsParts",
  "OtpMessage",
  "WhatsAppMessage",
  "ViberMessage",
  "RcsMessage",
  "Walkthrough",
  "WalkStep",
  "PriceCalculator",
  "CampaignEditor",
  "DeliveryReport",
  "SharedInbox",
  "ChatWidget",
  "ChromePopup",
  "MacAppWindow",
  "IntegrationFlow",
  "ApiExchange",
  "NumberCheck",
  "SystemDiagram",
  "DeliveryLog",
  "PriceTable",
  "SupportAnswer",
  "OnboardingProgress",
] as const satisfies readonly (keyof typeof landingComponents)[];

/** Replaced by a remark plugin before MDX compiles the file (src/node/remark-api-docs.ts). */
export const remarkComponentNames = ["ApiSamples", "ApiFields"] as const;
