import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { HSTS, IMMUTABLE, REVALIDATE, securityHeaders } from "../server/rules";
import { TEST_HOSTNAMES } from "../server/nginx-local";

// The routing, header and hardening rules of server/rules.ts, checked over real sockets against
// every way the site is served: the Node server (`npm run serve`) and nginx running the generated
// deploy/nginx/depese.conf, over plain HTTP and over HTTPS (its certificate signed by a CA made for
// the run). Each test names its server, so a rule one of them breaks fails there.

const publicDir = path.resolve("public");
const nginxHttps = inject("nginxHttps");
const servers = [
  { name: "Node server", url: inject("baseUrl") },
  { name: "nginx", url: inject("nginxUrl") },
  { name: "nginx over HTTPS", url: nginxHttps.url },
];
const ca = () => fs.readFileSync(nginxHttps.ca);

type Response = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request with the target sent exactly as given (fetch would normalise "..", "\\" and "%2e"). */
function request(
  base: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  if (base.startsWith("unavailable")) throw new Error(`the server did not start: ${base}`);
  const { hostname, port, protocol } = new URL(base);
  const secure = protocol === "https:";
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: { host: "www.depese.cz", ...headers },
        agent: false,
        // The Host header names the production host; the certificate is verified for a test name.
        ...(secure ? { ca: ca(), servername: TEST_HOSTNAMES[0] } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const decoded = (res: Response) => {
  const encoding = res.headers["content-encoding"];
  const body =
    encoding === "br"
      ? zlib.brotliDecompressSync(res.body)
      : encoding === "gzip"
        ? zlib.gunzipSync(res.body)
        : res.body;
  return body.toString("utf8");
};
const file = (name: string) => fs.readFileSync(path.join(publicDir, name));
const appBundle = () => fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]{16,}\.js$/.test(name))!;

/** A Location a browser resolves to this site, whatever it is prefixed with. */
const expectSameOrigin = (location: string | undefined) => {
  const value = String(location);
  expect(value).toMatch(/^\/(?![/\\])/);
  expect(decodeURIComponent(value)).toMatch(/^\/(?![/\\])/);
  expect(new URL(value, "https://www.depese.cz/").host).toBe("www.depese.cz");
};
const expectSecurityHeaders = (res: Response) => {
  for (const [name, value] of Object.entries(securityHeaders())) expect(res.headers[name], name).toBe(value);
};

const PAGES = ["/", "/ceny/", "/docs/ceny/nemecko/", "/blog/pruvodce-sms-marketingem/"];
const NOT_FOUND_TEXT = "Stránka nenalezena";

