import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loaders read the ids that Gatsby inlines at build time; each test imports them afresh with
// its own environment, so "configured" and "not configured" are both real.

const IDS = [
  "GATSBY_GA4_ID",
  "GATSBY_LINKEDIN_PARTNER_ID",
  "GATSBY_LINKEDIN_CONVERSION_ID",
  "GATSBY_HOTJAR_ID",
  "GATSBY_SMARTSUPP_KEY",
];
const scripts = () => [...document.querySelectorAll("script")].map((s) => s.src);

async function loaders(env: Record<string, string>) {
  for (const name of IDS) delete process.env[name];
  Object.assign(process.env, env);
  vi.resetModules();
  return import("./loaders");
}

let requests: string[];
// Each test imports the loaders afresh, but they share one document: listeners a test's loaders
// add are removed after it.
let added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][];
const addEventListener = document.addEventListener.bind(document);
beforeEach(() => {
  added = [];
  vi.spyOn(document, "addEventListener").mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push([type, listener, options]);
      addEventListener(type, listener, options);
    },
  );
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.cookie = "depese_consent=accepted; Path=/";
  requests = [];
  // A pixel may go out as a fetch or as an image: both are recorded.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(null);
    }),
  );
  vi.stubGlobal(
    "Image",
    class {
      alt = "";
      set src(url: string) {
        requests.push(url);
      }
    },
  );
  for (const key of [
    "dataLayer",
    "gtag",
    "_linkedin_partner_id",
    "_linkedin_data_partner_ids",
    "lintrk",
    "hj",
    "_hjSettings",
    "_smartsupp",
    "smartsupp",
  ])
    delete (window as unknown as Record<string, unknown>)[key];
});
afterEach(() => {
  for (const [type, listener, options] of added) document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of IDS) delete process.env[name];
});

/** Clicks a link as a visitor would; the navigation itself is cancelled (the test has no network). */
function clickLink(href: string, init: MouseEventInit = {}) {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = "Založte si zdarma účet";
  document.body.appendChild(link);
  const cancel = (event: Event) => event.preventDefault();
  window.addEventListener("click", cancel);
  window.addEventListener("auxclick", cancel);
  link.dispatchEvent(
    new MouseEvent(init.button === 1 ? "auxclick" : "click", { bubbles: true, cancelable: true, ...init }),
  );
  window.removeEventListener("click", cancel);
  window.removeEventListener("auxclick", cancel);
  link.remove();
}

const PIXEL = "https://px.ads.linkedin.com/collect/?pid=111&conversionId=222&fmt=gif";

describe("third-party loaders", () => {
  it("load nothing when no id is configured", async () => {
    const { startTrackers, openChat } = await loaders({});
    startTrackers();
    expect(openChat(() => {})).toBe(false);
    clickLink("https://app.depese.cz/registrace/");
    expect(scripts()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("load each configured service once, with its id, and send no conversion on page load", async () => {
    const { startTrackers } = await loaders({
      GATSBY_GA4_ID: "G-ABC",
      GATSBY_LINKEDIN_PARTNER_ID: "111",
      GATSBY_LINKEDIN_CONVERSION_ID: "222",
      GATSBY_HOTJAR_ID: "333",
    });
    startTrackers();
    startTrackers();
    expect(scripts()).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ABC",
      "https://snap.licdn.com/li.lms-analytics/insight.min.js",
      "https://static.hotjar.com/c/hotjar-333.js?sv=6",
    ]);
    expect(requests).toEqual([]);
    const w = window as unknown as {
      _linkedin_data_partner_ids: string[];
      _hjSettings: object;
      dataLayer: IArguments[];
    };
    expect(w._linkedin_data_partner_ids).toEqual(["111"]);
    expect(w._hjSettings).toEqual({ hjid: 333, hjsv: 6 });
    expect(w.dataLayer.map((args) => [...args][0])).toEqual(["js", "config"]);
  });

  it("send the LinkedIn conversion pixel once per click on a registration link, with partner and conversion id", async () => {
    const { startTrackers } = await loaders({
      GATSBY_LINKEDIN_PARTNER_ID: "111",
      GATSBY_LINKEDIN_CONVERSION_ID: "222",
    });
    startTrackers();
    clickLink("https://app.depese.cz/ceny/");
    clickLink("/docs/kontakt/");
    expect(requests).toEqual([]);
    clickLink("https://app.depese.cz/registrace/");
    expect(requests).toEqual([PIXEL]);
    // The navbar's "Registrace", a query string, and a middle click (new tab) count too.
    clickLink("https://app.depese.cz/registrace?utm_source=web");
    clickLink("https://app.depese.cz/registrace/", { button: 1 });
    expect(requests).toEqual([PIXEL, PIXEL, PIXEL]);
    // A right click opens a menu, not the registration.
    clickLink("https://app.depese.cz/registrace/", { button: 2 });
    expect(requests).toHaveLength(3);
  });

  it("send no conversion once consent is no longer stored", async () => {
    const { startTrackers } = await loaders({
      GATSBY_LINKEDIN_PARTNER_ID: "111",
      GATSBY_LINKEDIN_CONVERSION_ID: "222",
    });
    startTrackers();
    document.cookie = "depese_consent=declined; Path=/";
    clickLink("https://app.depese.cz/registrace/");
    expect(requests).toEqual([]);
  });

  it("load only the configured ones, and track no conversion without a conversion id", async () => {
    const { startTrackers } = await loaders({ GATSBY_LINKEDIN_PARTNER_ID: "111" });
    startTrackers();
    expect(scripts()).toEqual(["https://snap.licdn.com/li.lms-analytics/insight.min.js"]);
    clickLink("https://app.depese.cz/registrace/");
    expect(requests).toEqual([]);
  });

  it("load the Smartsupp chat with its key and ask it to open", async () => {
    const { openChat } = await loaders({ GATSBY_SMARTSUPP_KEY: "k3y" });
    const unavailable = vi.fn();
    expect(openChat(unavailable)).toBe(true);
    expect(openChat(unavailable)).toBe(true);
    expect(scripts()).toEqual(["https://www.smartsuppchat.com/loader.js"]);
    const w = window as unknown as { _smartsupp: { key: string }; smartsupp: { _: IArguments[] } };
    expect(w._smartsupp.key).toBe("k3y");
    expect(w.smartsupp._.map((args) => [...args])).toEqual([["chat:open"], ["chat:open"]]);
    expect(unavailable).not.toHaveBeenCalled();
  });

  it("report the chat unavailable when its script fails to load, and try again on the next click", async () => {
    const { openChat } = await loaders({ GATSBY_SMARTSUPP_KEY: "k3y" });
    const unavailable = vi.fn();
    openChat(unavailable);
    document.querySelector("script")!.dispatchEvent(new Event("error"));
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual([]);
    expect("smartsupp" in window).toBe(false);
    openChat(unavailable);
    expect(scripts()).toEqual(["https://www.smartsuppchat.com/loader.js"]);
  });
});
