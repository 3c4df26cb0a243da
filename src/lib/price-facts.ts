// The prices, counts and product facts a page shows, as the components get them (src/components/
// Price, Fact). The build checks what a page's MDX names and gives the page only their keys
// (src/node/page-prices.ts, product-facts.ts); the page template queries the values from the nodes
// (CountryPrice, PriceList, ProductFact…) and builds these objects from the answer (below).

import type { ProductFacts } from "./product-facts";
import type { CustomerStory } from "./customers";

/** A price column of content/pricing/prices.csv, or a group whose lowest price is meant. */
export const PRICE_CHANNELS = {
  sms_text: ["smsText"],
  sms_system: ["smsSystem"],
  viber: ["viber"],
  whatsapp_marketing: ["whatsappMarketing"],
  whatsapp_utility: ["whatsappUtility"],
  whatsapp_authentication: ["whatsappAuthentication"],
  rcs: ["rcs"],
  sms: ["smsText", "smsSystem"],
  whatsapp: ["whatsappMarketing", "whatsappUtility", "whatsappAuthentication"],
} as const;
export type PriceChannel = keyof typeof PRICE_CHANNELS;

/** A price column of prices.csv: smsText, viber… */
export type PriceColumn = (typeof PRICE_CHANNELS)[PriceChannel][number];
/** A country's prices by column (CountryPrice.prices); null where the channel is not offered. */
export type ChannelPrices = { readonly [column in PriceColumn]?: number | null };

export const isPriceChannel = (value: string): value is PriceChannel => Object.hasOwn(PRICE_CHANNELS, value);

/** The key of one price in a page's facts: "CZ:sms_text". */
export const priceKey = (country: string, channel: string) => `${country.toUpperCase()}:${channel}`;

/** The key of a service price: "service:virtual_number". */
export const serviceKey = (service: string) => `service:${service}`;

export interface PageFacts {
  /** CZK without VAT by priceKey and serviceKey. */
  prices: Record<string, number>;
  /** VAT as a fraction: 0.21. */
  vatRate: number;
  /** Countries in the price list. */
  countryCount: number;
  /** The country a price means when a page names none ("CZ"). */
  homeCountry: string;
  /** The product facts the page names (content/facts.yaml, src/node/product-facts.ts). */
  product: ProductFacts;
  /** The monthly SMS volume discounts (content/pricing/meta.yaml `volume`), when the page shows
   * them with <VolumeDiscounts />. */
  volume?: { individualOfferFrom: number; tiers: { from: number; to: number; discount: number }[] };
  /** The customer stories the page shows, by id (content/customers, src/node/customers.ts). */
  customers?: Record<string, CustomerStory>;
}

/** The lowest price of a channel or group in one country, or null where it is not offered. */
export function lowestPrice(prices: ChannelPrices, channel: PriceChannel): number | null {
  const offered = PRICE_CHANNELS[channel]
    .map((column) => prices[column])
    .filter((p): p is number => typeof p === "number");
  return offered.length ? Math.min(...offered) : null;
}

type Country = { readonly iso: string; readonly prices: ChannelPrices };

/** What a page's query answers about prices (src/templates/page.tsx). */
export interface PricesAnswer {
  /** PriceList.vatRate. */
  vatRate: number;
  /** PriceList.homeCountry. */
  homeCountry: Country;
  /** PriceList.services. */
  services: readonly { readonly key: string; readonly price: number }[];
  /** PriceList.volume, queried only by a page with <VolumeDiscounts />. */
  volume?: {
    readonly individualOfferFrom: number;
    readonly tiers: readonly { readonly from: number; readonly to: number; readonly discount: number }[];
  } | null;
  /** The other countries whose prices the page names (<Price country="SK" …>). */
  countries: readonly Country[];
  /** The number of CountryPrice nodes. */
  countryCount: number;
}

/** A page's PageFacts from its query's answer: every service, each channel and group of the home
 * country and of the countries the page names, VAT, the country count, the volume discounts where
 * queried, and the product facts. */
export function pageFactsFrom(answer: PricesAnswer, product: ProductFacts): PageFacts {
  const prices: Record<string, number> = {};
  for (const { key, price } of answer.services) prices[serviceKey(key)] = price;
  for (const country of [answer.homeCountry, ...answer.countries])
    for (const channel of Object.keys(PRICE_CHANNELS) as PriceChannel[]) {
      const value = lowestPrice(country.prices, channel);
      if (value !== null) prices[priceKey(country.iso, channel)] = value;
    }
  const { volume } = answer;
  return {
    prices,
    vatRate: answer.vatRate,
    countryCount: answer.countryCount,
    homeCountry: answer.homeCountry.iso,
    product,
    ...(volume
      ? {
          volume: { individualOfferFrom: volume.individualOfferFrom, tiers: volume.tiers.map((tier) => ({ ...tier })) },
        }
      : {}),
  };
}

/** What a page's or doc's query answers about product facts (ProductFact, OnboardingStep and
 * DeliveryState nodes); the steps and states only where the page shows them. */
export interface ProductFactsAnswer {
  facts: readonly { readonly factId: string; readonly value: string; readonly short: string }[];
  onboarding?: readonly {
    readonly title: string;
    readonly text: string;
    readonly href?: string | null;
    readonly linkLabel?: string | null;
  }[];
  deliveryStates?: readonly { readonly name: string; readonly text: string; readonly statuses: readonly string[] }[];
  /** The number of CountryPrice nodes, queried by a doc with <CountryCount />. */
  countryCount?: number;
}

/** The ProductFacts the components read from the query's answer: a fact's short form only where it
 * differs from its value (ProductFact.short is the value where the data has none). */
export function productFactsFrom({
  facts,
  onboarding,
  deliveryStates,
  countryCount,
}: ProductFactsAnswer): ProductFacts {
  const product: ProductFacts = {
    facts: Object.fromEntries(
      facts.map(({ factId, value, short }) => [factId, short === value ? { value } : { value, short }]),
    ),
  };
  if (onboarding)
    product.onboarding = onboarding.map(({ href, linkLabel, ...step }) => ({
      ...step,
      ...(href ? { href } : {}),
      ...(linkLabel ? { linkLabel } : {}),
    }));
  if (deliveryStates)
    product.deliveryStates = deliveryStates.map((state) => ({ ...state, statuses: [...state.statuses] }));
  if (countryCount !== undefined) product.countryCount = countryCount;
  return product;
}
