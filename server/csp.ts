import type { ThirdParty } from "../src/config/third-parties";

// Content-Security-Policy that allows the site itself plus exactly the hosts of the configured
// third parties (src/config/third-parties.ts). Gatsby inlines small scripts and styles, hence
// 'unsafe-inline'.

const BASE: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'"],
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

export function buildContentSecurityPolicy(parties: ThirdParty[]): string {
  const directives = structuredClone(BASE);
  for (const party of parties) {
    for (const [directive, hosts] of Object.entries(party.csp)) {
      const list = directives[directive];
      if (list[0] === "'none'") list.splice(0, 1);
      for (const host of hosts ?? []) if (!list.includes(host)) list.push(host);
    }
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}
