import { describe, expect, it } from "vitest";
import { normalizeSearch } from "./normalize-search";

describe("normalizeSearch", () => {
  it("folds case and diacritics and turns everything else into single spaces", () => {
    expect(normalizeSearch("  Příliš ŽLUŤOUČKÝ kůň! ")).toBe("prilis zlutoucky kun");
    expect(normalizeSearch("+49 (Německo)")).toBe("49 nemecko");
    expect(normalizeSearch("INVALID_REQUEST")).toBe("invalid request");
  });
});
