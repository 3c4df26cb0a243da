import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildServer, cacheControlFor, canonicalRedirect } from "./app";
import { precompressPublic } from "../plugins/gatsby-overrides/precompress";

let root: string;
let app: FastifyInstance;
const notFound = `<!DOCTYPE html><html lang="cs"><body><h1>Stránka nenalezena</h1>${"<p>Zkuste vyhledávání.</p>".repeat(60)}</body></html>`;
const big = `<!DOCTYPE html><html lang="cs"><body>${"<p>Hromadné SMS</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "depese-public-"));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  write("index.html", big);
  write("markdown-page/index.html", "<h1>Markdown</h1>");
  write("index copy/index.html", "<h1>Kopie</h1>");
  write("404.html", notFound);
  write("404/index.html", "<h1>Stránka nenalezena</h1>");
  write("app-0123456789abcdef0123.js", "console.log(1)".repeat(200));
  write("static/abc/logo.png", "png");
  write("page-data/index/page-data.json", "{}");
  write("openapi/jsonapi_v1.yaml", "openapi: 3.1.0");
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  await precompressPublic(root);
  write("unlisted.txt", "Hromadné SMS ".repeat(200)); // a text file the build did not compress
  fs.writeFileSync(path.join(os.tmpdir(), "depese-secret.txt"), "tajné");
  app = await buildServer({ root });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("production server", () => {
  it("serves a page at its trailing-slash route", async () => {
    const res = await get("/markdown-page/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Markdown");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });

  it("serves the route with a space", async () => {
    expect((await get("/index%20copy/")).statusCode).toBe(200);
  });

  it.each([
    ["/markdown-page", "/markdown-page/"],
    ["/markdown-page?utm_source=x", "/markdown-page/?utm_source=x"],
    ["/index.html", "/"],
    ["/markdown-page/index.html?a=1", "/markdown-page/?a=1"],
    ["/markdown-page.html", "/markdown-page/"],
    ["/index%20copy", "/index%20copy/"],
  ])("redirects %s → %s with 301", async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  // A Location starting with "//" or "/\\" is read by browsers as another host (open redirect).
  const expectSameOrigin = (location: unknown) => {
    const value = String(location);
    expect(value).toMatch(/^\/(?![/\\])/);
    expect(decodeURIComponent(value)).toMatch(/^\/(?![/\\])/);
    expect(new URL(value, "https://www.depese.cz/").host).toBe("www.depese.cz");
  };

  it.each([
    ["//evil.com/x.html", "/evil.com/x/"],
    ["//evil.com/index.html", "/evil.com/"],
    ["//evil.com/x.html?next=1", "/evil.com/x/?next=1"],
    ["///evil.com/x/index.html", "/evil.com/x/"],
    ["/%2F%2Fevil.com/x.html", "/evil.com/x/"],
    ["/%2f/evil.com/index.html", "/evil.com/"],
    ["//evil.com/", "/evil.com/"],
    ["//markdown-page", "/markdown-page/"],
    ["/.html", "/"],
    ["//.html", "/"],
  ])("keeps the redirect for %s on this site (→ %s)", async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expectSameOrigin(res.headers.location);
    expect(res.headers.location).toBe(to);
  });

  // inject() parses the URL itself (a backslash becomes a slash, "http://…" a host), so these
  // request lines go over a real socket exactly as an attacker would send them.
  it.each([
    "/\\evil.com/x.html",
    "/\\evil.com/index.html",
    "/\\/evil.com/x.html",
    "//\\evil.com/x.html",
    "/%5C%5Cevil.com/x.html",
    "/%5c/evil.com/index.html",
    "http://evil.com/x.html",
    "https://evil.com/index.html",
    "//evil.com/x.html",
  ])("never redirects the raw request target %s to another host", async (target) => {
    const { status, location } = await rawRequest(target);
    expect([301, 400, 404]).toContain(status);
    if (location !== undefined) expectSameOrigin(location);
  });

  it.each(["/neexistuje/", "/neexistuje", "/404/", "/404.html", "/.env"])(
    "answers %s with the not-found page and 404",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Stránka nenalezena");
    },
  );

  it.each([
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2fdepese-secret.txt",
    "/a/%2E%2E/%2E%2E/depese-secret.txt",
    "/%00",
    "/a%5c..%5cdepese-secret.txt",
    "/%E0%A4%A",
  ])("never reads outside public/ for %s", async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain("tajné");
    expect(res.body).not.toContain("root:");
  });

  it("caches hashed assets for a year and revalidates HTML and page data", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/static/abc/logo.png")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/page-data/index/page-data.json")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
  });

  it("sends the build's brotli and gzip files as they are", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^text\/html/);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(root, "index.html.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await get("/app-0123456789abcdef0123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(root, "app-0123456789abcdef0123.js.gz")))).toBe(true);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it("never compresses at request time", async () => {
    const res = await get("/unlisted.txt", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("Hromadné SMS ".repeat(200));
  });

  it("sends the not-found page compressed, whole and with 404 even to a conditional or range request", async () => {
    const first = await get("/neexistuje/", { "accept-encoding": "br" });
    expect(first.statusCode).toBe(404);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(notFound);
    const again = await get("/neexistuje/", {
      "if-none-match": String(first.headers.etag),
      "if-modified-since": String(first.headers["last-modified"]),
      range: "bytes=0-3",
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain("Stránka nenalezena");
  });

  it("answers the static host's configuration files with 404", async () => {
    expect((await get("/_headers")).statusCode).toBe(404);
  });

  it("sends security headers with a CSP limited to the configured third parties", async () => {
    const res = await get("/");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("https://snap.licdn.com");
    expect(csp).not.toMatch(/\*(?!\.)/);
  });

  it("serves the OpenAPI files as they are", async () => {
    const res = await get("/openapi/jsonapi_v1.yaml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("openapi: 3.1.0");
  });
});

describe("canonicalRedirect", () => {
  const none = () => false;
  it.each([
    ["//evil.com/x.html", "/evil.com/x/"],
    ["/\\evil.com/x.html", "/evil.com/x/"],
    ["/\\/evil.com/index.html", "/evil.com/"],
    ["/%5C%2Fevil.com/x.html", "/evil.com/x/"],
    ["/.html", "/"],
  ])("collapses the leading separators of %s into one slash (→ %s)", (from, to) =>
    expect(canonicalRedirect(from, none)).toBe(to),
  );

  it("adds the slash to a collapsed path only when the page exists", () => {
    expect(canonicalRedirect("//docs", (p) => p === "/docs/index.html")).toBe("/docs/");
    expect(canonicalRedirect("/\\docs", (p) => p === "/docs/index.html")).toBe("/docs/");
  });

  it.each(["http://evil.com/x.html", "https://evil.com/index.html", "*"])(
    "never echoes the absolute-form target %s",
    (target) => expect(canonicalRedirect(target, () => true)).toBeNull(),
  );
});

describe("cacheControlFor", () => {
  it.each([
    ["/x/public/framework-2459ae49ee05be55da05.js", true],
    ["/x/public/styles.6297ebbd99c78423b5a3.css", true],
    ["/x/public/component---src-pages-404-tsx-5debce9b06cd7b168064.js", true],
    ["/x/public/sw.js", false],
    ["/x/public/robots.txt", false],
    ["/x/public/framework-2459ae49ee05be55da05.js.br", true],
    ["/x/public/index.html.gz", false],
  ])("%s immutable: %s", (file, immutable) => expect(cacheControlFor(file).includes("immutable")).toBe(immutable));
});

let port: number | undefined;

/** Sends one raw request line to the server (listening from the first call); the status and Location. */
async function rawRequest(target: string): Promise<{ status: number; location: string | undefined }> {
  if (port === undefined) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as net.AddressInfo).port;
  }
  const listening = port;
  const head = await new Promise<string>((resolve, reject) => {
    let data = "";
    const socket = net.connect(listening, "127.0.0.1", () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: www.depese.cz\r\nConnection: close\r\n\r\n`),
    );
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve(data.split("\r\n\r\n")[0]));
    socket.on("error", reject);
  });
  const location = /^location: (.*)$/im.exec(head)?.[1];
  return { status: Number(head.split(" ")[1]), location };
}
