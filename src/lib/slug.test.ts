import { describe, expect, it } from "vitest";
import { createSlugger, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Česká republika", "ceska-republika"],
    ["Spojené státy", "spojene-staty"],
    ["Jak odeslat 100\u00a0000 SMS?", "jak-odeslat-100-000-sms"],
    ["  Příliš žluťoučký kůň ", "prilis-zlutoucky-kun"],
    ["„Uvozovky“ – pomlčka", "uvozovky-pomlcka"],
  ])("%s → %s", (text, slug) => expect(slugify(text)).toBe(slug));
});

describe("createSlugger", () => {
  it("numbers repeated headings", () => {
    const slug = createSlugger();
    expect([slug("Ceny"), slug("Ceny"), slug("Ceny"), slug("!!!")]).toEqual(["ceny", "ceny-1", "ceny-2", "sekce"]);
  });
});
