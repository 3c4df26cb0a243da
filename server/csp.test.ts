import { describe, expect, it } from "vitest";
import { thirdParties } from "../src/config/third-parties";
import { AFTER_FIRST_PAINT_SCRIPT } from "../plugins/gatsby-overrides/after-first-paint";
import { headScripts, inlineScripts } from "../src/lib/inline-scripts";
import { buildContentSecurityPolicy, inlineScriptHashes, scriptHash } from "./csp";
import { reportUriFromEnv, securityHeaders } from "./rules";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("Content-Security-Policy", () => {
  const policy = directives(buildContentSecurityPolicy(thirdParties));

  it("hashes a script's exact text as browsers do (SHA-256, base64)", () => {
    // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("allows scripts from the site, the third parties and the site's own inline scripts by hash, never unsafe ones", () => {
    const scripts = policy["script-src"];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts[0]).toBe("'self'");
    expect(scripts.filter((s: string) => s.startsWith("'sha256-"))).toEqual(inlineScriptHashes());
    expect(inlineScriptHashes()).toContain(scriptHash(AFTER_FIRST_PAINT_SCRIPT));
    for (const script of Object.values(headScripts())) expect(scripts).toContain(scriptHash(script));
    expect(scripts.filter((s: string) => s.startsWith("https://"))).toEqual([
      ...new Set(thirdParties.flatMap((p) => p.csp["script-src"] ?? [])),
    ]);
  });

  it("allows only the head scripts the configuration turns on", () => {
    const base = {
      colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false },
    } as const;
    expect(inlineScripts({ ...base, announcementBar: null })).toHaveLength(3);
    expect(
      inlineScripts({
        announcementBar: { id: "x", content: "Akce", backgroundColor: "#fff", textColor: "#000", isCloseable: true },
        colorMode: { ...base.colorMode, disableSwitch: false },
      }),
    ).toHaveLength(5);
  });

  it("keeps inline styles, and blocks plugins, base and form retargeting and framing", () => {
    expect(policy["style-src"]).toContain("'unsafe-inline'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["report-uri"]).toBeUndefined();
  });

  it("names the operator's report endpoint in the policy and the Reporting-Endpoints header", () => {
    const headers = securityHeaders({ reportUri: "https://reports.example/csp" });
    const reporting = directives(headers["content-security-policy"]);
    expect(reporting["report-uri"]).toEqual(["https://reports.example/csp"]);
    expect(reporting["report-to"]).toEqual(["csp"]);
    expect(headers["reporting-endpoints"]).toBe('csp="https://reports.example/csp"');
    expect(securityHeaders({ reportUri: "" })).not.toHaveProperty("reporting-endpoints");
    expect(securityHeaders()["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("reads the report endpoint from CSP_REPORT_URI and refuses one that would break the header", () => {
    expect(reportUriFromEnv({})).toBeUndefined();
    expect(reportUriFromEnv({ CSP_REPORT_URI: " " })).toBeUndefined();
    expect(reportUriFromEnv({ CSP_REPORT_URI: "https://o1.ingest.example/api/2/security/?key=a" })).toBe(
      "https://o1.ingest.example/api/2/security/?key=a",
    );
    expect(reportUriFromEnv({ CSP_REPORT_URI: "/csp-report" })).toBe("/csp-report");
    for (const bad of [
      "http://reports.example/",
      "https://x.example/a; script-src *",
      'https://x.example/"',
      "reports",
    ])
      expect(() => reportUriFromEnv({ CSP_REPORT_URI: bad })).toThrow(/CSP_REPORT_URI/);
  });
});
