import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import PriceTable from "../components/PriceTable";
import PriceListDetails from "../components/PriceListDetails";
import PageBody from "../../plugins/gatsby-overrides/static-body/PageBody";
import type { StaticBodyContext } from "../../plugins/gatsby-overrides/static-body/page-component";
import { formatPercent } from "../lib/czech-number";
import { czechTypography as c } from "../lib/typography";
import { csPrices } from "../i18n/cs-prices";
import type { ListCountry, QueriedPageContext } from "../node/prices";
import * as styles from "./prices.module.css";

// /ceny/ (src/node/prices.ts): every country's prices server-rendered (indexable, usable without
// JavaScript); the search box and the VAT checkbox of PriceTable enhance the table. The page
// queries all it shows: the price list (PriceList), its countries (CountryPrice) in the list's
// Czech order, and the free test messages (ProductFact).

type Data = Queries.PriceListPageQuery;
type PriceListContext = QueriedPageContext & StaticBodyContext;

export default function PriceListTemplate({ data, pageContext }: PageProps<Data, PriceListContext>) {
  const priceList = data.priceList;
  if (!priceList) throw new Error("Ceník (PriceList) chybí.");
  if (!data.freeTestSms) throw new Error("Údaj freeTestSms v content/facts.yaml chybí.");
  const { vatRate, updatedAt: pricesDate, csvRoute: csvHref, jsonRoute: jsonHref } = priceList;
  // The query's answer is read-only; PriceTable and its search only read it.
  const countries = data.allCountryPrice.nodes as readonly ListCountry[];
  const featured = [priceList.homeCountry.iso, ...priceList.featured.map((country) => country.iso)];
  const home = countries.find((country) => country.iso === featured[0]);
  return (
    <article className={styles.wide}>
      <header>
        <h1>{c(csPrices.listTitle)}</h1>
        <p className={styles.lead}>
          {c(
            `Platíte jen za odeslané zprávy, bez měsíčního poplatku a bez poplatku za zřízení. Ceny jsou za jednu zprávu v korunách bez DPH, pro české zákazníky se připočítává DPH ${formatPercent(vatRate)}.`,
          )}
        </p>
        <p className={styles.updated}>
          {"Ceny platné od "}
          <time dateTime={pricesDate.iso}>{pricesDate.text}</time>
          {" · "}
          <a href={csvHref} download data-testid="csv-download">
            Stáhnout celý ceník (CSV pro Excel)
          </a>
          {" · "}
          <a href={jsonHref} data-testid="json-download">
            Ceník pro programy (JSON)
          </a>
        </p>
      </header>

      <PageBody pageContext={pageContext}>
        {/* The HTML renderer's part; the browser keeps it as HTML, and the code that renders it
            stays out of the browser bundle (plugins/gatsby-overrides/static-body/). The table's
            search and VAT checkbox are a behaviour of that HTML (src/behaviours/price-table.ts). */}
        {process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? null : (
          <>
            <PriceTable countries={countries} featured={featured} vatRate={vatRate} />
            <p className={styles.note}>
              {c(
                "Pomlčka znamená, že kanál do dané země nenabízíme. Podrobnosti o odesílateli, registraci a ceně dlouhých zpráv najdete na stránce země (klikněte na její název).",
              )}
            </p>
            <PriceListDetails priceList={priceList} home={home} freeTestSms={data.freeTestSms.value} />
          </>
        )}
      </PageBody>
    </article>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={csPrices.listTitle} description={csPrices.listDescription} pathname={location.pathname} />
);

export const query = graphql`
  query PriceListPage {
    priceList {
      updatedAt {
        iso
        text
      }
      vatRate
      homeCountry {
        iso
      }
      featured {
        iso
      }
      volume {
        individualOfferFrom
        tiers {
          from
          to
          discount
        }
        note
      }
      services {
        key
        price
      }
      bonus {
        validUntil {
          iso
          text
        }
        tiers {
          topUp
          bonus
        }
      }
      csvRoute
      jsonRoute
    }
    allCountryPrice(sort: { position: ASC }) {
      nodes {
        iso
        name
        dialCode
        aliases
        href: route
        prices {
          ...ChannelPriceFields
        }
      }
    }
    freeTestSms: productFact(factId: { eq: "freeTestSms" }) {
      value
    }
  }
`;
