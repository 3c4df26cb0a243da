import { describe, expect, it } from "vitest";
import { isRegistrationLink } from "./conversion";

const REGISTRATION = "https://app.depese.cz/registrace/";

describe("isRegistrationLink", () => {
  it("matches the registration page with or without the trailing slash, query or hash", () => {
    expect(isRegistrationLink("https://app.depese.cz/registrace/", REGISTRATION)).toBe(true);
    expect(isRegistrationLink("https://app.depese.cz/registrace", REGISTRATION)).toBe(true);
    expect(isRegistrationLink("https://app.depese.cz/registrace/?utm_source=web#formular", REGISTRATION)).toBe(true);
  });

  it("does not match the login, another host or a page of this site", () => {
    expect(isRegistrationLink("https://app.depese.cz/prihlaseni/", REGISTRATION)).toBe(false);
    expect(isRegistrationLink("https://www.depese.cz/registrace/", REGISTRATION)).toBe(false);
    expect(isRegistrationLink("http://app.depese.cz/registrace/", REGISTRATION)).toBe(false);
    expect(isRegistrationLink("/registrace/", REGISTRATION, "https://www.depese.cz/ceny/")).toBe(false);
    expect(isRegistrationLink("mailto:podpora@depese.cz", REGISTRATION)).toBe(false);
    expect(isRegistrationLink("not a url", REGISTRATION)).toBe(false);
  });
});
