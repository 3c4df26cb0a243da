import { describe, expect, it } from "vitest";
import { englishCountryNames } from "./english-country-names";

describe("englishCountryNames", () => {
  it("gives the official English name and the package's aliases", () => {
    expect(englishCountryNames("DE")).toEqual(["Germany"]);
    expect(englishCountryNames("GB")).toEqual(expect.arrayContaining(["United Kingdom", "UK", "Great Britain"]));
    expect(englishCountryNames("US")).toEqual(expect.arrayContaining(["United States", "USA"]));
    expect(englishCountryNames("CZ")).toEqual(expect.arrayContaining(["Czech Republic", "Czechia"]));
  });

  it("drops ISO's inverted qualifiers, which name other countries, and the duplicates they leave", () => {
    expect(englishCountryNames("TW")).toEqual(["Taiwan"]);
    expect(englishCountryNames("KR")).toEqual(["South Korea", "Korea", "Republic of Korea"]);
  });

  it("knows Kosovo and nothing for an unknown code", () => {
    expect(englishCountryNames("XK")).toEqual(["Kosovo"]);
    expect(englishCountryNames("QQ")).toEqual([]);
  });
});
