import { describe, expect, it } from "vitest";
import { fillUrl, linkedinConversion, thirdParties } from "./third-parties";
import { buildContentSecurityPolicy } from "../../server/csp";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))!.split(" ").slice(1);
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

  it("encodes account ids put into URLs", () => {
    expect(fillUrl("https://x.example/{id}.js", { id: "a b&c" })).toBe("https://x.example/a%20b%26c.js");
  });
});
