import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx";
import { localizeNginxConfig } from "./nginx-local";
import { IMMUTABLE, REVALIDATE, securityHeaders } from "./rules";

// The generated configuration's behaviour is tested against real nginx in e2e/http.test.ts; these
// check what a deployer edits and what the tests replace.
describe("nginxConfig", () => {
  const config = nginxConfig();

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

  it("takes the root, port and host name a deployment gives", () => {
    const custom = nginxConfig({ root: "/srv/depese/public", listen: "8080", serverName: "depese.example" });
    expect(custom).toMatch(/^\s*root \/srv\/depese\/public;$/m);
    expect(custom).toMatch(/^\s*listen 8080;$/m);
    expect(custom).toMatch(/^\s*server_name depese.example;$/m);
  });
});

describe("localizeNginxConfig", () => {
  it("replaces only listen and root", () => {
    const local = localizeNginxConfig(nginxConfig(), { root: "/tmp/public", port: 4321 });
    expect(local).toMatch(/^\s*listen 127\.0\.0\.1:4321;$/m);
    expect(local).toMatch(/^\s*root "\/tmp\/public";$/m);
    expect(local.replace(/^.*(listen|root) .*$/gm, "")).toBe(nginxConfig().replace(/^.*(listen|root) .*$/gm, ""));
  });

  it("refuses a configuration without them", () => {
    expect(() => localizeNginxConfig("server { root /x; }", { root: "/tmp", port: 1 })).toThrow(/listen/);
  });
});
