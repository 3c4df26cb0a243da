import React from "react";
import type { PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it, vi } from "vitest";
import { loadPricing } from "../../lib/pricing";
import { planPricePages, readPricingFiles, type SmsToolContext } from "../../node/prices";
import SmsLengthPage from "../../templates/sms-length-tool";

// The explanations of /tool/delka-sms/ are static HTML; the prices they quote come from the page
// context (content/pricing), never from the page's source.

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

function realContext(): SmsToolContext {
  const { csv, meta } = readPricingFiles();
  const tool = planPricePages(loadPricing(csv, meta)).find((page) => page.kind === "smsTool");
  if (!tool) throw new Error("no SMS length tool page planned");
  return tool.context;
}

const plain = (text: string | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
// The page only reads pageContext; the rest of PageProps is not used.
const pageProps = (context: SmsToolContext) =>
  ({ pageContext: context }) as unknown as PageProps<object, SmsToolContext>;
const render = (context: SmsToolContext) =>
  plain(parse(renderToStaticMarkup(<SmsLengthPage {...pageProps(context)} />)).textContent);

describe("/tool/delka-sms/ explanations", () => {
  it("quote the home and Slovak SMS prices and the VAT rate from the price list", () => {
    const text = render(realContext());
    expect(text).toContain(
      "Jedna SMS s textovým odesílatelem stojí bez DPH 0,79 Kč (Česká republika) a 1,29 Kč (Slovensko)",
    );
    expect(text).toContain("K ceně se připočítává DPH 21 %.");
    expect(text).toContain("10 000 SMS, tedy 7 900 Kč bez DPH při ceně 0,79 Kč za SMS (Česká republika)");
  });

  it("follow a change of prices and VAT in the data", () => {
    const context = realContext();
    const prices = context.smsPrices.map((p) =>
      p.iso === "CZ" ? { ...p, smsText: 0.5 } : p.iso === "SK" ? { ...p, smsText: 1.1 } : p,
    );
    const text = render({ ...context, smsPrices: prices, vatRate: 0.12 });
    expect(text).toContain("stojí bez DPH 0,50 Kč (Česká republika) a 1,10 Kč (Slovensko)");
    expect(text).toContain("tedy 5 000 Kč bez DPH");
    expect(text).toContain("DPH 12 %");
    expect(text).not.toMatch(/0,79|1,29|7 900|21 %/);
  });
});
