import React from "react";
import { formatCzk, formatNumber, formatPercent } from "../../lib/czech-number";
import { priceKey, serviceKey, type PageFacts, type PriceChannel } from "../../lib/price-facts";

/** What the page template knows about the page: its title and lead (the hero's h1 and lead) and
 * the prices and counts the build computed for it from content/pricing. */
export interface LandingPage {
  /** "article" where the page already has its h1 (the editors' guide shows sections there). */
  frame: "landing" | "article";
  title: string;
  lead?: string | null;
  facts: PageFacts;
  /** The page's route: the hero's motif takes its family's colour (src/lib/page-family.ts). */
  route?: string;
}

export const LandingContext = React.createContext<LandingPage | null>(null);

export function useLandingPage(component: string): LandingPage {
  const page = React.useContext(LandingContext);
  if (!page) throw new Error(`<${component}> works only on pages of content/pages/.`);
  return page;
}

export interface PriceProps {
  /** A column of prices.csv (sms_text, viber…) or a group (sms, whatsapp) meaning its lowest price. */
  channel?: PriceChannel;
  /** A service of meta.yaml `services` (virtual_number, sim_hosting, hlr) instead of a channel. */
  service?: string;
  /** ISO code; the home country (CZ) when left out. */
  country?: string;
  /** Prefix "od": the lowest price of a group. */
  from?: boolean;
  /** A quantity to multiply by: the cost of 1 000 SMS is <Price channel="sms_text" times={1000} />. */
  times?: number;
  /** With VAT (meta.yaml vatRate) instead of without. */
  vat?: boolean;
}

/** The price as text ("od 0,69 Kč"); also what FAQ structured data says for a <Price>. */
export function priceText({ channel, service, country, from, times = 1, vat }: PriceProps, facts: PageFacts): string {
  const key = service ? serviceKey(service) : priceKey(country ?? facts.homeCountry, channel ?? "");
  const unit = facts.prices[key];
  // The build adds every <Price> of a page to its facts and fails on an unknown one.
  if (unit === undefined)
    throw new Error(
      `<Price ${service ? `service="${service}"` : `channel="${channel}" country="${country ?? facts.homeCountry}"`}>: the page's data has no such price.`,
    );
  const value = Math.round(unit * times * (vat ? 1 + facts.vatRate : 1) * 100) / 100;
  return `${from ? "od\u00a0" : ""}${formatCzk(value, Number.isInteger(value) ? 0 : 2)}`;
}

/** A price from content/pricing, without VAT unless `vat`: <Price channel="sms_text" /> → 0,79 Kč. */
export default function Price(props: PriceProps) {
  const { facts } = useLandingPage("Price");
  return <span className="price">{priceText(props, facts)}</span>;
}
Price.textOf = priceText;

/** The volume discounts of content/pricing/meta.yaml in a sentence: <VolumeDiscounts /> → "při
 * 10 000–49 999 SMS měsíčně sleva 5 %, při 50 000–99 999 SMS sleva 10 % a od 100 000 SMS měsíčně
 * individuální nabídka"; `from` → only where the first discount starts ("10 000"), `individual` → only
 * where the individual offer starts ("100 000"). */
export interface VolumeDiscountsProps {
  from?: boolean;
  individual?: boolean;
}

export function volumeDiscountsText({ from, individual }: VolumeDiscountsProps, facts: PageFacts): string {
  const volume = facts.volume;
  // The build gives the page its volume tiers when its MDX has <VolumeDiscounts />.
  if (!volume) throw new Error("<VolumeDiscounts />: the page's data has no volume discounts.");
  const discounted = volume.tiers.filter((tier) => tier.discount > 0);
  if (from) return formatNumber(discounted[0]?.from ?? volume.individualOfferFrom);
  if (individual) return formatNumber(volume.individualOfferFrom);
  const bands = discounted.map(
    (tier, i) =>
      `při ${formatNumber(tier.from)}–${formatNumber(tier.to)} SMS${i === 0 ? " měsíčně" : ""} sleva ${formatPercent(tier.discount)}`,
  );
  const offer = `od ${formatNumber(volume.individualOfferFrom)} SMS měsíčně individuální nabídka`;
  // A no-break space after „a“: the sentence is built here, after the content's typography ran.
  return bands.length ? `${bands.join(", ")} a\u00a0${offer}` : offer;
}

export function VolumeDiscounts(props: VolumeDiscountsProps) {
  const { facts } = useLandingPage("VolumeDiscounts");
  return <>{volumeDiscountsText(props, facts)}</>;
}
VolumeDiscounts.textOf = volumeDiscountsText;

/** How many countries the price list covers: <CountryCount /> → 193. */
export function CountryCount() {
  const { facts } = useLandingPage("CountryCount");
  return <>{formatNumber(facts.countryCount)}</>;
}
CountryCount.textOf = (_props: unknown, facts: PageFacts) => formatNumber(facts.countryCount);
