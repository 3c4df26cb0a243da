import { describe, expect, it } from "vitest";
import { lowestPrice, pageFactsFrom, productFactsFrom, type PricesAnswer } from "./price-facts";

// A page's query answers with nodes (src/templates/page.tsx, doc.tsx); these build from the answer
// the objects the components read (src/components/Price, Fact).

const cz = {
  iso: "CZ",
  prices: {
    smsText: 0.79,
    smsSystem: 0.69,
    viber: 0.55,
    whatsappMarketing: 1.45,
    whatsappUtility: 0.65,
    whatsappAuthentication: 0.6,
    rcs: null,
  },
};
const sk = { iso: "SK", prices: { smsText: null, smsSystem: 1.1, viber: null } };
const answer: PricesAnswer = {
  vatRate: 0.21,
  homeCountry: cz,
  services: [
    { key: "virtual_number", price: 290 },
    { key: "hlr", price: 0.09 },
  ],
  countries: [sk],
  countryCount: 193,
};

describe("lowestPrice", () => {
  it("takes a channel's price, a group's lowest offered price, or null where none is offered", () => {
    expect(lowestPrice(cz.prices, "sms_text")).toBe(0.79);
    expect(lowestPrice(cz.prices, "sms")).toBe(0.69);
    expect(lowestPrice(cz.prices, "whatsapp")).toBe(0.6);
    expect(lowestPrice(cz.prices, "rcs")).toBeNull();
    expect(lowestPrice(sk.prices, "sms")).toBe(1.1);
  });
});

describe("pageFactsFrom", () => {
  it("keys the services' prices and each offered channel and group of the home and the named countries", () => {
    const facts = pageFactsFrom(answer, { facts: {} });
    expect(facts.prices).toEqual({
      "service:virtual_number": 290,
      "service:hlr": 0.09,
      "CZ:sms_text": 0.79,
      "CZ:sms_system": 0.69,
      "CZ:viber": 0.55,
      "CZ:whatsapp_marketing": 1.45,
      "CZ:whatsapp_utility": 0.65,
      "CZ:whatsapp_authentication": 0.6,
      "CZ:sms": 0.69,
      "CZ:whatsapp": 0.6,
      "SK:sms_system": 1.1,
      "SK:sms": 1.1,
    });
    expect(facts).toMatchObject({ vatRate: 0.21, countryCount: 193, homeCountry: "CZ", product: { facts: {} } });
  });

  it("has the volume discounts only where the page queried them", () => {
    expect("volume" in pageFactsFrom(answer, { facts: {} })).toBe(false);
    expect("volume" in pageFactsFrom({ ...answer, volume: null }, { facts: {} })).toBe(false);
    const volume = { individualOfferFrom: 100000, tiers: [{ from: 1, to: 9999, discount: 0 }] };
    expect(pageFactsFrom({ ...answer, volume }, { facts: {} }).volume).toEqual(volume);
  });
});

describe("productFactsFrom", () => {
  it("gives a fact its short form only where the data has one", () => {
    const product = productFactsFrom({
      facts: [
        { factId: "sla", value: "99,95 %", short: "99,95 %" },
        { factId: "deliveryTime", value: "do 5 sekund", short: "do 5 s" },
      ],
    });
    expect(product).toEqual({
      facts: { sla: { value: "99,95 %" }, deliveryTime: { value: "do 5 sekund", short: "do 5 s" } },
    });
  });

  it("has the steps, the states and the country count only where the page queried them", () => {
    expect(productFactsFrom({ facts: [] })).toEqual({ facts: {} });
    const product = productFactsFrom({
      facts: [],
      onboarding: [
        { title: "Účet", text: "Založte si účet.", href: null, linkLabel: null },
        { title: "Odesílatel", text: "Nastavte ho.", href: "/sms/", linkLabel: "SMS" },
      ],
      deliveryStates: [{ name: "Doručeno", text: "Zpráva je v telefonu.", statuses: ["delivered"] }],
      countryCount: 193,
    });
    expect(product).toEqual({
      facts: {},
      onboarding: [
        { title: "Účet", text: "Založte si účet." },
        { title: "Odesílatel", text: "Nastavte ho.", href: "/sms/", linkLabel: "SMS" },
      ],
      deliveryStates: [{ name: "Doručeno", text: "Zpráva je v telefonu.", statuses: ["delivered"] }],
      countryCount: 193,
    });
  });
});
