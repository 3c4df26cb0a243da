// Cookie consent (docs/product-spec.md §4, §9): the stored choice is a first-party cookie, read before first paint
// by an inline script that marks <html>, so the banner never flashes for a visitor who already
// chose. Declining removes the analytics and advertising cookies on this host and its parents.

export type ConsentChoice = "accepted" | "declined";

export const CONSENT_COOKIE = "depese_consent";
export const CONSENT_MAX_AGE_DAYS = 365;
/** Set on <html> to the stored choice; the banner shows while it is absent. */
export const CONSENT_ATTRIBUTE = "data-consent";

const DAY = 24 * 60 * 60;

/** The stored choice in a `document.cookie` string, or null when none (or an unknown value). */
export function parseConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value === "accepted" || value === "declined") return value;
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice for 365 days. */
export function consentCookie(
  choice: ConsentChoice,
  { secure, now = new Date() }: { secure: boolean; now?: Date },
): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * DAY;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** First-party cookies set by Google Analytics 4, the LinkedIn Insight Tag and Hotjar. */
const TRACKING_COOKIES = [
  /^_ga$/,
  /^_ga_/,
  /^_gid$/,
  /^_gat($|_)/,
  /^_gcl_/, // Google Analytics 4 (and its ads linker)
  /^li_/,
  /^lidc$/,
  /^bcookie$/,
  /^bscookie$/,
  /^ln_or$/,
  /^UserMatchHistory$/,
  /^AnalyticsSyncHistory$/, // LinkedIn
  /^_hj/, // Hotjar
];

export function isTrackingCookie(name: string): boolean {
  return TRACKING_COOKIES.some((pattern) => pattern.test(name));
}

/** Names of the tracking cookies present in a `document.cookie` string. */
export function trackingCookieNames(cookies: string): string[] {
  const names = cookies
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter(Boolean);
  return [...new Set(names.filter(isTrackingCookie))];
}

/** The domains a tracking cookie may sit on: the host itself and each parent with two labels or
 * more (www.depese.cz → www.depese.cz, depese.cz). IP addresses and single-label hosts have none:
 * their cookies are host-only. */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.includes(":")) return [];
  const labels = host.split(".");
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join("."));
  return domains;
}

/** The `document.cookie` assignments that delete one cookie: host-only and on every domain. */
export function expireCookie(name: string, hostname: string): string[] {
  const base = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  return [base, ...cookieDomains(hostname).map((domain) => `${base}; Domain=.${domain}`)];
}

/** The inline <head> script: marks <html> with the stored choice before the body is painted. */
export function consentInitScript(): string {
  return `(function(){var m=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|declined)(?:;|$)/);if(m)document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},m[1])})();`;
}
