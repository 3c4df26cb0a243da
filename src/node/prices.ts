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
import { loadFacts } from "./product-facts";
import { englishCountryNames } from "./english-country-names";
import type { Family } from "./families/family";
import { csPrices } from "../i18n/cs-prices";

// The price list: content/pricing/prices.csv and meta.yaml are read and validated once, in
// sourceNodes, into one PriceList node. From that node come the country pages /docs/ceny/<slug>/
// (docs frame, pricing sidebar), the price list /ceny/, the credit bonus page /ceny/akce-bonus/,
// the SMS length tool /tool/delka-sms/, the CSV and JSON downloads, the search index's country
// pages and the prices of marketing pages. A country page gets its ids in its context and queries its
// CountryPrice and the pricing sidebar (a DocSidebar node, src/node/doc-sidebar-nodes.ts); the
// other pages get finished data in their context. loadPricing never reaches the browser.

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

/** createSchemaCustomization: the PriceList node is read by build steps, not queried. */
export function createPricingSchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "The validated price list (content/pricing/); its countries are CountryPrice nodes."
    type ${PRICING_NODE_TYPE} implements Node @dontInfer { id: ID! }
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
    id: createNodeId(PRICING_NODE_TYPE),
    pricing,
    internal: { type: PRICING_NODE_TYPE, contentDigest: createContentDigest(pricing) },
  });
  // Each country also as its own node, for developers' queries in GraphiQL.
  for (const country of pricing.countries) {
    const data = {
      ...country,
      nameEn: englishCountryNames(country.iso)[0] ?? country.name,
      route: countryRoute(country.slug),
      vatRate: pricing.meta.vatRate,
      updatedAt: pricing.meta.updatedAt,
    };
    actions.createNode({
      ...data,
      id: createNodeId(`${COUNTRY_NODE_TYPE} ${country.iso}`),
      internal: { type: COUNTRY_NODE_TYPE, contentDigest: createContentDigest(data) },
    });
  }
}

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

// (Gatsby drops a context key named updatedAt, so the price date is called pricesDate.)
export type DateText = { iso: string; text: string };
const dateText = (iso: string): DateText => ({ iso, text: formatCzechDate(iso) });

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

/** A country as the price list's table and search need it. */
export type ListCountry = Pick<CountryPrice, "iso" | "name" | "dialCode" | "aliases" | "prices"> & { href: string };

export type PriceListContext = {
  countries: ListCountry[];
  /** Home country first, then meta.yaml featured. */
  featured: string[];
  vatRate: number;
  pricesDate: DateText;
  volume: Pricing["meta"]["volume"];
  bonus: { validUntil: DateText; tiers: Pricing["meta"]["bonus"]["tiers"] };
  csvHref: string;
  jsonHref: string;
  /** The surcharge for a priority SMS (meta.yaml services.sms_priority), when the list has one. */
  priorityPrice: number | null;
  /** content/facts.yaml freeTestSms: what a new account gets to try. */
  freeTestSms: string;
};

export type BonusPageContext = {
  vatRate: number;
  validUntil: DateText;
  tiers: Pricing["meta"]["bonus"]["tiers"];
  conditions: string[];
  smsPrice: number;
  /** Monthly messages from which the price is an individual offer. */
  individualOfferFrom: number;
};

export type SmsToolPrice = { iso: string; name: string; smsText: number | null; smsSystem: number };
export type SmsToolContext = { smsPrices: SmsToolPrice[]; vatRate: number; homeCountry: string };

export type PricePagePlan =
  | { path: string; kind: "country"; context: CountryPageContext }
  | { path: string; kind: "list"; context: PriceListContext }
  | { path: string; kind: "bonus"; context: BonusPageContext }
  | { path: string; kind: "smsTool"; context: SmsToolContext };

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
  pages.push({
    path: PRICE_LIST_ROUTE,
    kind: "list",
    context: {
      countries: countries.map(({ iso, name, dialCode, aliases, prices, slug }) => ({
        iso,
        name,
        dialCode,
        aliases,
        prices,
        href: countryRoute(slug),
      })),
      featured: [meta.homeCountry, ...meta.featured],
      vatRate: meta.vatRate,
      pricesDate,
      volume: meta.volume,
      bonus: { validUntil: dateText(meta.bonus.validUntil), tiers: meta.bonus.tiers },
      csvHref: CSV_ROUTE,
      jsonHref: JSON_ROUTE,
      priorityPrice: meta.services.sms_priority ?? null,
      freeTestSms: loadFacts().facts.freeTestSms.value,
    },
  });
  const home = countries.find((c) => c.iso === meta.homeCountry);
  pages.push({
    path: BONUS_ROUTE,
    kind: "bonus",
    context: {
      vatRate: meta.vatRate,
      validUntil: dateText(meta.bonus.validUntil),
      tiers: meta.bonus.tiers,
      conditions: meta.bonus.conditions,
      smsPrice: home?.prices.smsText ?? home?.prices.smsSystem ?? 0,
      individualOfferFrom: meta.volume.individualOfferFrom,
    },
  });
  pages.push({
    path: SMS_TOOL_ROUTE,
    kind: "smsTool",
    context: { smsPrices: smsToolPrices(countries), vatRate: meta.vatRate, homeCountry: meta.homeCountry },
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
    // A country page gets its ids: it queries its country (CountryPrice) and the pricing sidebar
    // (a static query, stored once), and takes breadcrumbs and previous/next from the sidebar.
    const context =
      page.kind === "country"
        ? {
            route: page.context.route,
            iso: page.context.country.iso,
            sidebarId: page.context.sidebarId,
            volume: page.context.volume,
            pricesDate: page.context.pricesDate,
          }
        : page.context;
    actions.createPage({ path: page.path, component: templates[page.kind], context: { ...context, ...family } });
  }
  reporter.info?.(
    `Price list: ${pricing.countries.length} country pages, ${PRICE_LIST_ROUTE}, ${BONUS_ROUTE} and ${SMS_TOOL_ROUTE}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// SMS length tool

/** Every country with an SMS price, for the tool's cost estimate (page context of /tool/delka-sms/). */
export const smsToolPrices = (countries: readonly CountryPrice[]): SmsToolPrice[] =>
  countries.map(({ iso, name, prices }) => ({ iso, name, smsText: prices.smsText, smsSystem: prices.smsSystem }));

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
