import crypto from "node:crypto";
import type { ThirdParty } from "../src/config/third-parties";
import { inlineScripts } from "../src/lib/inline-scripts";

// Content-Security-Policy that allows the site itself plus exactly the hosts of the configured
// third parties (src/config/third-parties.ts). Scripts: the site's own files and the few constant
// inline scripts of src/lib/inline-scripts.ts by their hashes, never 'unsafe-inline' or
// 'unsafe-eval'; the build fails on a page with any other inline script (src/node/csp-check.ts).
// Styles keep 'unsafe-inline': Gatsby inlines the site's CSS into every page and the API
// reference's styled-components add style elements at run time.

/** The name of the reporting endpoint in `report-to` and the Reporting-Endpoints header. */
export const REPORT_GROUP = "csp";

const BASE: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "media-src": ["'self'"],
  "frame-src": ["'none'"],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** A script's CSP hash source, `'sha256-…'`, of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The hash sources of every inline script a page may run. */
export function inlineScriptHashes(scripts: string[] = inlineScripts()): string[] {
  return [...new Set(scripts.map(scriptHash))];
}

export type PolicyOptions = {
  /** Inline scripts to allow by hash (the site's own by default). */
  scripts?: string[];
  /** Where browsers send violation reports; none when unset. */
  reportUri?: string;
};

export function buildContentSecurityPolicy(parties: ThirdParty[], options: PolicyOptions = {}): string {
  const directives = structuredClone(BASE);
  directives["script-src"].push(...inlineScriptHashes(options.scripts));
  for (const party of parties) {
    for (const [directive, hosts] of Object.entries(party.csp)) {
      const list = directives[directive];
      if (list[0] === "'none'") list.splice(0, 1);
      for (const host of hosts ?? []) if (!list.includes(host)) list.push(host);
    }
  }
  // report-uri for browsers without the Reporting API; report-to (the Reporting-Endpoints header
  // names the group) where it exists, which then ignore report-uri.
  if (options.reportUri) Object.assign(directives, { "report-uri": [options.reportUri], "report-to": [REPORT_GROUP] });
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}
