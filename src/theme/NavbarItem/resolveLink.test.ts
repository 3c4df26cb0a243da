import { describe, expect, it } from "vitest";
import type { Sidebars } from "../../config/sidebars";
import type { SiteConfig } from "../../config";
import { resolveLink } from "./resolveLink";

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
    ).toThrow('Navbar docSidebar item "Nápověda" names sidebar "help", which has nothing to link to');
  });
});
