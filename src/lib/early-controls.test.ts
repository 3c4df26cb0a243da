import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_EVENT, EARLY_CONTROLS_SCRIPT } from "./early-controls";
import { consentCookie, parseConsent } from "./consent";

// The inline script runs as the browser would run it: its text, once, on this document.
beforeAll(() => new Function(EARLY_CONTROLS_SCRIPT)());

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
  for (const name of ["data-announcement-dismissed", "data-consent"]) document.documentElement.removeAttribute(name);
  document.cookie = "depese_consent=; Max-Age=0; Path=/";
});

const click = (selector: string) =>
  document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("early controls script", () => {
  it("closes the announcement: stores its id and the dismissal and marks <html>", () => {
    document.body.innerHTML = `<div data-announcement-id="akce-1"><button data-announcement-close><span>×</span></button></div>`;
    click("span");
    expect(localStorage.getItem("depese.announcement.id")).toBe("akce-1");
    expect(localStorage.getItem("depese.announcement.dismiss")).toBe("true");
    expect(document.documentElement.hasAttribute("data-announcement-dismissed")).toBe(true);
  });

  it.each(["accepted", "declined"] as const)("stores a consent choice (%s) and announces it", (choice) => {
    document.body.innerHTML = `<button data-consent-choice="${choice}">x</button>`;
    const heard = vi.fn();
    document.addEventListener(CONSENT_EVENT, (e) => heard((e as CustomEvent).detail), { once: true });
    click("button");
    expect(parseConsent(document.cookie)).toBe(choice);
    expect(document.documentElement.getAttribute("data-consent")).toBe(choice);
    expect(heard).toHaveBeenCalledWith(choice);
  });

  it("writes the consent cookie as lib/consent.ts describes it", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const written: string[] = [];
    const setter = vi.spyOn(document, "cookie", "set").mockImplementation((value) => written.push(value));
    try {
      document.body.innerHTML = `<button data-consent-choice="accepted">x</button>`;
      click("button");
      expect(written).toEqual([consentCookie("accepted", { secure: false, now })]);
    } finally {
      setter.mockRestore();
      vi.useRealTimers();
    }
  });

  it("ignores an unknown consent value", () => {
    document.body.innerHTML = `<button data-consent-choice="maybe">x</button>`;
    click("button");
    expect(parseConsent(document.cookie)).toBeNull();
    expect(document.documentElement.hasAttribute("data-consent")).toBe(false);
  });

  it("opens and closes a disclosure: the button's aria-expanded and the shown element's hidden", () => {
    document.body.innerHTML = `<button data-disclosure aria-controls="m" aria-expanded="false"><svg></svg></button><div id="m" hidden>Menu</div>`;
    const panel = document.getElementById("m")!;
    click("svg");
    expect(document.querySelector("button")!.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    click("button");
    expect(document.querySelector("button")!.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
  });

  it("closes a disclosure from a close button inside it and focuses the disclosure button", () => {
    document.body.innerHTML = `<button data-disclosure aria-controls="m" aria-expanded="true">☰</button><div id="m"><button data-disclosure-close="m">×</button></div>`;
    click("[data-disclosure-close]");
    expect(document.getElementById("m")!.hidden).toBe(true);
    expect(document.querySelector("[data-disclosure]")!.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(document.querySelector("[data-disclosure]"));
  });

  it("opens the plain search dialog until React marks the button ready", () => {
    document.body.innerHTML = `<button data-search-open aria-controls="s">Hledat</button><dialog id="s"><input type="search"></dialog>`;
    const dialog = document.querySelector("dialog")!;
    click("button");
    expect(dialog.open).toBe(true);
    dialog.close();
    document.querySelector("button")!.setAttribute("data-ready", "");
    click("button");
    expect(dialog.open).toBe(false);
  });

  it("scrolls to a section from the menu of the build's API reference, not from live Redoc's", () => {
    document.body.innerHTML = `<div data-static-reference><ul><li data-item-id="section/Kody-chyb"><span>Kódy chyb</span></li></ul>
      <div id="section/Kody-chyb">Kódy</div></div><div><li data-item-id="section/Kody-chyb" id="live">živé</li></div>`;
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    click("span");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe("#section/Kody-chyb");
    click("#live");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it("leaves a click React has handled (preventDefault) alone", () => {
    document.body.innerHTML = `<button data-disclosure aria-controls="m" aria-expanded="false">☰</button><div id="m" hidden></div>`;
    const button = document.querySelector("button")!;
    button.addEventListener("click", (e) => e.preventDefault());
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("m")!.hidden).toBe(true);
  });
});
