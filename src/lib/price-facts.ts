// The prices and counts a marketing page shows, as the build hands them to the page: only the
// values its MDX asks for, so a page's data stays small. Shared by the build step that computes
// them (src/node/page-prices.ts) and the components that render them (src/components/Price).

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
