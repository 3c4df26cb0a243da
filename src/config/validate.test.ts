import { describe, expect, it } from "vitest";
import { siteConfig } from "./site";
import { validateSiteConfig, ConfigError } from "./validate";

const clone = () => structuredClone(siteConfig) as any;

function problemsOf(raw: unknown): string[] {
  try {
    validateSiteConfig(raw);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe("validateSiteConfig", () => {
  it("accepts the site's own configuration", () => {
    expect(problemsOf(siteConfig)).toEqual([]);
  });

  it("names an unknown navbar item type with its position and label", () => {
    const raw = clone();
    raw.navbar.items[2] = { type: "joke", label: "Ceník", to: "/ceny/" };
    expect(problemsOf(raw)).toEqual([
      expect.stringContaining('Unknown navbar item type "joke" (item 3, label "Ceník")'),
    ]);
  });

  it("names an unknown type inside a dropdown by parent and child", () => {
    const raw = clone();
    raw.navbar.items[0].items[1] = { type: "widget", label: "WhatsApp" };
    expect(problemsOf(raw)[0]).toContain(
      'Unknown navbar item type "widget" (item 1, label "Odesílání", child 2, label "WhatsApp")',
    );
  });

  it("fails on a current docs version that is not among the versions", () => {
    const raw = clone();
    raw.docs.currentVersion = "2024";
    expect(problemsOf(raw)).toEqual(['docs.currentVersion "2024" is not one of docs.versions']);
  });

  it("names the field and item of a schema error", () => {
    const raw = clone();
    raw.navbar.items[2].to = undefined;
    expect(problemsOf(raw)[0]).toMatch(/navbar\.items\[2\].*\(item 3, label "Ceník"\)/);
    const bad = clone();
    bad.announcementBar.isCloseable = "ano";
    expect(problemsOf(bad)[0]).toMatch(/^announcementBar\.isCloseable: Expected boolean/);
  });

  it("keeps the announcement bar on and colour mode light with no switcher", () => {
    expect(siteConfig.announcementBar?.content).toContain("/ceny/akce-bonus/");
    expect(siteConfig.colorMode).toEqual({
      defaultMode: "light",
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });
});
