import { beforeEach, describe, expect, it } from "vitest";
import {
  CONSENT_ATTRIBUTE,
  consentCookie,
  consentInitScript,
  cookieDomains,
  expireCookie,
  isTrackingCookie,
  parseConsent,
  trackingCookieNames,
} from "./consent";

describe("parseConsent", () => {
  it("reads the stored choice among other cookies", () => {
    expect(parseConsent("_ga=GA1.1.1; depese_consent=accepted; _gid=x")).toBe("accepted");
    expect(parseConsent("depese_consent=declined")).toBe("declined");
  });

  it("treats a missing, empty or unknown value as no choice", () => {
    expect(parseConsent("")).toBe(null);
    expect(parseConsent("other=1")).toBe(null);
    expect(parseConsent("depese_consent=maybe")).toBe(null);
    expect(parseConsent("xdepese_consent=accepted")).toBe(null);
  });
});

describe("consentCookie", () => {
  const now = new Date("2026-03-01T10:00:00Z");

  it("stores the choice for 365 days on the whole site, SameSite=Lax", () => {
    const cookie = consentCookie("accepted", { secure: false, now });
    expect(cookie).toBe(
      "depese_consent=accepted; Max-Age=31536000; Expires=Mon, 01 Mar 2027 10:00:00 GMT; Path=/; SameSite=Lax",
    );
  });

  it("adds Secure on https", () => {
    expect(consentCookie("declined", { secure: true, now })).toMatch(/^depese_consent=declined;.*; Secure$/);
  });
});

describe("tracking cookies", () => {
  it("recognises the cookies of GA4, LinkedIn and Hotjar, and nothing else", () => {
    for (const name of [
      "_ga",
      "_ga_ABC123",
      "_gid",
      "_gat",
      "_gat_gtag_G_TEST",
      "li_fat_id",
      "li_sugr",
      "lidc",
      "bcookie",
      "bscookie",
      "_hjSessionUser_3456789",
      "_hjid",
    ]) {
      expect(isTrackingCookie(name), name).toBe(true);
    }
    for (const name of ["depese_consent", "theme", "ga", "_gateway", "session", "ssupp.vid"]) {
      expect(isTrackingCookie(name), name).toBe(false);
    }
  });

  it("lists each tracking cookie of a cookie string once", () => {
    expect(trackingCookieNames("_ga=1; depese_consent=accepted; _ga_X=2; li_fat_id=3; _hjid=4; _ga=5")).toEqual([
      "_ga",
      "_ga_X",
      "li_fat_id",
      "_hjid",
    ]);
  });
});

describe("cookie domains", () => {
  it("covers the host and its parent domain", () => {
    expect(cookieDomains("www.depese.cz")).toEqual(["www.depese.cz", "depese.cz"]);
    expect(cookieDomains("depese.cz")).toEqual(["depese.cz"]);
    expect(cookieDomains("a.b.depese.cz")).toEqual(["a.b.depese.cz", "b.depese.cz", "depese.cz"]);
  });

  it("has no domain for localhost and IP addresses (host-only cookies)", () => {
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("[::1]")).toEqual([]);
  });

  it("expires a cookie host-only and on every domain", () => {
    expect(expireCookie("_ga", "www.depese.cz")).toEqual([
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/",
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.www.depese.cz",
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.depese.cz",
    ]);
  });
});

describe("consent init script", () => {
  const run = () => new Function(consentInitScript())();
  const clearCookies = () => {
    for (const name of document.cookie
      .split(";")
      .map((c) => c.split("=")[0].trim())
      .filter(Boolean))
      document.cookie = `${name}=; Max-Age=0; Path=/`;
  };
  beforeEach(() => {
    clearCookies();
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  });

  it("leaves <html> unmarked (banner visible) without a stored choice", () => {
    run();
    expect(document.documentElement.hasAttribute(CONSENT_ATTRIBUTE)).toBe(false);
  });

  it.each(["accepted", "declined"])("marks <html> with a stored %s", (choice) => {
    document.cookie = `depese_consent=${choice}; Path=/`;
    run();
    expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe(choice);
  });

  it("ignores an unknown value", () => {
    document.cookie = "depese_consent=yes; Path=/";
    run();
    expect(document.documentElement.hasAttribute(CONSENT_ATTRIBUTE)).toBe(false);
  });
});
