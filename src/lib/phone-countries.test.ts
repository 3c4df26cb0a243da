import { describe, expect, it } from "vitest";
import { getCountries } from "libphonenumber-js/max";
import { countryNameCs, PHONE_COUNTRIES } from "./phone-countries";

describe("PHONE_COUNTRIES", () => {
  it("is the metadata's list of countries, in its order", () => {
    expect(PHONE_COUNTRIES).toEqual(getCountries());
  });
});

describe("countryNameCs", () => {
  it("names a country in Czech", () => {
    expect(countryNameCs("CZ")).toBe("Česko");
    expect(countryNameCs("SK")).toBe("Slovensko");
  });
});
