import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium } from "playwright-core";
import { buildServer } from "../server/app";

// What a first visit downloads, per page kind, measured in Chromium from Chrome DevTools Protocol
// Network events (bytes on the wire: compressed bodies plus headers, as the server sends them over
// plain HTTP, in the encoding Chromium accepts: brotli): the page, its scripts, stylesheets, page-data.json and app-data.json (which Gatsby
// fetches before hydrating), the rest. A fresh browser context per page (empty cache, no consent
// cookie: the banner shows), loaded until the network is idle, after the scripts that start after
// the first paint have run.

export type FirstVisit = {
  route: string;
  /** Wire bytes by kind of resource. */
  bytes: Record<ResourceKind, number>;
  /** Requests by kind of resource. */
  requests: Record<ResourceKind, number>;
};

export const RESOURCE_KINDS = ["html", "js", "css", "page-data", "app-data", "other"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The kind of a response, from its URL and CDP resource type. */
export function resourceKind(url: string, type: string): ResourceKind {
  const { pathname } = new URL(url);
  if (/\/page-data\/.*page-data\.json$/.test(pathname) && !pathname.endsWith("app-data.json")) return "page-data";
  if (pathname.endsWith("/app-data.json")) return "app-data";
  if (type === "Document") return "html";
  if (type === "Script" || pathname.endsWith(".js")) return "js";
  if (type === "Stylesheet" || pathname.endsWith(".css")) return "css";
  return "other";
}

const empty = () => Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, 0])) as Record<ResourceKind, number>;

export async function measureFirstVisits(publicDir: string, routes: string[]): Promise<FirstVisit[]> {
  const app = await buildServer({ root: path.resolve(publicDir) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const visits: FirstVisit[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "cs-CZ" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const responses = new Map<string, { url: string; type: string }>();
      const visit: FirstVisit = { route, bytes: empty(), requests: empty() };
      cdp.on("Network.responseReceived", ({ requestId, response, type }) =>
        responses.set(requestId, { url: response.url, type }),
      );
      cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
        const response = responses.get(requestId);
        if (!response?.url.startsWith(origin)) return;
        const kind = resourceKind(response.url, response.type);
        visit.bytes[kind] += encodedDataLength;
        visit.requests[kind] += 1;
      });
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.goto(origin + encodeURI(route), { waitUntil: "networkidle" });
      // Gatsby's loader fetches the page data after the bundles, which start after the first paint.
      await page.waitForTimeout(500);
      visits.push(visit);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return visits;
}
