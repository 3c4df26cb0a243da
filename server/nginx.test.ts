import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx";
import { localizeNginxConfig } from "./nginx-local";
import { HSTS, IMMUTABLE, REVALIDATE, securityHeaders } from "./rules";

// The generated configuration's behaviour is tested against real nginx in e2e/http.test.ts; these
// check what a deployer edits and what the tests replace.
describe("nginxConfig", () => {
  const config = nginxConfig();
  /** The blocks `server { … }` at the top level. */
  const servers = (text: string) => text.match(/^server \{\n[\s\S]*?^\}\n/gm) ?? [];

  it("serves the build's compressed files and compresses nothing itself", () => {
    expect(config).toMatch(/^\s*gzip_static on;$/m);
    expect(config).toMatch(/^\s*brotli_static on;$/m);
    expect(config).toMatch(/^\s*gzip off;$/m);
  });

  it("sends every security header and both cache lifetimes from the rules", () => {
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(config).toContain(`add_header ${name} "${value}" always;`);
    expect(config).toContain(`"${IMMUTABLE}"`);
    expect(config).toContain(`"${REVALIDATE}"`);
  });

  it("serves the site over HTTPS with HTTP/2 and HSTS, and answers plain HTTP with a redirect only", () => {
    const [http, https] = servers(config);
    expect(servers(config)).toHaveLength(2);
    expect(http).toMatch(/^\s*listen 80;$/m);
    expect(http).toMatch(/^\s*return 301 https:\/\/\$host\$request_uri;$/m);
    expect(http).not.toMatch(/root|add_header/);
    expect(https).toMatch(/^\s*listen 443 ssl http2;$/m);
    expect(https).toMatch(/^\s*listen \[::\]:443 ssl http2;$/m);
    expect(https).toContain(`add_header strict-transport-security "${HSTS}" always;`);
    expect(https).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(https).toMatch(/^\s*ssl_certificate \/etc\/letsencrypt\/live\/www\.depese\.cz\/fullchain\.pem;$/m);
  });

  it("takes the root, host name and certificate a deployment gives", () => {
    const custom = nginxConfig({
      root: "/srv/depese/public",
      serverName: "depese.example",
      certificate: "/etc/ssl/depese.pem",
      certificateKey: "/etc/ssl/depese.key",
    });
    expect(custom).toMatch(/^\s*root \/srv\/depese\/public;$/m);
    expect(custom.match(/^\s*server_name depese.example;$/gm)).toHaveLength(2);
    expect(custom).toMatch(/^\s*ssl_certificate \/etc\/ssl\/depese.pem;$/m);
    expect(custom).toMatch(/^\s*ssl_certificate_key \/etc\/ssl\/depese.key;$/m);
  });

  it("names the report endpoint only when one is configured", () => {
    expect(nginxConfig({ reportUri: "" })).not.toMatch(/report-uri|reporting-endpoints/);
    const reporting = nginxConfig({ reportUri: "https://reports.example/csp" });
    expect(reporting).toContain('add_header reporting-endpoints "csp=\\"https://reports.example/csp\\"" always;');
    expect(reporting).toContain("report-uri https://reports.example/csp; report-to csp");
  });
});

describe("localizeNginxConfig", () => {
  const local = { root: "/tmp/public", certificate: "/tmp/c.pem", certificateKey: "/tmp/k.pem" };
  /** Everything but the lines the tests replace or leave out. */
  const kept = (text: string) =>
    text
      .replace(/^.*(listen|root|ssl_certificate|ssl_certificate_key) .*\n/gm, "")
      .replace(/^server \{\n[^}]*return 301[^}]*\}\n/m, "");

  it("over HTTPS replaces only the addresses, root and certificate", () => {
    const https = localizeNginxConfig(nginxConfig(), { ...local, port: 4443, httpPort: 4080 });
    expect(https).toMatch(/^\s*listen 127\.0\.0\.1:4443 ssl http2;$/m);
    expect(https).toMatch(/^\s*listen 127\.0\.0\.1:4080;$/m);
    expect(https).not.toContain("[::]");
    expect(https).toMatch(/^\s*root "\/tmp\/public";$/m);
    expect(https).toMatch(/^\s*ssl_certificate "\/tmp\/c.pem";$/m);
    expect(https).toMatch(/^\s*ssl_certificate_key "\/tmp\/k.pem";$/m);
    expect(https).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(kept(https)).toBe(kept(nginxConfig()));
  });

  it("over plain HTTP serves the site on the port and leaves out the redirecting server", () => {
    const http = localizeNginxConfig(nginxConfig(), { ...local, port: 4321 });
    expect(http).toMatch(/^\s*listen 127\.0\.0\.1:4321;$/m);
    expect(http).not.toMatch(/listen .*ssl|return 301 https/);
    expect(kept(http)).toBe(kept(nginxConfig()));
  });

  it("refuses a configuration without them", () => {
    expect(() => localizeNginxConfig("server { root /x; }", { ...local, port: 1 })).toThrow(/listen 80/);
    expect(() =>
      localizeNginxConfig(nginxConfig().replace(/ssl_certificate_key .*\n/, ""), { ...local, port: 1, httpPort: 2 }),
    ).toThrow(/ssl_certificate_key/);
  });
});
