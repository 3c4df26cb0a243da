// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "disableJavaScriptFileLoading": true, "disableJavaScriptEvaluation": true, "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loaders read the ids that Gatsby inlines at build time; each test imports them afresh with
// its own environment, so "configured" and "not configured" are both real.

const IDS = ["GATSBY_GA4_ID", "GATSBY_LINKEDIN_PARTNER_ID", "GATSBY_LINKEDIN_CONVERSION_ID", "GATSBY_HOTJAR_ID", "GATSBY_SMARTSUPP_KEY"];
const scripts = () => [...document.querySelectorAll("script")].map((s) => s.src);

async function loaders(env: Record<string, string>) {
  for (const name of IDS) delete process.env[name];
  Object.assign(process.env, env);
  vi.resetModules();
  return import("./loaders");
}

let images: string[];
beforeEach(() => {
  document.head.innerHTML = "";
  images = [];
  vi.stubGlobal("Image", class {
    alt = "";
    set src(url: string) {
      images.push(url);
    }
  });
  for (const key of ["dataLayer", "gtag", "_linkedin_partner_id", "_linkedin_data_partner_ids", "lintrk", "hj", "_hjSettings", "_smartsupp", "smartsupp"]) delete (window as unknown as Record<string, unknown>)[key];
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of IDS) delete process.env[name];
});

describe("third-party loaders", () => {
  it("load nothing when no id is configured", async () => {
    const { startTrackers, openChat } = await loaders({});
    startTrackers();
    expect(openChat()).toBe(false);
    expect(scripts()).toEqual([]);
    expect(images).toEqual([]);
  });

  it("load each configured service once, with its id", async () => {
    const { startTrackers } = await loaders({ GATSBY_GA4_ID: "G-ABC", GATSBY_LINKEDIN_PARTNER_ID: "111", GATSBY_LINKEDIN_CONVERSION_ID: "222", GATSBY_HOTJAR_ID: "333" });
    startTrackers();
    startTrackers();
    expect(scripts()).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ABC",
      "https://snap.licdn.com/li.lms-analytics/insight.min.js",
      "https://static.hotjar.com/c/hotjar-333.js?sv=6",
    ]);
    expect(images).toEqual(["https://px.ads.linkedin.com/collect/?pid=111&conversionId=222&fmt=gif"]);
    const w = window as unknown as { _linkedin_data_partner_ids: string[]; _hjSettings: object; dataLayer: IArguments[] };
    expect(w._linkedin_data_partner_ids).toEqual(["111"]);
    expect(w._hjSettings).toEqual({ hjid: 333, hjsv: 6 });
    expect(w.dataLayer.map((args) => [...args][0])).toEqual(["js", "config"]);
  });

  it("load only the configured ones, and no conversion pixel without a conversion id", async () => {
    const { startTrackers } = await loaders({ GATSBY_LINKEDIN_PARTNER_ID: "111" });
    startTrackers();
    expect(scripts()).toEqual(["https://snap.licdn.com/li.lms-analytics/insight.min.js"]);
    expect(images).toEqual([]);
  });

  it("load the Smartsupp chat with its key and ask it to open", async () => {
    const { openChat } = await loaders({ GATSBY_SMARTSUPP_KEY: "k3y" });
    expect(openChat()).toBe(true);
    expect(openChat()).toBe(true);
    expect(scripts()).toEqual(["https://www.smartsuppchat.com/loader.js"]);
    const w = window as unknown as { _smartsupp: { key: string }; smartsupp: { _: IArguments[] } };
    expect(w._smartsupp.key).toBe("k3y");
    expect(w.smartsupp._.map((args) => [...args])).toEqual([["chat:open"], ["chat:open"]]);
  });
});
