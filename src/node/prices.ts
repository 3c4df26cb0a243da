import fs from "node:fs";
import path from "node:path";
import type { Actions, CreateSchemaCustomizationArgs, Node, NodePluginArgs, Reporter, SourceNodesArgs } from "gatsby";
import {
  loadPricing,
  PricingError,
  PRICE_COLUMNS,
  compareCzech,
  type Channel,
  type CountryPrice,
  type Pricing,
} from "../lib/pricing";
import type { SidebarLinkItem, Sidebars } from "../config/sidebars";
import { breadcrumbTrail, neighbours, type SidebarEntry } from "../lib/doc-sidebar";
import { BONUS_ROUTE, CSV_ROUTE, JSON_ROUTE, PRICE_LIST_ROUTE, SMS_TOOL_ROUTE, countryRoute } from "../lib/routes";
import { formatCzechDate } from "../lib/czech-date";
import { formatContentProblems } from "../lib/content-problems";
import { czechTypography } from "../lib/typography";
import { englishCountryNames } from "./english-country-names";
import type { Family } from "./families/family";
import { csPrices } from "../i18n/cs-prices";
import { queriedStaticBody } from "../../plugins/gatsby-overrides/static-body/page-component";

// The price list: content/pricing/prices.csv and meta.yaml are read and validated once, in
// sourceNodes, into one PriceList node (VAT, services, volume discounts, credit bonus) and a
// CountryPrice node per country. From them come the country pages /docs/ceny/<slug>/ (docs frame,
// pricing sidebar), the price list /ceny/, the credit bonus page /ceny/akce-bonus/, the SMS length
// tool /tool/delka-sms/, the CSV and JSON downloads, the search index's country pages and the
// prices of marketing pages. A country page gets its ids in its context and queries its
// CountryPrice and the pricing sidebar (a DocSidebar node, src/node/doc-sidebar-nodes.ts); /ceny/
// and /ceny/akce-bonus/ query all they show; the SMS length tool gets its prices in its context.
// loadPricing never reaches the browser.

export const PRICING_FILES = { csv: "content/pricing/prices.csv", meta: "content/pricing/meta.yaml" } as const;
export const PRICING_SIDEBAR = "pricing";
export const PRICING_NODE_TYPE = "PriceList";
export const COUNTRY_NODE_TYPE = "CountryPrice";

const templates = {
  country: path.resolve("src/templates/country-price.tsx"),
  list: path.resolve("src/templates/price-list.tsx"),
  bonus: path.resolve("src/templates/price-bonus.tsx"),
  smsTool: path.resolve("src/templates/sms-length-tool.tsx"),
};

export type PricingTexts = { csv: string; meta: string };
export const readPricingFiles = (root = process.cwd()): PricingTexts => ({
  csv: fs.readFileSync(path.join(root, PRICING_FILES.csv), "utf8"),
  meta: fs.readFileSync(path.join(root, PRICING_FILES.meta), "utf8"),
});

/** The texts validated into a Pricing; a PricingError names file, line, ISO code and column. */
const parsePricing = (texts: PricingTexts): Pricing =>
  loadPricing(texts.csv, texts.meta, { csvFile: PRICING_FILES.csv, metaFile: PRICING_FILES.meta });

let parsed: { key: string; pricing: Pricing } | undefined;

/**
 * The price list of content/pricing/, read and validated once per build for every step that needs
 * it: sourceNodes (the nodes every page step reads), the Markdown twins, and the country family's
 * members (src/node/families/prices.ts). Read again only when a file changed since (`gatsby
 * develop`). Throws a PricingError on bad data.
 */
export function readPricing(root = process.cwd()): Pricing {
  const key = [root, ...Object.values(PRICING_FILES).map((file) => fs.statSync(path.join(root, file)).mtimeMs)].join(
    " ",
  );
  if (parsed?.key !== key) parsed = { key, pricing: parsePricing(readPricingFiles(root)) };
  return parsed.pricing;
}

type Panic = Pick<Reporter, "panicOnBuild">;
/** The part of any Gatsby API's arguments that reads the price data. */
export type PricingSource = Pick<NodePluginArgs, "getNodesByType">;

