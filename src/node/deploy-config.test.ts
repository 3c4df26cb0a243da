import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { NGINX_CONFIG_PATH, runWriteDeployConfig, writeDeployConfig } from "./deploy-config";
import { nginxConfig } from "../../server/nginx";
import { securityHeaders } from "../../server/rules";

function project(files: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-deploy-"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), "x");
  }
  return dir;
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const built = [
  "index.html",
  "index.html.br",
  "ceny/index.html",
  "docs/ceny/nemecko/index.html",
  "index copy/index.html",
  "404.html",
  "404/index.html",
  "app-0123456789abcdef0123.js",
  "app-0123456789abcdef0123.js.br",
  "static/d41d8cd98f00b204/cover.svg",
  "sw.js",
  "zasady-ochrany-osobnich-udaju.pdf",
];

describe("writeDeployConfig", () => {
  it("writes the nginx configuration from the rules", () => {
    const dir = project(built);
    writeDeployConfig(dir);
    expect(read(dir, NGINX_CONFIG_PATH)).toBe(nginxConfig());
  });

  it("writes _headers with the security headers and HSTS everywhere and a year's caching only for hashed files", () => {
    const dir = project(built);
    writeDeployConfig(dir);
    const headers = read(dir, "public/_headers");
    const blocks = Object.fromEntries(
      headers
        .split(/\n(?=\/)/)
        .slice(1)
        .map((block) => [block.split("\n")[0], block]),
    );
    expect(Object.keys(blocks)).toEqual(["/*", "/static/*", "/app-0123456789abcdef0123.js"]);
    expect(blocks["/*"]).toContain(`Content-Security-Policy: ${securityHeaders()["content-security-policy"]}`);
    expect(blocks["/*"]).toContain("X-Frame-Options: DENY");
    expect(blocks["/*"]).toContain("Cross-Origin-Opener-Policy: same-origin");
    // Netlify serves only HTTPS, so every response may carry HSTS.
    expect(blocks["/*"]).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains; preload");
    expect(blocks["/*"]).not.toContain("Cache-Control");
    expect(blocks["/static/*"]).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(headers).not.toContain("sw.js");
  });

  it("writes _redirects from every built page's .html forms to its slash form, and 404 for the not-found page's addresses", () => {
    const dir = project(built);
    writeDeployConfig(dir);
    const rules = read(dir, "public/_redirects")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    expect(rules).toContainEqual(["/index.html", "/", "301!"]);
    expect(rules).toContainEqual(["/ceny/index.html", "/ceny/", "301!"]);
    expect(rules).toContainEqual(["/ceny.html", "/ceny/", "301!"]);
    expect(rules).toContainEqual(["/docs/ceny/nemecko.html", "/docs/ceny/nemecko/", "301!"]);
    expect(rules).toContainEqual(["/index%20copy/index.html", "/index%20copy/", "301!"]);
    expect(rules).toContainEqual(["/404/", "/404.html", "404!"]);
    expect(rules).toContainEqual(["/404.html", "/404.html", "404!"]);
    expect(rules.some(([from]) => from.startsWith("/404/index"))).toBe(false);
    expect(rules.every((rule) => rule.length === 3)).toBe(true);
  });

  it("reports the files it wrote to the build (onPostBuild)", () => {
    const dir = project(built);
    const reporter = { info: vi.fn() };
    runWriteDeployConfig({ reporter } as never, dir);
    expect(reporter.info).toHaveBeenCalledWith(
      "Deployment: wrote deploy/nginx/depese.conf, public/_headers, public/_redirects.",
    );
  });

  it("the committed deploy/nginx/depese.conf is the one the rules give (run `npm run build` after changing them)", () => {
    // Without CSP_REPORT_URI: the committed file names no report endpoint.
    expect(fs.readFileSync(path.resolve(NGINX_CONFIG_PATH), "utf8")).toBe(nginxConfig({ reportUri: "" }));
  });
});
