import { afterEach, describe, expect, it, vi } from "vitest";
import { readStorage, writeStorage } from "./storage";

afterEach(() => vi.restoreAllMocks());

describe("storage", () => {
  it("reads and writes localStorage", () => {
    writeStorage("theme", "dark");
    expect(readStorage("theme")).toBe("dark");
    writeStorage("theme", null);
    expect(readStorage("theme")).toBeNull();
  });

  it("logs and ignores a throwing storage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(window.localStorage, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(readStorage("theme")).toBeNull();
    expect(() => writeStorage("theme", "dark")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("logs and ignores a missing localStorage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(readStorage("x")).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
