import { beforeEach, describe, expect, it } from "vitest";
import { colorModeInitScript, resolveColorMode } from "./color-mode";

const switchOn = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true } as const;

describe("resolveColorMode", () => {
  it.each([
    [switchOn, "dark", false, "dark"],
    [switchOn, "light", true, "light"],
    [switchOn, null, true, "dark"],
    [switchOn, "nonsense", false, "light"],
    [{ ...switchOn, respectPrefersColorScheme: false, defaultMode: "dark" }, null, false, "dark"],
    [{ ...switchOn, disableSwitch: true, respectPrefersColorScheme: false }, "dark", true, "light"],
  ] as const)("%j, stored %s, prefers dark %s → %s", (config, stored, prefersDark, mode) => {
    expect(resolveColorMode(config, stored, prefersDark)).toBe(mode);
  });
});

describe("colorModeInitScript", () => {
  beforeEach(() => localStorage.clear());
  it("applies the stored mode before paint", () => {
    localStorage.setItem("theme", "dark");
    new Function(colorModeInitScript(switchOn))();
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
  });
  it("applies the default without a stored choice", () => {
    new Function(colorModeInitScript({ ...switchOn, respectPrefersColorScheme: false }))();
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
  });
});
