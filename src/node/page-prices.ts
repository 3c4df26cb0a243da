import { lineAt } from "../lib/content-problems";
import {
  PRICE_CHANNELS,
  isPriceChannel,
  priceKey,
  serviceKey,
  type PageFacts,
  type PriceChannel,
} from "../lib/price-facts";
import type { Pricing } from "../lib/pricing";

// Prices on marketing pages come from content/pricing, never from the page text: an editor writes
// <Price channel="sms_text" /> and the build puts the value into the page's context. A price the
// data does not have fails the build naming the file, line and attribute.

const PRICE_TAG = /<(?:Price|PriceItem)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /(\w+)(?:=(?:"([^"]*)"|'([^']*)'))?/g;

export interface PageFactsResult {
  facts: PageFacts;
  problems: string[];
}

/** The source with code (fenced blocks, inline code) blanked out, lines kept: a <Price> shown as
 * an example in code is text, not a price. */
const withoutCode = (source: string) =>
  source.replace(/(`{3,})[\s\S]*?\1|`[^`\n]*`/g, (code) => code.replace(/[^\n]/g, " "));

/** The lowest price of a channel or group in one country, or null where it is not offered. */
function lowest(row: Pricing["countries"][number], channel: PriceChannel): number | null {
  const offered = PRICE_CHANNELS[channel].map((key) => row.prices[key]).filter((p): p is number => p !== null);
  return offered.length ? Math.min(...offered) : null;
}

/**
 * The facts a page may show: every home-country price (a dozen numbers, used by the channel cards
 * and the comparison), the prices of other countries its MDX asks for with <Price country="…">,
 * and the number of countries.
 */
export function pageFactsOf(source: string, file: string, pricing: Pricing): PageFactsResult {
  const home = pricing.meta.homeCountry;
  const facts: PageFacts = {
    prices: {},
    vatRate: pricing.meta.vatRate,
    countryCount: pricing.countries.length,
    homeCountry: home,
    product: { facts: {} },
  };
  for (const [service, price] of Object.entries(pricing.meta.services)) facts.prices[serviceKey(service)] = price;
  const problems: string[] = [];
  const homeRow = pricing.countries.find((c) => c.iso === home);
  for (const channel of Object.keys(PRICE_CHANNELS) as PriceChannel[]) {
    const value = homeRow ? lowest(homeRow, channel) : null;
    if (value !== null) facts.prices[priceKey(home, channel)] = value;
  }
  if (/<VolumeDiscounts\b/.test(withoutCode(source)))
    facts.volume = { individualOfferFrom: pricing.meta.volume.individualOfferFrom, tiers: pricing.meta.volume.tiers };
  for (const match of withoutCode(source).matchAll(PRICE_TAG)) {
    const where = `${file}:${lineAt(source, match.index ?? 0)}`;
    const attributes = Object.fromEntries([...match[1].matchAll(ATTRIBUTE)].map((a) => [a[1], a[2] ?? a[3] ?? true]));
    if (typeof attributes.service === "string") {
      if (!(serviceKey(attributes.service) in facts.prices))
        problems.push(
          `${where}: <Price service="${attributes.service}">: no such service in content/pricing/meta.yaml (services: ${Object.keys(pricing.meta.services).join(", ")})`,
        );
      continue;
    }
    const channel = attributes.channel;
    const country = typeof attributes.country === "string" ? attributes.country.toUpperCase() : home;
    if (typeof channel !== "string" || !isPriceChannel(channel)) {
      problems.push(
        `${where}: <Price> needs service="…" or channel="…", one of ${Object.keys(PRICE_CHANNELS).join(", ")} (got ${JSON.stringify(channel ?? null)})`,
      );
      continue;
    }
    const row = pricing.countries.find((c) => c.iso === country);
    if (!row) {
      problems.push(`${where}: <Price country="${country}">: no such country in content/pricing/prices.csv`);
      continue;
    }
    const value = lowest(row, channel);
    if (value === null) {
      problems.push(
        `${where}: <Price country="${country}" channel="${channel}">: content/pricing/prices.csv has no such price for ${row.name}`,
      );
      continue;
    }
    facts.prices[priceKey(country, channel)] = value;
  }
  return { facts, problems };
}
