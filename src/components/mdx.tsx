import React from "react";
import Link from "../theme/Link";
import Callout from "./Callout";
import Tabs, { Tab } from "./Tabs";
import CodeBlock, { StaticCode } from "./CodeBlock";
import MdxImage from "./MdxImage";
import { MdxTable } from "./TableScroll/MdxTable";
import { H2, H3 } from "./Heading";
import { ApiDeliveryCodes, ApiErrorCodes, ApiLimits } from "./ApiTables";
import ApiDownloads from "./ApiDownloads";
import Fact, { DeliveryStates, DocCountryCount } from "./Fact";

// The components editors can use in MDX without imports. Links go through src/theme/Link (plain
// anchors that src/behaviours/links.ts makes navigate and prefetch). Pages of content/pages/ also get the landing sections of
// ./landing.tsx (Hero, FeatureGrid, Faq, Price, message mock-ups…), added by their template.
export const mdxComponents = {
  a: ({ href, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => <Link href={href} {...props} />,
  table: MdxTable,
  // Docs building blocks: admonitions (also `:::tip`), tabs, highlighted code with a title and a
  // copy button, and headings with a link to themselves.
  Callout,
  Tabs,
  Tab,
  pre: CodeBlock,
  StaticCode,
  // `![Popis](./obrazek.png)`: processed at build time by gatsby-plugin-image (src/node/mdx-images.ts).
  img: MdxImage,
  h2: H2,
  h3: H3,
  // API docs: tables rendered from the OpenAPI file (src/node/openapi.ts).
  ApiErrorCodes,
  ApiDeliveryCodes,
  ApiLimits,
  // The specification and Postman collection downloads (`<ApiDownloads large />` on /docs/api/).
  ApiDownloads,
  // Product facts from content/facts.yaml (src/node/product-facts.ts); landing pages replace
  // CountryCount with their own (src/components/landing.tsx).
  Fact,
  DeliveryStates,
  CountryCount: DocCountryCount,
};
