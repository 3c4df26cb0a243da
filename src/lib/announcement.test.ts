// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, DISMISSED_ATTRIBUTE, announcementInitScript } from "./announcement";

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
});
