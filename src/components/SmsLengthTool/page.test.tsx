import React from "react";
import type { PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it, vi } from "vitest";
import { loadPricing } from "../../lib/pricing";
import { countryPriceFields, priceListFields, readPricingFiles } from "../../node/prices";
import SmsLengthPage from "../../templates/sms-length-tool";

// The explanations of /tool/delka-sms/ are static HTML; the prices they quote come from the page's
// query (content/pricing through PriceList and CountryPrice), never from the page's source.

vi.mock("gatsby", async () => ({ ...(await import("../../test-utils/gatsby")), graphql: () => null }));

type Data = Queries.SmsLengthToolPageQuery;

/** The query's answer, made from the fields of the nodes sourceNodes creates (src/node/prices.ts). */
function realData(): Data {
  const { csv, meta } = readPricingFiles();
  const pricing = loadPricing(csv, meta);
  const list = priceListFields(pricing);
  return {
    priceList: { vatRate: list.vatRate, homeCountry: { iso: list.homeCountry } },
    allCountryPrice: {
      nodes: countryPriceFields(pricing).map(({ iso, name, prices }) => ({
        iso,
        name,
        prices: { smsText: prices.smsText ?? null, smsSystem: prices.smsSystem },
      })),
    },
  };
}

const plain = (text: string | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
// The page only reads its data; the rest of PageProps is not used.
const pageProps = (data: Data) => ({ data }) as unknown as PageProps<Data>;
const render = (data: Data) => plain(parse(renderToStaticMarkup(<SmsLengthPage {...pageProps(data)} />)).textContent);

describe("/tool/delka-sms/ explanations", () => {
  it("quote the home and Slovak SMS prices and the VAT rate from the price list", () => {
    const text = render(realData());
    expect(text).toContain(
      "Jedna SMS s textovým odesílatelem stojí bez DPH 0,79 Kč (Česká republika) a 1,29 Kč (Slovensko)",
    );
    expect(text).toContain("K ceně se připočítává DPH 21 %.");
    expect(text).toContain("10 000 SMS, tedy 7 900 Kč bez DPH při ceně 0,79 Kč za SMS (Česká republika)");
  });

  it("follow a change of prices and VAT in the data", () => {
    const data = realData();
    const nodes = data.allCountryPrice.nodes.map((c) =>
      c.iso === "CZ" || c.iso === "SK" ? { ...c, prices: { ...c.prices, smsText: c.iso === "CZ" ? 0.5 : 1.1 } } : c,
    );
    const text = render({ priceList: { ...data.priceList!, vatRate: 0.12 }, allCountryPrice: { nodes } });
    expect(text).toContain("stojí bez DPH 0,50 Kč (Česká republika) a 1,10 Kč (Slovensko)");
    expect(text).toContain("tedy 5 000 Kč bez DPH");
    expect(text).toContain("DPH 12 %");
    expect(text).not.toMatch(/0,79|1,29|7 900|21 %/);
  });
});
