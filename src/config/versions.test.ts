import { describe, expect, it } from "vitest";
import { docsVersionSchema, type SiteConfig } from "./schema";
import { currentVersion, versionDocIds, versionOfRoute } from "./versions";

const config: Pick<SiteConfig, "docs"> = {
  docs: {
    currentVersion: "current",
    versions: [
      { name: "current", label: "Aktuální verze", mainDocId: "help/odesilani-sms", docs: [] },
      { name: "2025", label: "2025", mainDocId: "help/odesilani-sms", docs: [] },
    ],
  },
};
const allDocs = ["help/odesilani-sms", "help/kontakty", "kontakt", "2025/help/odesilani-sms", "2025/help/stary-navod"];

describe("versionDocIds", () => {
  it("gives an empty docs list the meaning „every doc of the version's folder“", () => {
    expect(versionDocIds(currentVersion(config), allDocs, config)).toEqual([
      "help/odesilani-sms",
      "help/kontakty",
      "kontakt",
    ]);
    expect(versionDocIds(config.docs.versions[1], allDocs, config)).toEqual(["help/odesilani-sms", "help/stary-navod"]);
  });

  it("takes a non-empty list as it is", () => {
    const listed = { ...config.docs.versions[1], docs: ["help/stary-navod"] };
    expect(versionDocIds(listed, allDocs, config)).toEqual(["help/stary-navod"]);
  });
});

describe("versionOfRoute", () => {
  it("finds an older version by its folder in the address, the current one otherwise", () => {
    expect(versionOfRoute("/docs/2025/help/stary-navod/", config).name).toBe("2025");
    expect(versionOfRoute("/docs/help/kontakty/", config).name).toBe("current");
    expect(versionOfRoute("/blog/", config).name).toBe("current");
  });
});

describe("docsVersionSchema", () => {
  it("accepts a short folder-safe name and refuses one with spaces or diacritics", () => {
    expect(
      docsVersionSchema.safeParse({ name: "api-v1", label: "API v1", mainDocId: "api/index", docs: [] }).success,
    ).toBe(true);
    expect(
      docsVersionSchema.safeParse({ name: "Verze 2025", label: "2025", mainDocId: "api/index", docs: [] }).success,
    ).toBe(false);
    expect(docsVersionSchema.safeParse({ name: "léto", label: "Léto", mainDocId: "api/index", docs: [] }).success).toBe(
      false,
    );
  });
});
