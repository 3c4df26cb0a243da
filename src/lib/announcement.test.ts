import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  DISMISSED_ATTRIBUTE,
  announcementInitScript,
} from "./announcement";

const run = (id: string) => new Function(announcementInitScript(id))();
const dismissed = () => document.documentElement.hasAttribute(DISMISSED_ATTRIBUTE);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
});

describe("announcement init script", () => {
  it("shows the bar on a first visit and remembers its id", () => {
    run("bonus-1");
    expect(dismissed()).toBe(false);
    expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe("bonus-1");
  });

  it("hides a bar dismissed under the same id", () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, "bonus-1");
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, "true");
    run("bonus-1");
    expect(dismissed()).toBe(true);
  });

  it("shows the bar again when its id changes", () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, "bonus-1");
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, "true");
    run("bonus-2");
    expect(dismissed()).toBe(false);
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBeNull();
  });

  it("logs a storage failure and leaves the bar visible", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Přístup odepřen", "SecurityError");
      },
    });
    expect(() => run("bonus-1")).not.toThrow();
    expect(dismissed()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    if (original) Object.defineProperty(window, "localStorage", original);
    else delete (window as { localStorage?: Storage }).localStorage;
    warn.mockRestore();
  });
});
