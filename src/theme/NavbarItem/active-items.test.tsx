import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { siteConfig } from "../../config";
import NavbarItem, { itemLabel } from ".";

const location = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: location.pathname, search: "", hash: "" }),
  useLocationContext: () => ({ location: { pathname: location.pathname } }),
}));
vi.mock("gatsby", async () => ({
  ...(await import("../../test-utils/gatsby")),
  graphql: () => "",
  useStaticQuery: () => ({
    localSearchTitles: { publicIndexURL: "/static/a.index.txt", publicStoreURL: "/static/a.store.json" },
    localSearchText: { publicIndexURL: "/static/b.index.txt" },
  }),
}));
// CSS modules are empty in unit tests; name the classes so the highlighted item can be seen.
vi.mock("./styles.module.css", () =>
  Object.fromEntries(
    [
      "active",
      "cta",
      "dropdown",
      "dropdownButton",
      "groupHeading",
      "groupStart",
      "grouped",
      "html",
      "itemError",
      "link",
      "menu",
      "mobileDropdown",
      "open",
    ].map((c) => [c, c]),
  ),
);

afterEach(cleanup);

/** The labels of the top-level navbar items (the site's own configuration) highlighted on a path. */
function highlighted(pathname: string): string[] {
  location.pathname = pathname;
  const items = siteConfig.navbar.items;
  const { container } = render(
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <NavbarItem item={item} />
        </li>
      ))}
    </ul>,
  );
  // An item is its <li>'s link, or a dropdown whose menu button comes before its entries.
  return [...(container.firstElementChild?.children ?? [])].flatMap((li, i) => {
    const own = li.firstElementChild;
    const control = own?.tagName === "A" ? own : own?.querySelector("button");
    return control?.classList.contains("active") ? [itemLabel(items[i])] : [];
  });
}

describe("highlighted navbar item", () => {
  it.each([
    ["/docs/kontakt/", ["Kontakt"]],
    ["/docs/api/", ["Pro vývojáře"]],
    ["/docs/api/json/", ["Pro vývojáře"]],
    ["/docs/help/kontakty/", ["Nápověda"]],
    ["/docs/category/integrace/", ["Nápověda"]],
    ["/docs/ceny/nemecko/", []],
    ["/sms/", ["Odesílání"]],
  ])("on %s: %j", (pathname, expected) => {
    expect(highlighted(pathname)).toEqual(expected);
  });
});