/** createSchemaCustomization: the price list's types. The PriceList node also holds the whole
 * Pricing (not in the schema) for the build steps that read it (pricingOf). */
export function createPricingSchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "The price list's common data (content/pricing/meta.yaml): VAT, services, volume discounts and the credit bonus. Its countries are CountryPrice nodes."
    type ${PRICING_NODE_TYPE} implements Node @dontInfer {
      "The day the prices are valid from."
      updatedAt: PriceDate!
      "The currency of every price: CZK."
      currency: String!
      "VAT as a fraction (0.21), to add to every price for Czech customers."
      vatRate: Float!
      "The home country, shown first on /ceny/: Česká republika."
      homeCountry: CountryPrice! @link(by: "iso")
      "The most asked-for countries after the home country, in the order /ceny/ shows them."
      featured: [CountryPrice!]! @link(by: "iso")
      "Discounts on SMS by monthly volume, to every country."
      volume: VolumeDiscounts!
      "Prices of services other than messages (virtual number, SIM hosting, HLR query, priority SMS), in the order of meta.yaml."
      services: [PriceService!]!
      "The credit top-up bonus (/ceny/akce-bonus/)."
      bonus: CreditBonus!
      "The whole price list as CSV for Czech Excel (semicolons, decimal commas): /ceny/cenik-depese.csv."
      csvRoute: String!
      "The same data as JSON for programs: /ceny/cenik.json."
      jsonRoute: String!
    }
    "A day of the price list."
    type PriceDate @dontInfer {
      "YYYY-MM-DD: 2026-11-01."
      iso: String!
      "Written the Czech way, with non-breaking spaces: 1. listopadu 2026."
      text: String!
    }
    "Discounts on SMS (text sender and system number, to every country) by the number sent in a calendar month."
    type VolumeDiscounts @dontInfer {
      "Monthly messages from which the price is an individual offer: 100000."
      individualOfferFrom: Int!
      "The bands below the individual offer, ascending, each right after the previous one."
      tiers: [VolumeTier!]!
      "The discounts' conditions, shown under the table on /ceny/."
      note: String
    }
    "A band of monthly SMS volume and its discount off the list price."
    type VolumeTier @dontInfer {
      "The band's first message count: 10000."
      from: Int!
      "The band's last message count: 49999."
      to: Int!
      "The discount as a fraction (0.05 = 5 %); 0 for the list price."
      discount: Float!
    }
    "A service other than messages and its price."
    type PriceService @dontInfer {
      "The service's key in meta.yaml, as pages name it (<Price service=\\"virtual_number\\" />): virtual_number, sim_hosting, hlr, sms_priority."
      key: String!
      "CZK without VAT: a month of a virtual number or a hosted SIM, one HLR query, the surcharge for a priority SMS."
      price: Float!
    }
    "Bonus credit for a one-off top-up of prepaid credit."
    type CreditBonus @dontInfer {
      "The last day a top-up earns the bonus."
      validUntil: PriceDate!
      "The bonus by top-up, from the smallest top-up to the largest; the highest tier reached applies."
      tiers: [BonusTier!]!
      "The offer's conditions, one sentence each (Czech)."
      conditions: [String!]!
    }
    "A tier of the credit bonus."
    type BonusTier @dontInfer {
      "The smallest one-off top-up of the tier, CZK without VAT: 20000."
      topUp: Float!
      "The bonus credit as a fraction of the top-up: 0.05 = 5 %."
      bonus: Float!
    }
    "CZK per message without VAT by channel; null where the channel is not offered in the country."
    type ChannelPrices @dontInfer {
      "SMS with a text (alphanumeric) sender; null where the country allows none."
      smsText: Float
      "SMS from a system number; offered everywhere."
      smsSystem: Float!
      "Viber business message."
      viber: Float
      "WhatsApp marketing template."
      whatsappMarketing: Float
      "WhatsApp utility (service) template."
      whatsappUtility: Float
      "WhatsApp authentication template (one-time codes)."
      whatsappAuthentication: Float
      "RCS message, whatever it contains (one price per delivered message)."
      rcs: Float
    }
    "One country of the price list (content/pricing/prices.csv), with its page /docs/ceny/<slug>/."
    type ${COUNTRY_NODE_TYPE} implements Node @dontInfer {
      "ISO 3166-1 alpha-2 code, upper case: CZ."
      iso: String!
      "Czech short name: Německo."
      name: String!
      "English short name, for developers who search in English: Germany."
      nameEn: String!
      "URL slug of the Czech name: nemecko."
      slug: String!
      "1 for the first country of the price list, which is in Czech alphabetical order (Ch after H, Č after C): sort by it to list the countries as /ceny/ does."
      position: Int!
      "The country's price page: /docs/ceny/nemecko/."
      route: String!
      "International dialling code: +49 (NANP islands with one area code carry it: +1 876)."
      dialCode: String!
      "CZK per message without VAT, by channel."
      prices: ChannelPrices!
      "VAT as a fraction (0.21), to add to every price."
      vatRate: Float!
      "Short Czech note on sender ID rules."
      senderRules: String!
      "Whether a sender ID must be registered with local operators or a regulator."
      registrationRequired: Boolean!
      "A note for the country, when there is one."
      note: String
      "Other names visitors search for (meta.yaml aliases): Česko, USA."
      aliases: [String!]!
      "The day the price list was last updated (YYYY-MM-DD)."
      updatedAt: String!
    }
  `);
}

/**
 * sourceNodes: the price list (readPricing; in tests, the texts `read` gives) as nodes. Bad data
 * (unknown or duplicate ISO code, duplicate slug, missing or non-positive price, malformed row…)
 * panics the build with the PricingError's problems under the content heading, each naming the
 * file, line, ISO code and column.
 */
export function sourcePricing(
  {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
  }: Pick<SourceNodesArgs, "createNodeId" | "createContentDigest"> & {
    actions: Pick<Actions, "createNode">;
    reporter: Panic;
  },
  read?: () => PricingTexts,
): void {
  let pricing: Pricing;
  try {
    pricing = read ? parsePricing(read()) : readPricing();
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    reporter.panicOnBuild(formatContentProblems(error.problems));
    return;
  }
  actions.createNode({
    ...priceListFields(pricing),
    id: createNodeId(PRICING_NODE_TYPE),
    pricing,
    internal: { type: PRICING_NODE_TYPE, contentDigest: createContentDigest(pricing) },
  });
  // Each country as its own node: its page, /ceny/ and developers' queries in GraphiQL.
  for (const data of countryPriceFields(pricing)) {
    actions.createNode({
      ...data,
      id: createNodeId(`${COUNTRY_NODE_TYPE} ${data.iso}`),
      internal: { type: COUNTRY_NODE_TYPE, contentDigest: createContentDigest(data) },
    });
  }
}

/** A day of the price list as pages show it (the type PriceDate). */
export type DateText = { iso: string; text: string };
const dateText = (iso: string): DateText => ({ iso, text: formatCzechDate(iso) });

/** The PriceList node's fields in the schema, from the validated price data; homeCountry and
 * featured hold ISO codes, which the schema links to CountryPrice nodes. */
export function priceListFields(pricing: Pricing) {
  const { meta } = pricing;
  return {
    updatedAt: dateText(meta.updatedAt),
    currency: meta.currency,
    vatRate: meta.vatRate,
    homeCountry: meta.homeCountry,
    featured: meta.featured,
    volume: { ...meta.volume, note: meta.volume.note ?? null },
    services: Object.entries(meta.services).map(([key, price]) => ({ key, price })),
    bonus: { ...meta.bonus, validUntil: dateText(meta.bonus.validUntil) },
    csvRoute: CSV_ROUTE,
    jsonRoute: JSON_ROUTE,
  };
}

/** The CountryPrice nodes' fields: each country with its English name, page, place in the list and
 * the price list's VAT and date. */
export const countryPriceFields = (pricing: Pricing) =>
  pricing.countries.map((country, i) => ({
    ...country,
    nameEn: englishCountryNames(country.iso)[0] ?? country.name,
    route: countryRoute(country.slug),
    position: i + 1,
    vatRate: pricing.meta.vatRate,
    updatedAt: pricing.meta.updatedAt,
  }));

/** The price data sourcePricing validated, or null when it failed the build. */
export function pricingOf({ getNodesByType }: PricingSource): Pricing | null {
  const node = getNodesByType(PRICING_NODE_TYPE)[0] as (Node & { pricing: Pricing }) | undefined;
  return node?.pricing ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sidebar

/** The pricing sidebar: one link per country, in Czech alphabetical order, each once. */
export function pricingSidebar(countries: readonly CountryPrice[]): Sidebars {
  return { [PRICING_SIDEBAR]: pricingSidebarLinks(countries) };
}

function pricingSidebarLinks(countries: readonly CountryPrice[]): SidebarLinkItem[] {
  const seen = new Set<string>();
  return [...countries]
    .sort((a, b) => compareCzech(a.name, b.name))
    .filter((c) => (seen.has(c.slug) ? false : (seen.add(c.slug), true)))
    .map((c) => ({ type: "link" as const, label: c.name, href: countryRoute(c.slug) }));
}

/** Generator for src/node/generated-sidebars.ts. */
export const generatePricingSidebar = (args: PricingSource): Sidebars => {
  const pricing = pricingOf(args);
  return pricing ? pricingSidebar(pricing.countries) : {};
};

// ---------------------------------------------------------------------------------------------
// Pages

/** What a country page shows, planned from the price data (the tests render from it); the page
 * gets only route, iso and sidebarId in its context and queries the rest. */
export type CountryPageContext = {
  route: string;
  sidebarId: string;
  sidebar: SidebarEntry[];
  breadcrumbs: { label: string; href?: string }[];
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  country: CountryPrice;
  vatRate: number;
  pricesDate: DateText;
  /** Volume tiers apply to SMS to every country. */
  volume: Pricing["meta"]["volume"];
};

/** A country as the price list's table and search need it (/ceny/ queries it from CountryPrice). */
export type ListCountry = Pick<CountryPrice, "iso" | "name" | "dialCode" | "aliases" | "prices"> & { href: string };

/** /ceny/ and /ceny/akce-bonus/ query everything they show (PriceList, CountryPrice): no context. */
export type QueriedPageContext = Record<string, never>;

/** A country's SMS prices as the SMS length tool takes them (its page queries CountryPrice). */
export type SmsToolPrice = { iso: string; name: string; smsText: number | null; smsSystem: number };

export type PricePagePlan =
  | { path: string; kind: "country"; context: CountryPageContext }
  | { path: string; kind: "list"; context: QueriedPageContext }
  | { path: string; kind: "bonus"; context: QueriedPageContext }
  | { path: string; kind: "smsTool"; context: QueriedPageContext };

/** Every page of the price list, from loaded data (pure: the tests call it). */
export function planPricePages(pricing: Pricing): PricePagePlan[] {
  const { countries, meta } = pricing;
  const items = pricingSidebarLinks(countries);
  const sidebar: SidebarEntry[] = items.map((item) => ({
    type: "link",
    label: czechTypography(item.label),
    href: item.href,
  }));
  const pricesDate = dateText(meta.updatedAt);
  const pages: PricePagePlan[] = countries.map((country) => {
    const route = countryRoute(country.slug);
    return {
      path: route,
      kind: "country",
      context: {
        route,
        sidebarId: PRICING_SIDEBAR,
        sidebar,
        breadcrumbs: [{ label: csPrices.title, href: PRICE_LIST_ROUTE }, ...breadcrumbTrail(sidebar, route)],
        ...neighbours(sidebar, route),
        country,
        vatRate: meta.vatRate,
        pricesDate,
        volume: meta.volume,
      },
    };
  });
  pages.push({ path: PRICE_LIST_ROUTE, kind: "list", context: {} });
  pages.push({ path: BONUS_ROUTE, kind: "bonus", context: {} });
  pages.push({
    path: SMS_TOOL_ROUTE,
    kind: "smsTool",
    context: {},
  });
  return pages;
}

/** createPages: the country pages (the family `country`, src/node/families/prices.ts), /ceny/,
 * /ceny/akce-bonus/ and the SMS length tool. */
export function createPricePages(
  {
    actions,
    reporter,
    getNodesByType,
  }: PricingSource & { actions: Pick<Actions, "createPage">; reporter: Partial<Pick<Reporter, "info">> },
  country: Family,
): void {
  const pricing = pricingOf({ getNodesByType });
  if (!pricing) return;
  const pages = planPricePages(pricing);
  for (const page of pages) {
    // Country pages are a family; /ceny/, /ceny/akce-bonus/ and the SMS length tool are required routes.
    const family = page.kind === "country" ? { family: country.name } : {};
    // A country page gets its ids: it queries its country (CountryPrice), the price list's date
    // and volume discounts (PriceList) and the pricing sidebar (a static query, stored once), and
    // takes breadcrumbs and previous/next from the sidebar.
    // A country's prices and what /ceny/ says below its table are static bodies in production
    // (plugins/gatsby-overrides/static-body/).
    const context =
      page.kind === "country"
        ? {
            route: page.context.route,
            iso: page.context.country.iso,
            sidebarId: page.context.sidebarId,
            ...queriedStaticBody(),
          }
        : page.kind === "list"
          ? { ...page.context, ...queriedStaticBody() }
          : page.context;
    actions.createPage({ path: page.path, component: templates[page.kind], context: { ...context, ...family } });
  }
  reporter.info?.(
    `Price list: ${pricing.countries.length} country pages, ${PRICE_LIST_ROUTE}, ${BONUS_ROUTE} and ${SMS_TOOL_ROUTE}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// CSV download

