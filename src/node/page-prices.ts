import { lineAt } from "../lib/content-problems";
import { PRICE_CHANNELS, isPriceChannel, lowestPrice } from "../lib/price-facts";
import type { Pricing } from "../lib/pricing";

// Prices on marketing pages come from content/pricing, never from the page text: an editor writes
// <Price channel="sms_text" /> and the build checks it against the price list and gives the page
// the keys its query needs (the countries it names, whether it shows the volume discounts); the
// template queries the values (src/templates/page.tsx). A price the data does not have fails the
// build naming the file, line and attribute.

const PRICE_TAG = /<(?:Price|PriceItem)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /(\w+)(?:=(?:"([^"]*)"|'([^']*)'))?/g;

/** What a page's prices need from its query. */
export interface PagePrices {
  /** ISO codes of the countries besides the home country whose prices the page names, in the
   * order it first names them: the page queries their CountryPrice nodes. */
  countries: string[];
  /** The page shows the volume discounts (<VolumeDiscounts />): it queries PriceList.volume. */
  volume: boolean;
}

export interface PagePricesResult extends PagePrices {
  /** "file:line: …" for each price the data does not have. */
  problems: string[];
}

/** The source with code (fenced blocks, inline code) blanked out, lines kept: a <Price> shown as
 * an example in code is text, not a price. */
const withoutCode = (source: string) =>
  source.replace(/(`{3,})[\s\S]*?\1|`[^`\n]*`/g, (code) => code.replace(/[^\n]/g, " "));

/**
 * The prices a page names, checked against the price list. Every page gets the home country's
 * prices (a dozen numbers, used by the channel cards and the comparison), the services' and the
 * number of countries from its query; this finds the other countries its MDX asks for with
 * <Price country="…"> and whether it shows the volume discounts.
 */
export function pagePricesOf(source: string, file: string, pricing: Pricing): PagePricesResult {
  const home = pricing.meta.homeCountry;
  const result: PagePricesResult = { countries: [], volume: false, problems: [] };
  const { problems } = result;
  const code = withoutCode(source);
  if (/<VolumeDiscounts\b/.test(code)) result.volume = true;
  for (const match of code.matchAll(PRICE_TAG)) {
    const where = `${file}:${lineAt(source, match.index ?? 0)}`;
    const attributes = Object.fromEntries([...match[1].matchAll(ATTRIBUTE)].map((a) => [a[1], a[2] ?? a[3] ?? true]));
    if (typeof attributes.service === "string") {
      if (!Object.hasOwn(pricing.meta.services, attributes.service))
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
    if (lowestPrice(row.prices, channel) === null) {
      problems.push(
        `${where}: <Price country="${country}" channel="${channel}">: content/pricing/prices.csv has no such price for ${row.name}`,
      );
      continue;
    }
    if (country !== home && !result.countries.includes(country)) result.countries.push(country);
  }
  return result;
}
