// The only place that names third-party hosts. Consent-gated loaders (cookie consent issue) and
// the production server's Content-Security-Policy both read this list, so they cannot drift.

export type ThirdPartyId = "ga4" | "linkedin" | "hotjar" | "smartsupp";

export type ThirdParty = {
  id: ThirdPartyId;
  /** Czech name shown in the privacy policy and the consent banner. */
  name: string;
  /** The environment variable holding the account id; unset means the service never loads. */
  envVar: string;
  /** Value of the variable, inlined at build time by Gatsby (GATSBY_* only). */
  accountId: string | undefined;
  /** The script the loader injects; `{id}` is replaced by the account id. */
  scriptUrl: string;
  /** Whether the service waits for cookie consent (the chat loads on the visitor's click instead). */
  consent: boolean;
  /** Content-Security-Policy sources per directive. */
  csp: Partial<
    Record<"script-src" | "connect-src" | "img-src" | "frame-src" | "style-src" | "font-src" | "media-src", string[]>
  >;
};

export const thirdParties: ThirdParty[] = [
  {
    id: "ga4",
    name: "Google Analytics 4",
    envVar: "GATSBY_GA4_ID",
    accountId: process.env.GATSBY_GA4_ID || undefined,
    scriptUrl: "https://www.googletagmanager.com/gtag/js?id={id}",
    consent: true,
    csp: {
      "script-src": ["https://www.googletagmanager.com"],
      "connect-src": [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ],
      "img-src": ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
    },
  },
  {
    id: "linkedin",
    name: "LinkedIn Insight Tag",
    envVar: "GATSBY_LINKEDIN_PARTNER_ID",
    accountId: process.env.GATSBY_LINKEDIN_PARTNER_ID || undefined,
    scriptUrl: "https://snap.licdn.com/li.lms-analytics/insight.min.js",
    consent: true,
    csp: {
      "script-src": ["https://snap.licdn.com"],
      "connect-src": ["https://px.ads.linkedin.com"],
      "img-src": ["https://px.ads.linkedin.com"],
    },
  },
  {
    id: "hotjar",
    name: "Hotjar",
    envVar: "GATSBY_HOTJAR_ID",
    accountId: process.env.GATSBY_HOTJAR_ID || undefined,
    scriptUrl: "https://static.hotjar.com/c/hotjar-{id}.js?sv=6",
    consent: true,
    csp: {
      "script-src": ["https://static.hotjar.com", "https://script.hotjar.com"],
      "connect-src": ["https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com"],
      "img-src": ["https://*.hotjar.com"],
      "font-src": ["https://script.hotjar.com"],
      "style-src": ["https://static.hotjar.com"],
    },
  },
  {
    id: "smartsupp",
    name: "Smartsupp (chat)",
    envVar: "GATSBY_SMARTSUPP_KEY",
    accountId: process.env.GATSBY_SMARTSUPP_KEY || undefined,
    scriptUrl: "https://www.smartsuppchat.com/loader.js",
    consent: false,
    // Smartsupp's help article "How to use Smartsupp with Content security policy (CSP)?" (CSP v2):
    // the loader and the widget come from *.smartsuppchat.com and *.smartsuppcdn.com, the chat
    // talks to *.smartsupp.com over https and wss. It lists no frame-src.
    csp: {
      "script-src": ["https://*.smartsuppchat.com", "https://*.smartsuppcdn.com"],
      "connect-src": [
        "https://*.smartsupp.com",
        "wss://*.smartsupp.com",
        "https://*.smartsuppchat.com",
        "https://*.smartsuppcdn.com",
      ],
      "img-src": ["https://*.smartsuppcdn.com"],
      "font-src": ["https://*.smartsuppcdn.com"],
      "media-src": ["https://*.smartsuppcdn.com"],
      "style-src": ["https://*.smartsuppcdn.com"],
    },
  },
];

/** LinkedIn's conversion pixel (docs/product-spec.md §7): partner id plus the optional conversion id. Sent when a
 * visitor with consent clicks a registration link (src/theme/Consent/conversion.ts). */
export const linkedinConversion = {
  conversionId: process.env.GATSBY_LINKEDIN_CONVERSION_ID || undefined,
  pixelUrl: "https://px.ads.linkedin.com/collect/?pid={id}&conversionId={conversionId}&fmt=gif",
};

export const thirdParty = (id: ThirdPartyId): ThirdParty => thirdParties.find((party) => party.id === id)!;

/** A configured URL with its placeholders filled in (URL-encoded). */
export function fillUrl(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ""));
}