const CSV_HEADERS: [string, (c: CountryPrice) => string][] = [
  ["Země", (c) => c.name],
  ["Kód ISO", (c) => c.iso],
  ["Předvolba", (c) => c.dialCode],
  ...(Object.values(PRICE_COLUMNS) as Channel[]).map((channel): [string, (c: CountryPrice) => string] => [
    // Plain spaces in a data file: the shell strings carry typographic non-breaking spaces.
    `${csPrices.channels[channel].replace(/\u00a0/g, " ")} (Kč bez DPH)`,
    (c) => (c.prices[channel] === null ? "" : String(c.prices[channel]).replace(".", ",")),
  ]),
  ["Textový odesílatel", (c) => c.senderRules],
  ["Registrace odesílatele", (c) => (c.registrationRequired ? "ano" : "ne")],
  ["Poznámka", (c) => c.note ?? ""],
];

const csvCell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The whole price list for Czech Excel: UTF-8 with BOM, semicolons, decimal commas, CRLF. */
export function priceListCsv(countries: readonly CountryPrice[]): string {
  const lines = [CSV_HEADERS.map(([h]) => h), ...countries.map((c) => CSV_HEADERS.map(([, get]) => get(c)))];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** onPostBuild (before the link guard): public/ceny/cenik-depese.csv. */
export function writePriceListCsv(args: PricingSource, publicDir = path.resolve("public")): void {
  const pricing = pricingOf(args);
  if (!pricing) return;
  const file = path.join(publicDir, CSV_ROUTE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, priceListCsv(pricing.countries));
}

// ---------------------------------------------------------------------------------------------
// JSON download

/** The same data as the CSV for programs: prices in CZK without VAT as numbers, null where a
 * channel is not offered. */
export function priceListJson(pricing: Pricing): string {
  const data = {
    updatedAt: pricing.meta.updatedAt,
    currency: "CZK",
    vatIncluded: false,
    vatRate: pricing.meta.vatRate,
    countries: pricing.countries.map((c) => ({
      iso: c.iso,
      name: c.name,
      dialCode: c.dialCode,
      prices: c.prices,
      senderRules: c.senderRules,
      registrationRequired: c.registrationRequired,
      note: c.note,
    })),
  };
  return JSON.stringify(data, null, 2) + "\n";
}

/** onPostBuild (before the link guard): public/ceny/cenik.json. */
export function writePriceListJson(args: PricingSource, publicDir = path.resolve("public")): void {
  const pricing = pricingOf(args);
  if (!pricing) return;
  const file = path.join(publicDir, JSON_ROUTE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, priceListJson(pricing));
}
