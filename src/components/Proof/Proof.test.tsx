import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LandingContext, type LandingPage } from "../Price";
import { ProductFactsContext } from "../Fact/context";
import type { CustomerStory as Story } from "../../lib/customers";
import CustomerStory from "./CustomerStory";
import Testimonial from "./Testimonial";
import CustomerLogos from "./CustomerLogos";
import TrustBadges from "./TrustBadges";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

const story: Story = {
  id: "kava-domu",
  company: "KávaDomů",
  town: "Brno",
  industry: "E-shop s kávou",
  channel: "Marketingové SMS",
  href: "/marketingove-sms/",
  problem: "Newslettery nikdo nečetl.",
  solution: "Poslali akci jako SMS.",
  result: { value: "214 objednávek", label: "z jedné kampaně" },
  quote: { text: "Jedna SMS stačila.", name: "Lucie Dvořáková", role: "spolumajitelka" },
  wordmark: { shape: "drop", color: "#6b3a1f" },
};
const product = {
  facts: {
    certification: { value: "ISO 27001" },
    sla: { value: "99,95 %" },
    dataCenters: { value: "dvě datová centra v Praze", short: "2 datová centra" },
    operators: { value: "O2, T-Mobile a Vodafone", short: "3 operátoři" },
  },
};
const page: LandingPage = {
  frame: "landing",
  title: "Stránka",
  facts: { prices: {}, vatRate: 0.21, countryCount: 193, homeCountry: "CZ", product, customers: { [story.id]: story } },
};
const renderOn = (node: React.ReactNode) =>
  render(
    <LandingContext.Provider value={page}>
      <ProductFactsContext.Provider value={product}>{node}</ProductFactsContext.Provider>
    </LandingContext.Provider>,
  );

afterEach(cleanup);

describe("proof sections", () => {
  it("leaves out the link to the story's page on that page", () => {
    renderOn(<CustomerStory id="kava-domu" onItsPage />);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/marketingove-sms/"]);
  });

  it("tells a story with its problem, what they did, the measured result and the quote", () => {
    const { container } = renderOn(<CustomerStory id="kava-domu" />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Z\u00a0praxe: KávaDomů");
    expect([...container.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Co řešili", "Co udělali"]);
    expect(container.querySelector("strong")?.textContent).toBe("214 objednávek");
    expect(container.querySelector("blockquote")?.textContent).toBe("„Jedna SMS stačila.“");
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/marketingove-sms/",
      "/zakaznici/kava-domu/",
    ]);
    // The name is in the text beside it, so the drawn wordmark is decoration here.
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("quotes a customer with the wordmark named for screen readers", () => {
    renderOn(<Testimonial id="kava-domu" />);
    expect(screen.getByRole("img", { name: "KávaDomů" })).toBeTruthy();
    expect(screen.getByText(/Lucie Dvořáková/)).toBeTruthy();
  });

  it("links each wordmark of the strip to the page telling its story, and the strip to all stories", () => {
    renderOn(<CustomerLogos />);
    const [link, all] = screen.getAllByRole("link");
    expect(link.getAttribute("href")).toBe("/zakaznici/kava-domu/");
    expect(link.textContent).toContain("E\u2011shop s\u00a0kávou, Brno");
    expect(all.getAttribute("href")).toBe("/zakaznici/");
    expect(all.textContent).toBe("Všechny příběhy zákazníků");
  });

  it("shows only the stories the strip names, and fails on one the page's data does not have", () => {
    renderOn(<CustomerLogos ids={["kava-domu"]} />);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/zakaznici/kava-domu/",
      "/zakaznici/",
    ]);
    cleanup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderOn(<CustomerLogos ids={["nikdo"]} />)).toThrow(/<CustomerLogos ids>.*"nikdo"/);
  });

  it("shows the trust facts from the data, each linked to where it is explained", () => {
    renderOn(<TrustBadges />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/docs/info/#certifikace-a-ochrana-dat",
      "/docs/info/#dostupnost-sluzby",
      "/docs/info/#datova-centra",
      "/docs/info/#certifikace-a-ochrana-dat",
    ]);
    expect(links[1].textContent).toContain("99,95\u00a0%");
    expect(links[2].textContent).toContain("Data v\u00a0EU");
    expect(links[3].textContent).toContain("O2, T\u2011Mobile a\u00a0Vodafone");
  });

  it("fails on a story the page's data does not have", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderOn(<CustomerStory id="nikdo" />)).toThrow(/<CustomerStory id="nikdo">/);
  });
});
