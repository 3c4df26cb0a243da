import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { NavbarItem } from "../../config";
import DropdownItem from "./DropdownItem";

type DropdownConfig = Extract<NavbarItem, { type: "dropdown" }>;

// The location the shell sees; a test changes it and re-renders, as a client-side navigation does.
const location = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: location.pathname, search: "", hash: "" }),
  useLocationContext: () => ({ location: { pathname: location.pathname } }),
}));
vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(() => {
  cleanup();
  location.pathname = "/";
});

const sending: DropdownConfig = {
  type: "dropdown",
  label: "Odesílání",
  items: [
    { type: "link", label: "SMS", to: "/sms/" },
    { type: "link", label: "Viber", to: "/viber/" },
  ],
};
const developers: DropdownConfig = {
  type: "dropdown",
  label: "Pro vývojáře",
  items: [
    { type: "link", label: "SMS API", to: "/sms-api/" },
    { type: "link", label: "Knihovny SDK", to: "/api-sdk/" },
  ],
};

function MobileMenu() {
  return (
    <>
      <DropdownItem item={sending} mobile />
      <DropdownItem item={developers} mobile />
    </>
  );
}

const expanded = (label: string) => screen.getByRole("button", { name: label }).getAttribute("aria-expanded");

describe("mobile dropdown", () => {
  it("starts open only when it holds the current page", () => {
    location.pathname = "/viber/";
    render(<MobileMenu />);
    expect(expanded("Odesílání")).toBe("true");
    expect(expanded("Pro vývojáře")).toBe("false");
  });

  it("follows client-side navigation: opens the list holding the new page and collapses the other", () => {
    location.pathname = "/sms/";
    const { rerender } = render(<MobileMenu />);
    expect([expanded("Odesílání"), expanded("Pro vývojáře")]).toEqual(["true", "false"]);

    location.pathname = "/sms-api/";
    rerender(<MobileMenu />);
    expect([expanded("Odesílání"), expanded("Pro vývojáře")]).toEqual(["false", "true"]);

    location.pathname = "/ceny/";
    rerender(<MobileMenu />);
    expect([expanded("Odesílání"), expanded("Pro vývojáře")]).toEqual(["false", "false"]);
  });

  it("keeps the visitor's toggle while the page stays the same", () => {
    location.pathname = "/ceny/";
    const { rerender } = render(<MobileMenu />);
    fireEvent.click(screen.getByRole("button", { name: "Pro vývojáře" }));
    rerender(<MobileMenu />);
    expect(expanded("Pro vývojáře")).toBe("true");
  });
});

describe("desktop dropdown", () => {
  it("stays closed on navigation until the visitor opens it", () => {
    location.pathname = "/sms/";
    const { rerender } = render(<DropdownItem item={sending} />);
    expect(expanded("Odesílání")).toBe("false");
    location.pathname = "/viber/";
    rerender(<DropdownItem item={sending} />);
    expect(expanded("Odesílání")).toBe("false");
  });
});
