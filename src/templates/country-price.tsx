import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import DocPage from "../theme/DocPage";
import PageBody from "../../plugins/gatsby-overrides/static-body/PageBody";
import type { StaticBodyContext } from "../../plugins/gatsby-overrides/static-body/page-component";
import CountryPrices, { countryToc } from "../components/CountryPrices";
import { formatCzk } from "../lib/czech-number";
import { czechTypography as c } from "../lib/typography";
import { csPrices } from "../i18n/cs-prices";
import { usePricingSidebar } from "../theme/DocSidebar/use-pricing-sidebar";
import { PRICE_LIST_ROUTE } from "../lib/routes";

// A country's prices (/docs/ceny/<slug>/, src/node/prices.ts): the docs frame with the pricing
// sidebar. The page queries its country (CountryPrice) and the price list's date and volume
// discounts (PriceList); the sidebar, the same on every country page, is a static query, stored
// once (page-data/sq/) and loaded once per visit.

/** What src/node/prices.ts gives a country page. */
export type CountryPageContext = StaticBodyContext & {
  route: string;
  /** The country's ISO code: the CountryPrice the page queries. */
  iso: string;
  sidebarId: string;
};

const titleOf = (name: string) => c(`${name}: ceny SMS a zpráv`);

type Props = PageProps<Queries.CountryPricePageQuery, CountryPageContext>;

export default function CountryPriceTemplate({ data, pageContext }: Props) {
  const sidebar = usePricingSidebar();
  const country = data.countryPrice;
  if (!country || !data.priceList) throw new Error(`Země ${pageContext.iso} v ceníku chybí.`);
  const { route, sidebarId } = pageContext;
  const { volume, updatedAt: pricesDate } = data.priceList;
  return (
    <DocPage
      route={route}
      sidebarId={sidebarId}
      sidebar={sidebar}
      trailStart={[{ label: csPrices.title, href: PRICE_LIST_ROUTE }]}
      title={titleOf(country.name)}
      toc={countryToc(volume)}
      lastUpdated={pricesDate}
    >
      <PageBody pageContext={pageContext}>
        {/* The HTML renderer's body; the browser keeps it as HTML, and the code that renders it
            stays out of the browser bundle (plugins/gatsby-overrides/static-body/). */}
        {process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? null : (
          <CountryPrices country={country} volume={data.priceList.volume} />
        )}
      </PageBody>
    </DocPage>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.CountryPricePageQuery, CountryPageContext>) => {
  const country = data.countryPrice;
  if (!country) return null;
  const from = formatCzk(country.prices.smsText ?? country.prices.smsSystem);
  return (
    <Seo
      title={titleOf(country.name)}
      description={c(
        `${country.name}: SMS od ${from} bez DPH, ceny Viber, WhatsApp a RCS bez DPH i s DPH, cena dlouhých zpráv a pravidla pro odesílatele.`,
      )}
      pathname={location.pathname}
    />
  );
};

export const query = graphql`
  query CountryPricePage($iso: String!) {
    countryPrice(iso: { eq: $iso }) {
      iso
      name
      dialCode
      prices {
        ...ChannelPriceFields
      }
      vatRate
      senderRules
      registrationRequired
      note
    }
    priceList {
      updatedAt {
        iso
        text
      }
      volume {
        individualOfferFrom
        tiers {
          from
          to
          discount
        }
      }
    }
  }
`;
