import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import Fact, { DeliveryStates, DocCountryCount } from ".";
import OnboardingSteps from "./OnboardingSteps";
import { ProductFactsContext } from "./context";
import type { ProductFacts } from "../../lib/product-facts";
import { textOf } from "../../lib/text-of";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

const product: ProductFacts = {
  facts: { deliveryTime: { value: "do 5 sekund", short: "do 5 s" }, sla: { value: "99,95 %" } },
  onboarding: [
    { title: "Založte si účet", text: "Bez karty a smlouvy." },
    {
      title: "Nastavte odesílatele",
      text: "Schválíme do 1 dne.",
      href: "/sms/text-odesilatel/",
      linkLabel: "Odesílatel",
    },
  ],
  deliveryStates: [{ name: "Čeká na doručení", text: "telefon je vypnutý.", statuses: ["pending", "buffered"] }],
  countryCount: 193,
};
const renderWith = (node: React.ReactNode) =>
  render(<ProductFactsContext.Provider value={product}>{node}</ProductFactsContext.Provider>);

afterEach(cleanup);

describe("Fact", () => {
  it("renders a fact's value or its short form, with Czech non-breaking spaces", () => {
    const { container } = renderWith(
      <p>
        <Fact name="deliveryTime" />|<Fact name="deliveryTime" short />|<Fact name="sla" short />
      </p>,
    );
    expect(container.textContent).toBe("do 5\u00a0sekund|do 5\u00a0s|99,95\u00a0%");
  });

  it("says what it renders for FAQ structured data", () => {
    const facts = { prices: {}, vatRate: 0.21, countryCount: 193, homeCountry: "CZ", product };
    expect(
      textOf(
        <>
          Obvykle <Fact name="deliveryTime" />.
        </>,
        facts,
      ),
    ).toBe("Obvykle do 5 sekund.");
  });

  it("fails on a fact the page's data does not have", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderWith(<Fact name="rychlost" />)).toThrow(/<Fact name="rychlost">/);
  });
});

describe("OnboardingSteps and DeliveryStates", () => {
  it("renders the steps from the data as a numbered list, with the step's link", () => {
    renderWith(<OnboardingSteps title="Jak začít" />);
    expect(screen.getAllByRole("listitem").map((li) => li.querySelector("h3")?.textContent)).toEqual([
      "Založte si účet",
      "Nastavte odesílatele",
    ]);
    expect(screen.getByRole("link", { name: "Odesílatel" }).getAttribute("href")).toBe("/sms/text-odesilatel/");
  });

  it("lists each state with the API statuses it stands for, and the docs' country count", () => {
    const { container } = renderWith(
      <>
        <DeliveryStates />
        <DocCountryCount />
      </>,
    );
    expect(container.querySelector("dt")?.textContent).toBe("Čeká na doručení");
    expect([...container.querySelectorAll("dd code")].map((c) => c.textContent)).toEqual(["pending", "buffered"]);
    expect(container.textContent).toMatch(/193$/);
  });

  it("names the states in a sentence when inline, in the page and in FAQ structured data", () => {
    const states = [
      { name: "Doručeno", text: "a", statuses: ["delivered"] },
      { name: "Čeká na doručení", text: "b", statuses: ["pending"] },
      { name: "Odmítnuto", text: "c", statuses: ["rejected"] },
    ];
    const { container } = render(
      <ProductFactsContext.Provider value={{ ...product, deliveryStates: states }}>
        <p>
          Stav <DeliveryStates inline />.
        </p>
      </ProductFactsContext.Provider>,
    );
    expect(container.textContent).toBe("Stav „Doručeno“, „Čeká na doručení“ nebo „Odmítnuto“.");
    expect(container.querySelector("dl")).toBeNull();
    const facts = {
      prices: {},
      vatRate: 0.21,
      countryCount: 193,
      homeCountry: "CZ",
      product: { ...product, deliveryStates: states },
    };
    expect(textOf(<DeliveryStates inline />, facts)).toBe("„Doručeno“, „Čeká na doručení“ nebo „Odmítnuto“");
  });
});
