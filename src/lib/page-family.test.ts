import { describe, expect, it } from "vitest";
import { pageFamily } from "./page-family";

describe("pageFamily", () => {
  it.each([
    ["/", "home"],
    ["", "home"],
    ["/sms/", "sms"],
    ["/sms/text-odesilatel/", "sms"],
    ["/hromadne-sms/", "sms"],
    ["/sms-pin/", "sms"],
    ["/whatsapp/", "whatsapp"],
    ["/whatsapp/ceny/", "whatsapp"],
    ["/rcs/basic/", "rcs"],
    ["/viber/", "viber"],
    ["/integrace/", "integrations"],
    ["/integrace/zapier/", "integrations"],
    ["/sms-api/", "developers"],
    ["/api-sdk/", "developers"],
    ["/jak-funguje-api/", "developers"],
    ["/sms-byop/", "enterprise"],
    ["/sim-hosting/", "enterprise"],
    ["/agentury/", "enterprise"],
    ["/ceny/", "prices"],
    ["/ceny/akce-bonus/", "prices"],
    ["/whatsapp/?utm_source=x", "whatsapp"],
    ["/constructor/", "sms"],
  ])("%s → %s", (route, family) => expect(pageFamily(route)).toBe(family));

  it("is by the first segment only", () => expect(pageFamily("/blog/whatsapp/")).toBe("sms"));
});
