import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LandingContext, type LandingPage } from "../Price";
import { landingComponents } from "../landing";
import { gridColumns } from "./Frame";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

import { FaqEntries, FaqStructuredData } from "./Faq";

const { Hero, Faq, Question, Price, CountryCount, ChannelCards, ChannelCard, Comparison, SmsMessage } =
  landingComponents;

const facts = {
  prices: {
    "CZ:sms": 0.69,
    "CZ:sms_text": 0.79,
    "CZ:rcs": 0.89,
    "CZ:viber": 0.55,
    "CZ:whatsapp": 0.6,
    "SK:sms_text": 1.29,
    "service:virtual_number": 290,
  },
  vatRate: 0.21,
  countryCount: 193,
  homeCountry: "CZ",
  product: { facts: {} },
};
const landing: LandingPage = {
  frame: "landing",
  title: "Hromadné SMS pro firmy",
  lead: "Jedna věta o hodnotě.",
  facts,
};
const renderOn = (node: React.ReactNode, page: LandingPage = landing) =>
  render(<LandingContext.Provider value={page}>{node}</LandingContext.Provider>);

afterEach(cleanup);

describe("Hero", () => {
  it("shows the page title as the only h1, the lead, registration first and the second button", () => {
    renderOn(
      <Hero secondaryHref="/ceny/" secondaryLabel="Zobrazit ceník">
        <SmsMessage sender="Botnik">Text</SmsMessage>
      </Hero>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hromadné SMS pro firmy");
    expect(screen.getByText("Jedna věta o hodnotě.")).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links[0].getAttribute("href")).toMatch(/\/registrace\/$/);
    expect(links[1].getAttribute("href")).toBe("/ceny/");
    expect(screen.getByRole("figure")).toBeTruthy();
  });

  it("in the article frame, where the page has its h1, renders its title as text", () => {
    renderOn(<Hero />, { ...landing, frame: "article" });
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByText("Hromadné SMS pro firmy")).toBeTruthy();
  });

  it("names the page's family for the motif's colour, from the route", () => {
    const { container } = renderOn(<Hero />, { ...landing, route: "/whatsapp/ceny/" });
    expect(container.querySelector("section")?.getAttribute("data-family")).toBe("whatsapp");
    cleanup();
    expect(
      renderOn(<Hero />)
        .container.querySelector("section")
        ?.hasAttribute("data-family"),
    ).toBe(false);
  });
});

describe("Price", () => {
  it("formats prices from the page's facts: groups, other countries, quantities, VAT, services", () => {
    renderOn(
      <p>
        <Price channel="sms" from /> | <Price country="SK" channel="sms_text" /> |{" "}
        <Price channel="sms_text" times={1000} /> | <Price channel="sms_text" times={1000} vat /> |{" "}
        <Price service="virtual_number" /> | <CountryCount />
      </p>,
    );
    expect(screen.getByText(/\|/).textContent).toBe(
      "od\u00a00,69\u00a0Kč | 1,29\u00a0Kč | 790\u00a0Kč | 955,90\u00a0Kč | 290\u00a0Kč | 193",
    );
  });

  it("fails loudly on a price the page's data lacks", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderOn(<Price country="DE" channel="viber" />)).toThrow(/DE.*no such price/);
  });
});

describe("Faq", () => {
  it("emits one FAQPage for all groups, with the visible questions and the answers' text, prices included", () => {
    const { container } = renderOn(
      <FaqEntries.Provider value={new Map()}>
        <Faq>
          <Question q="Kolik stojí SMS na Slovensko?">
            <p>
              Stojí <Price country="SK" channel="sms_text" /> bez DPH, viz <a href="/ceny/">ceník</a>.
            </p>
          </Question>
        </Faq>
        <Faq title="Další otázky">
          <Question q="Musím podepsat smlouvu?">Nemusíte.</Question>
        </Faq>
        <FaqStructuredData />
      </FaqEntries.Provider>,
    );
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      [...container.querySelectorAll("summary")].map((s) => s.textContent),
    );
    expect(data.mainEntity[0].acceptedAnswer.text).toBe("Stojí 1,29 Kč bez DPH, viz ceník.");
    expect(container.querySelectorAll("details")).toHaveLength(2);
  });
});

describe("cards and comparison", () => {
  it("shows each channel's lowest home price on its card", () => {
    renderOn(
      <ChannelCards title="Kanály">
        <ChannelCard icon="chat" title="SMS" href="/sms/" price="sms" unit="za zprávu">
          Text
        </ChannelCard>
      </ChannelCards>,
    );
    expect(screen.getByRole("listitem").textContent).toContain("od\u00a00,69\u00a0Kč za zprávu");
  });

  it("lays out cards in full rows", () => {
    const cards = (n: number) => Array.from({ length: n }, (_, i) => <li key={i} />);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => gridColumns(cards(n)))).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3]);
  });

  it("compares the channels with spoken yes and no and prices from the data", () => {
    renderOn(<Comparison title="Srovnání" />);
    const table = screen.getByRole("table");
    expect(table.querySelectorAll("thead th")).toHaveLength(4);
    expect(table.textContent).toContain("od\u00a00,55\u00a0Kč");
    expect(table.textContent).toMatch(/ano.*ne/);
  });

  it("gives phones a card per channel with the same rows and price", () => {
    renderOn(<Comparison title="Srovnání" channels={["sms", "viber"]} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual(["SMS", "Viber"]);
    const rows = screen.getAllByRole("row").length - 1;
    expect(cards[1].querySelectorAll("dt")).toHaveLength(rows);
    expect(cards[1].textContent).toContain("od\u00a00,55\u00a0Kč");
  });
});
