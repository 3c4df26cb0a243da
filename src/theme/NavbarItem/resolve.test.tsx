// @vitest-environment happy-dom
import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { Sidebars } from "../../config/sidebars";
import type { SiteConfig } from "../../config";
import { resolveLink, versionLinks } from "./resolve";
import { DocsVersionDropdownItem } from "./items";

const location = vi.hoisted(() => ({ pathname: "/docs/help/kontakty/" }));
vi.mock("@gatsbyjs/reach-router", () => ({
  useLocation: () => ({ pathname: location.pathname, search: "", hash: "" }),
}));
vi.mock("gatsby", () => ({
  Link: ({
    to,
    activeClassName: _active,
    children,
    ...rest
  }: {
    to: string;
    activeClassName?: string;
    children?: React.ReactNode;
  }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

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
const sidebars: Sidebars = {
  help: ["help/odesilani-sms", "help/kontakty"],
  "2025/help": ["2025/help/stary-navod", "2025/help/odesilani-sms"],
};

describe("doc and docSidebar navbar items", () => {
  it("resolve against the site's current version", () => {
    expect(resolveLink({ type: "doc", docId: "help/kontakty", label: "Kontakty" })).toMatchObject({
      label: "Kontakty",
      to: "/docs/help/kontakty/",
    });
    expect(resolveLink({ type: "doc", docId: "info" })).toMatchObject({ label: "info", to: "/docs/info/" });
    expect(resolveLink({ type: "docSidebar", sidebarId: "help", label: "Nápověda" })).toMatchObject({
      to: "/docs/category/help/",
      activeBasePath: "/docs/category/help/",
    });
  });

  it("keep leading to the current version when an older one exists", () => {
    expect(resolveLink({ type: "doc", docId: "help/kontakty", label: "Kontakty" }, twoVersions, sidebars)?.to).toBe(
      "/docs/help/kontakty/",
    );
    expect(resolveLink({ type: "docSidebar", sidebarId: "help", label: "Nápověda" }, twoVersions, sidebars)?.to).toBe(
      "/docs/help/odesilani-sms/",
    );
  });

  it("refuse a sidebar with nothing to link to", () => {
    expect(() =>
      resolveLink({ type: "docSidebar", sidebarId: "help", label: "Nápověda" }, twoVersions, { help: [] }),
    ).toThrow('Sidebar "help" has nothing to link to');
  });
});

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
    expect(screen.getByRole("button", { name: "Verze dokumentace" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Aktuální verze" });
    expect(link.getAttribute("href")).toBe("/docs/help/odesilani-sms/");
    expect(link.getAttribute("aria-current")).toBe("true");
  });
});
