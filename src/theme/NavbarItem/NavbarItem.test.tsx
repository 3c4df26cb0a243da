import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import NavbarItem from ".";

vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: "/", search: "", hash: "" }),
  useLocationContext: () => ({ location: { pathname: "/" } }),
}));
vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(cleanup);

describe("NavbarItem", () => {
  it("renders link items through the registry", () => {
    render(<NavbarItem item={{ type: "link", label: "Ceník", to: "/ceny/" }} />);
    expect(screen.getByRole("link", { name: "Ceník" }).getAttribute("href")).toBe("/ceny/");
  });

  it("names a failing item while its neighbours keep working", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <NavbarItem item={{ type: "docSidebar", label: "Rozbitá dokumentace", sidebarId: "neexistuje" }} />
        <NavbarItem item={{ type: "link", label: "Blog", to: "/blog/" }} />
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Položku nabídky „Rozbitá dokumentace“ se nepodařilo zobrazit.");
    expect(screen.getByRole("link", { name: "Blog" })).toBeTruthy();
  });
});