describe.each(servers)("$name", ({ url }) => {
  const get = (target: string, headers: Record<string, string> = {}) => request(url, target, { headers });

  describe("pages and files", () => {
    it.each(PAGES)("%s: 200, HTML, revalidated, security headers and CSP, the build's brotli file", async (route) => {
      const res = await get(route, { "accept-encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers["cache-control"]).toBe(REVALIDATE);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expectSecurityHeaders(res);
      expect(res.body.equals(file(`${route}index.html.br`))).toBe(true);
    });

    it("sends gzip to a client without brotli and the plain file to one without either", async () => {
      const gz = await get("/ceny/", { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.body.equals(file("ceny/index.html.gz"))).toBe(true);
      const plain = await get("/ceny/");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(file("ceny/index.html"))).toBe(true);
    });

    it("caches a hashed bundle for a year", async () => {
      const res = await get(`/${appBundle()}`, { "accept-encoding": "br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(decoded(res)).toBe(file(appBundle()).toString("utf8"));
    });

    it.each([
      ["/openapi/jsonapi_v1.yaml", /^text\/yaml/],
      ["/robots.txt", /^text\/plain/],
      ["/sitemap-index.xml", /^(?:application|text)\/xml/],
      ["/ceny/cenik-depese.csv", /^text\/csv/],
      ["/zasady-ochrany-osobnich-udaju.pdf", /^application\/pdf$/],
      ["/.well-known/security.txt", /^text\/plain/],
    ])("serves %s as it is (%s)", async (target, type) => {
      const res = await get(target, { "accept-encoding": "br, gzip" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(type);
      expect(res.headers["cache-control"]).toBe(REVALIDATE);
      expect(decoded(res)).toBe(file(target.slice(1)).toString("utf8"));
    });
  });

  describe("redirects", () => {
    it.each([
      ["/index.html", "/"],
      ["/ceny", "/ceny/"],
      ["/ceny?utm_source=x", "/ceny/?utm_source=x"],
      ["/ceny/index.html?ref=1", "/ceny/?ref=1"],
      ["/ceny.html", "/ceny/"],
      ["/docs/ceny/nemecko", "/docs/ceny/nemecko/"],
      ["/markdown-page/index.html", "/markdown-page/"],
      ["/index%20copy", "/index%20copy/"],
      ["//ceny", "/ceny/"],
      ["/.html", "/"],
    ])("%s → 301 %s", async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(to);
      expectSecurityHeaders(res);
    });

    it.each([
      ["//evil.example/", "/evil.example/"],
      ["//evil.example/x.html", "/evil.example/x/"],
      ["///evil.example/x/index.html", "/evil.example/x/"],
      ["/%2F%2Fevil.example/x.html", "/evil.example/x/"],
      ["/%2f/evil.example/index.html?next=1", "/evil.example/?next=1"],
    ])("keeps the redirect for %s on this site (→ %s)", async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expectSameOrigin(res.headers.location);
      expect(res.headers.location).toBe(to);
    });

    it.each([
      "/\\evil.example/",
      "/\\evil.example/x.html",
      "/\\/evil.example/index.html",
      "//\\evil.example/x.html",
      "/%5C%5Cevil.example/x.html",
      "/%5c/evil.example/",
      "http://evil.example/x.html",
      "https://evil.example/index.html",
    ])("never redirects %s to another host", async (target) => {
      const res = await get(target);
      expect([301, 400, 404]).toContain(res.status);
      if (res.headers.location !== undefined) expectSameOrigin(res.headers.location);
    });
  });

  describe("not found", () => {
    it.each([
      "/neexistuje/",
      "/neexistuje",
      "/sms/neexistuje/",
      "/404/",
      "/404.html",
      "/_headers",
      "/_redirects",
      "/static/",
      "/.env",
      "/app-0123456789abcdef0123.js",
    ])("%s: the not-found page with 404, revalidated", async (target) => {
      const res = await get(target, { "accept-encoding": "br" });
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe(REVALIDATE);
      expect(decoded(res)).toContain(NOT_FOUND_TEXT);
      expectSecurityHeaders(res);
    });
  });

  describe("hardening", () => {
    // package.json sits right above public/; /etc/passwd is the classic target.
    const SECRETS = [/"name": "depese-web"/, /root:.*:0:0:/];
    it.each([
      "/../package.json",
      "/../../../../etc/passwd",
      "/%2e%2e/package.json",
      "/%2E%2E/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
      "/..%2fpackage.json",
      "/%2e%2e%2fpackage.json",
      "/ceny/%2e%2e/%2e%2e/package.json",
      "/%252e%252e/package.json",
      "/%252e%252e%252fpackage.json",
      "/..\\package.json",
      "/%5c..%5cpackage.json",
      "/ceny%5c..%5c..%5cpackage.json",
      "/%00",
      "/index.html%00.txt",
      "/package.json%00/",
      "/%E0%A4%A",
    ])("%s: 400 or 404, nothing from outside public/", async (target) => {
      const res = await get(target);
      expect([400, 404]).toContain(res.status);
      for (const secret of SECRETS) expect(decoded(res)).not.toMatch(secret);
    });

    it.each([
      ["path", `/${"a".repeat(16 * 1024)}`],
      ["query", `/ceny/?q=${"a".repeat(16 * 1024)}`],
    ])("answers a 16 KB URL (%s) with an error and keeps serving", async (_kind, target) => {
      const res = await get(target);
      expect([400, 404, 414, 431]).toContain(res.status);
      expect((await get("/")).status).toBe(200);
    });

    it("answers HEAD with the headers of GET and no body", async () => {
      const head = await request(url, "/ceny/", { method: "HEAD", headers: { "accept-encoding": "br" } });
      const full = await get("/ceny/", { "accept-encoding": "br" });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of [
        "content-type",
        "content-encoding",
        "cache-control",
        "etag",
        "last-modified",
        "content-security-policy",
      ])
        expect(head.headers[name], name).toBe(full.headers[name]);
    });

    it("answers a conditional GET with 304 by ETag and by Last-Modified", async () => {
      const first = await get("/ceny/", { "accept-encoding": "br" });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers["last-modified"]).toBeTruthy();
      const byEtag = await get("/ceny/", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
      expect(byEtag.status).toBe(304);
      expect(byEtag.body.length).toBe(0);
      const byDate = await get("/ceny/", {
        "accept-encoding": "br",
        "if-modified-since": first.headers["last-modified"]!,
      });
      expect(byDate.status).toBe(304);
      const changed = await get("/ceny/", { "accept-encoding": "br", "if-none-match": '"jina-verze"' });
      expect(changed.status).toBe(200);
    });

    it("answers range requests on the PDF", async () => {
      const pdf = file("zasady-ochrany-osobnich-udaju.pdf");
      const first = await get("/zasady-ochrany-osobnich-udaju.pdf", { range: "bytes=0-99" });
      expect(first.status).toBe(206);
      expect(first.headers["content-range"]).toBe(`bytes 0-99/${pdf.length}`);
      expect(first.body.equals(pdf.subarray(0, 100))).toBe(true);
      expect(first.body.subarray(0, 5).toString()).toBe("%PDF-");
      const last = await get("/zasady-ochrany-osobnich-udaju.pdf", { range: "bytes=-50" });
      expect(last.status).toBe(206);
      expect(last.body.equals(pdf.subarray(pdf.length - 50))).toBe(true);
      const beyond = await get("/zasady-ochrany-osobnich-udaju.pdf", { range: `bytes=${pdf.length + 10}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers["content-range"]).toBe(`bytes */${pdf.length}`);
    });
  });
});

describe("nginx over HTTPS", () => {
  it("sends HSTS on every HTTPS response, pages and errors alike", async () => {
    for (const target of ["/", "/neexistuje/", "/ceny"]) {
      const res = await request(nginxHttps.url, target);
      expect(res.headers["strict-transport-security"], target).toBe(HSTS);
    }
  });

  it.each(["/", "/ceny/?utm_source=x", "/neexistuje/", "/.env"])(
    "answers plain HTTP %s with 301 to the same address over HTTPS, and no HSTS",
    async (target) => {
      const res = await request(nginxHttps.httpUrl, target);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://www.depese.cz${target}`);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    },
  );

  /** The TLS version, cipher and ALPN protocol the server agrees to, or the handshake's error. */
  function handshake(
    options: tls.ConnectionOptions,
  ): Promise<{ protocol: string | null; alpn: string | false | null }> {
    const { hostname, port } = new URL(nginxHttps.url);
    return new Promise((resolve, reject) => {
      const socket = tls.connect(
        { host: hostname, port: Number(port), ca: ca(), servername: TEST_HOSTNAMES[0], ...options },
        () => {
          resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
          socket.end();
        },
      );
      socket.on("error", reject);
    });
  }

  it("offers TLS 1.3 and HTTP/2 with a certificate the client verifies", async () => {
    expect(await handshake({ ALPNProtocols: ["h2", "http/1.1"] })).toEqual({ protocol: "TLSv1.3", alpn: "h2" });
    expect((await handshake({ maxVersion: "TLSv1.2" })).protocol).toBe("TLSv1.2");
  });

  it("refuses TLS 1.1 and older", async () => {
    await expect(
      handshake({ minVersion: "TLSv1", maxVersion: "TLSv1.1", ciphers: "DEFAULT@SECLEVEL=0" }),
    ).rejects.toThrow();
  });
});
