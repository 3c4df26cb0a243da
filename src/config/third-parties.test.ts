import { describe, expect, it } from "vitest";
import { fillUrl, linkedinConversion, thirdParties } from "./third-parties";
import { buildContentSecurityPolicy } from "../../server/csp";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))!
    .split(" ")
    .slice(1);
/** Whether a CSP source (an origin, possibly with a leading *. wildcard) allows a URL. */
const allows = (sources: string[], url: string) => {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const match = /^(\w+:)\/\/(\*\.)?(.+)$/.exec(source);
    if (!match || match[1] !== protocol) return false;
    return match[2] ? host.endsWith(`.${match[3]}`) : host === match[3];
  });
};

describe("third-party configuration", () => {
  const csp = buildContentSecurityPolicy(thirdParties);

  it("allows every loader script in the production Content-Security-Policy", () => {
    for (const party of thirdParties) {
      const url = fillUrl(party.scriptUrl, { id: "123" });
      expect(allows(directive(csp, "script-src"), url), url).toBe(true);
    }
  });

  it("allows the LinkedIn conversion pixel as an image", () => {
    const url = fillUrl(linkedinConversion.pixelUrl, { id: "1234567", conversionId: "7654321" });
    expect(url).toBe("https://px.ads.linkedin.com/collect/?pid=1234567&conversionId=7654321&fmt=gif");
    expect(allows(directive(csp, "img-src"), url)).toBe(true);
  });

  it("gates analytics, advertising and heat maps behind consent, and only the chat behind a click", () => {
    expect(thirdParties.filter((p) => p.consent).map((p) => p.id)).toEqual(["ga4", "linkedin", "hotjar"]);
  });

  // What each vendor documents for its tag (Google's "Use Tag Manager with a Content Security
  // Policy", Hotjar's and Smartsupp's CSP help articles): one URL per documented source, with an
  // example subdomain where the vendor names a wildcard.
  it.each([
    ["script-src", "https://www.googletagmanager.com/gtag/js?id=G-1"],
    ["connect-src", "https://region1.google-analytics.com/g/collect"],
    ["connect-src", "https://region1.analytics.google.com/g/collect"],
    ["img-src", "https://www.google-analytics.com/collect"],
    ["script-src", "https://static.hotjar.com/c/hotjar-1.js?sv=6"],
    ["script-src", "https://script.hotjar.com/modules.js"],
    ["connect-src", "https://in.hotjar.com/api/v2/client"],
    ["connect-src", "https://x.hotjar.io/"],
    ["connect-src", "wss://ws.hotjar.com/api/v2/client/ws"],
    ["script-src", "https://www.smartsuppchat.com/loader.js"],
    ["script-src", "https://widget-v3.smartsuppcdn.com/assets/app.js"],
    ["style-src", "https://widget-v3.smartsuppcdn.com/assets/app.css"],
    ["font-src", "https://widget-v3.smartsuppcdn.com/fonts/a.woff2"],
    ["connect-src", "https://bootstrap.smartsuppchat.com/widget/config"],
    ["connect-src", "wss://x.smartsupp.com/socket"],
    ["media-src", "https://widget-v3.smartsuppcdn.com/sounds/message.mp3"],
  ])("allows %s %s", (name, url) => {
    expect(allows(directive(csp, name), url)).toBe(true);
  });

  it("allows no Smartsupp host in frames, which its documentation does not ask for", () => {
    expect(directive(csp, "frame-src")).toEqual(["'none'"]);
  });

  it("encodes account ids put into URLs", () => {
    expect(fillUrl("https://x.example/{id}.js", { id: "a b&c" })).toBe("https://x.example/a%20b%26c.js");
  });
});
