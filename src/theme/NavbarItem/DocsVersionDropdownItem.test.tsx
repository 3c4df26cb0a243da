import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { SiteConfig } from "../../config";
import DocsVersionDropdownItem, { versionLinks } from "./DocsVersionDropdownItem";

const location = vi.hoisted(() => ({ pathname: "/docs/help/kontakty/" }));
vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: location.pathname, search: "", hash: "" }),
  useLocationContext: () => ({ location: { pathname: location.pathname } }),
}));
vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(cleanup);

// The site after an editor froze today's docs as version "2025" (/docs/dev/manage-docs-versions/).
const twoVersions: Pick<SiteConfig, "docs"> = {
  docs: {
    currentVersion: "current",
    versions: [
      { name: "current", label: "Aktuální verze", mainDocId: "help/odesilani-sms", docs: [] },
      { name: "2025", label: "2025", mainDocId: "help/odesilani-sms", docs: [] },
    ],
  },
};
describe("docsVersionDropdown", () => {
  it("lists every version with its main doc and marks the version being read", () => {
    expect(versionLinks("/docs/help/kontakty/", twoVersions)).toEqual([
      { name: "current", label: "Aktuální verze", to: "/docs/help/odesilani-sms/", reading: true },
      { name: "2025", label: "2025", to: "/docs/2025/help/odesilani-sms/", reading: false },
    ]);
    expect(versionLinks("/docs/2025/help/stary-navod/", twoVersions).map((v) => v.reading)).toEqual([false, true]);
    // /docs/2025-akce/ is not inside version "2025".
    expect(versionLinks("/docs/2025-akce/", twoVersions).map((v) => v.reading)).toEqual([true, false]);
  });

  it("renders the configured versions as links, the current one marked", () => {
    render(<DocsVersionDropdownItem item={{ type: "docsVersionDropdown" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Verze dokumentace" }));
    const link = screen.getByRole("link", { name: "Aktuální verze" });
    expect(link.getAttribute("href")).toBe("/docs/help/odesilani-sms/");
    expect(link.getAttribute("aria-current")).toBe("true");
  });
});
