import { thirdParties } from "../src/config/third-parties";
import { GATSBY_INTERNALS } from "../plugins/gatsby-overrides/internals";
import { buildContentSecurityPolicy, REPORT_GROUP } from "./csp";

// The one definition of how the built site (public/) is served: URL canonicalisation, the
// not-found page, cache lifetimes and response headers. The Node server applies these functions
// directly; the nginx and static-host configurations are generated from the same values
// (server/nginx.ts, server/static-host.ts), and e2e/http.test.ts checks every server against them.

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby names bundles and /static/ files by content hash (a path inside public/, "/" separated);
 * the bundles' names are an entry of plugins/gatsby-overrides/internals.ts. */
export const HASHED = new RegExp(`(?:^|\\/)static\\/|${GATSBY_INTERNALS.hashedFileNames.value.source}`);

/** The Cache-Control of a file in public/, or of its .br or .gz sibling. */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath.replaceAll("\\", "/").replace(/\.(?:br|gz)$/, "")) ? IMMUTABLE : REVALIDATE;
}

/** The environment variable with the address browsers send Content-Security-Policy violation reports to. */
export const REPORT_URI_VARIABLE = "CSP_REPORT_URI";

/** The operator's report address: unset or empty means no reports; anything but an https:// URL
 * or a path on this site fails, naming the variable. */
export function reportUriFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env[REPORT_URI_VARIABLE]?.trim();
  if (!value) return undefined;
  if (!/^(?:https:\/\/[^/\s]+|\/)[^\s;,"']*$/.test(value))
    throw new Error(
      `${REPORT_URI_VARIABLE}="${value}": expected an https:// address or a path on this site, without spaces, quotes, commas or semicolons.`,
    );
  return value;
}

export type SecurityOptions = {
  /** Where browsers report policy violations (default: the CSP_REPORT_URI variable); none when unset. */
  reportUri?: string;
};

/** Headers sent with every response, pages and errors alike. */
export function securityHeaders({ reportUri = reportUriFromEnv() }: SecurityOptions = {}): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "content-security-policy": buildContentSecurityPolicy(thirdParties, { reportUri }),
    "x-frame-options": "DENY",
    // A page opened from another site (or opening one) shares no browsing context group with it.
    "cross-origin-opener-policy": "same-origin",
    ...(reportUri ? { "reporting-endpoints": `${REPORT_GROUP}="${reportUri}"` } : {}),
  };
}

/** Two years, subdomains included, ready for the browsers' preload list (hstspreload.org asks for
 * at least a year, includeSubDomains and preload). */
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/** Headers only a response over HTTPS carries (a browser ignores HSTS over plain HTTP). */
export const HTTPS_HEADERS: Record<string, string> = { "strict-transport-security": HSTS };

/** The not-found page, sent with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = "/404.html";
/** Paths that exist in public/ but answer 404: the not-found page's own addresses and the static
 * host's configuration files. */
export const NOT_FOUND_PATHS = ["/404/", "/404.html", "/_headers", "/_redirects"];

/** Leading slashes and backslashes, literal or percent-encoded. */
export const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;
/** A last segment with a file extension never gets the trailing slash. */
export const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/**
 * The path with its leading run of slashes and backslashes collapsed into one "/". Browsers read a
 * Location of "//evil.com/" or "/\\evil.com/" as another host, so a redirect must never start so.
 */
export function sameOriginPath(rawPath: string): string {
  return rawPath.replace(LEADING_SEPARATORS, "/");
}

/** Where a request should be redirected, or null. Works on the raw (still encoded) path. */
export function canonicalRedirect(rawPath: string, exists: (decodedPath: string) => boolean): string | null {
  // Only origin-form ("/…"); an absolute-form target ("http://evil.com/x.html") is never echoed.
  if (!rawPath.startsWith("/")) return null;
  const local = sameOriginPath(rawPath);
  let target: string | null = null;
  if (local.endsWith("/index.html")) target = local.slice(0, -"index.html".length);
  else if (local.endsWith(".html")) target = `${local.slice(0, -".html".length)}/`;
  else if (!local.endsWith("/") && !FILE_EXTENSION.test(local) && exists(`${decodeURIComponent(local)}/index.html`))
    target = `${local}/`;
  else if (local !== rawPath) target = local;
  // "/.html" would give "//".
  return target === null ? null : sameOriginPath(target);
}

/** A decoded path that must never reach the file system. */
export function isUnsafePath(decoded: string): boolean {
  return decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((s) => s === ".." || s === ".");
}
