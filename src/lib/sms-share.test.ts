import { describe, expect, it } from "vitest";
import { buildShareUrl, MAX_URL_LENGTH, readShareState } from "./sms-share";
import { parseRecipients } from "./sms-cost";

const PATH = "/tool/delka-sms/";
const defaults = { country: "CZ", recipients: 1000 };
const options = { countries: ["CZ", "SK"], parseRecipients };

describe("buildShareUrl / readShareState", () => {
  it("round-trips (in the fragment, never sent to a server) text with diacritics, emoji, line breaks and the estimate's inputs", () => {
    const state = { text: "Příliš žluťoučký kůň 😀\r\nřádek & ?x=1#kotva", country: "SK", recipients: 2500 };
    const { url, textShared } = buildShareUrl(PATH, state, defaults);
    expect(textShared).toBe(true);
    expect(url.startsWith(PATH + "#")).toBe(true);
    expect(readShareState(url.slice(PATH.length), options)).toEqual(state);
  });

  it("leaves defaults out, so an empty tool has a clean address", () => {
    expect(buildShareUrl(PATH, { text: "", ...defaults }, defaults)).toEqual({ url: PATH, textShared: true });
    expect(buildShareUrl(PATH, { text: "Ahoj", ...defaults }, defaults).url).toBe(`${PATH}#text=Ahoj`);
  });

  it("never exceeds the limit: a too long text is left out, the rest stays", () => {
    const long = buildShareUrl(PATH, { text: "ž".repeat(2000), country: "SK", recipients: 5 }, defaults);
    expect(long.textShared).toBe(false);
    expect(long.url).toBe(`${PATH}#zeme=SK&prijemci=5`);
    const huge = buildShareUrl(PATH, { text: "a".repeat(100_000), ...defaults }, defaults);
    expect(huge).toEqual({ url: PATH, textShared: false });
    expect(buildShareUrl(`${PATH}?utm_source=x`, { text: "Ahoj", ...defaults }, defaults).url).toBe(
      `${PATH}?utm_source=x#text=Ahoj`,
    );
    const fits = buildShareUrl(PATH, { text: "a".repeat(MAX_URL_LENGTH - PATH.length - 6), ...defaults }, defaults);
    expect(fits.textShared).toBe(true);
    expect(fits.url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });

  it("ignores unknown countries and invalid recipient counts from a hand-edited URL", () => {
    expect(readShareState("#zeme=XX&prijemci=-3", options)).toEqual({});
    expect(readShareState("#zeme=sk&prijemci=10%20000", options)).toEqual({ country: "SK", recipients: 10000 });
  });
});
