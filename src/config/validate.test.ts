import { describe, expect, it } from "vitest";
import { siteConfig } from "./site";
import { validateSiteConfig, ConfigError } from "./validate";

/** A copy of the configuration with the value at `path` (keys and indexes joined by dots) replaced,
 * as a hand edit could, whether or not the types allow it. */
function withValue(path: string, value: unknown): unknown {
  const raw: unknown = structuredClone(siteConfig);
  const keys = path.split(".");
  let node = raw as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return raw;
}

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
    const raw = withValue("navbar.items.2", { type: "joke", label: "Ceník", to: "/ceny/" });
    expect(problemsOf(raw)).toEqual([
      expect.stringContaining('Unknown navbar item type "joke" (item 3, label "Ceník")'),
    ]);
  });

  it("names an unknown type inside a dropdown by parent and child", () => {
    const raw = withValue("navbar.items.0.items.1", { type: "widget", label: "WhatsApp" });
    expect(problemsOf(raw)[0]).toContain(
      'Unknown navbar item type "widget" (item 1, label "Odesílání", child 2, label "WhatsApp")',
    );
  });

  it("fails on a current docs version that is not among the versions", () => {
    const raw = withValue("docs.currentVersion", "2024");
    expect(problemsOf(raw)).toEqual(['docs.currentVersion "2024" is not one of docs.versions']);
  });

  it("names the field and item of a schema error", () => {
    const raw = withValue("navbar.items.3.to", undefined);
    expect(problemsOf(raw)[0]).toMatch(/navbar\.items\[3\].*\(item 4, label "Ceník"\)/);
    const bad = withValue("announcementBar.isCloseable", "ano");
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
