import { countryRoute } from "../../lib/routes";
import { PRICING_FILES, createPricePages, createPricingSchema, readPricing, sourcePricing } from "../prices";
import type { Family, FamilyModule } from "./family";

// The price list (src/node/prices.ts): content/pricing/prices.csv and meta.yaml as nodes, a page
// per country, and the required routes /ceny/, /ceny/akce-bonus/ and /tool/delka-sms/.

export const country: Family = {
  name: "country",
  pattern: "/docs/ceny/<country-slug>/",
  source: `${PRICING_FILES.csv}: one page per country`,
  members: (root) => readPricing(root).countries.map((c) => countryRoute(c.slug)),
};

export const prices: FamilyModule = {
  name: "price list",
  families: [country],
  createSchemaCustomization: createPricingSchema,
  sourceNodes: sourcePricing,
  createPages: (args) => createPricePages(args, country),
};
