import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { siteConfig, type FooterConfig } from "../../config";
import Footer from ".";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(cleanup);

const columns = siteConfig.footer.links as { title: string; items: { label: string }[] }[];
// Headings get Czech typography ("O nás" → "O\u00a0nás"); compare names with plain spaces.
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

describe("Footer", () => {
  it.each(columns.map((column) => [column.title, column.items.length] as const))(
    "names the column „%s“ by its heading, with its %i links in a list",
    (title, count) => {
      render(<Footer />);
      const region = screen.getByRole("region", { name: (name) => plain(name) === title });
      const list = within(region).getByRole("list");
      expect(within(list).getAllByRole("link")).toHaveLength(count);
      const id = region.getAttribute("aria-labelledby") ?? "";
      expect(id).toMatch(/^paticka-[a-z0-9-]+$/);
      expect(plain(document.getElementById(id)?.textContent ?? "")).toBe(title);
    },
  );

  it("shows no logo when none is configured", () => {
    render(<Footer footer={{ ...siteConfig.footer, logo: undefined }} />);
    expect(screen.getByRole("contentinfo").querySelector("svg, img")).toBeNull();
  });

  it("renders a configured logo as a link named by its alt, to its href and target", () => {
    const footer: FooterConfig = {
      ...siteConfig.footer,
      logo: { src: "/logo.svg", alt: "Depeše – domů", href: "/o-nas/", target: "_blank", width: 40, height: 24 },
    };
    render(<Footer footer={footer} />);
    const link = within(screen.getByRole("contentinfo")).getByRole("link", { name: "Depeše – domů" });
    expect(link.getAttribute("href")).toBe("/o-nas/");
    expect(link.getAttribute("target")).toBe("_blank");
    const svg = link.querySelector("svg");
    expect([svg?.getAttribute("width"), svg?.getAttribute("height")]).toEqual(["40", "24"]);
  });

  it("shows a logo other than the default as an image of that file", () => {
    const footer: FooterConfig = {
      ...siteConfig.footer,
      logo: { src: "/partner.png", alt: "Partner", href: "/partner/", width: 80, height: 20 },
    };
    render(<Footer footer={footer} />);
    const link = screen.getByRole("link", { name: "Partner" });
    expect(link.querySelector("img")?.getAttribute("src")).toBe("/partner.png");
  });
});
