import React, { Suspense } from "react";
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

  it("renders a kind this site's navbar does not use once its own chunk has loaded (docsVersionDropdown)", async () => {
    render(
      <Suspense fallback={null}>
        <NavbarItem item={{ type: "docsVersionDropdown", label: "Verze" }} />
      </Suspense>,
    );
    expect((await screen.findByRole("button", { name: "Verze" })).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("link", { name: "Aktuální verze", hidden: true }).getAttribute("href")).toBe(
      "/docs/help/odesilani-sms/",
    );
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
