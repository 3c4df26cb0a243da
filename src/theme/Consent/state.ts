import {
  CONSENT_ATTRIBUTE,
  consentCookie,
  expireCookie,
  parseConsent,
  trackingCookieNames,
  type ConsentChoice,
} from "../../lib/consent";

// The consent state in the browser. Whether the banner shows is only the <html> attribute set by
// the inline script of gatsby-ssr (lib/consent.ts), so React renders the same markup on the server
// and in the browser and never re-renders the banner; listeners react to a new choice.

type Listener = (choice: ConsentChoice | null) => void;
const listeners = new Set<Listener>();
let trackersStarted = false;

export const storedConsent = (): ConsentChoice | null =>
  typeof document === "undefined" ? null : parseConsent(document.cookie);

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes the analytics and advertising cookies on this host and its parent domains. */
export function removeTrackingCookies(): void {
  for (const name of trackingCookieNames(document.cookie)) {
    for (const assignment of expireCookie(name, location.hostname)) document.cookie = assignment;
  }
}

export function choose(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, { secure: location.protocol === "https:" });
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, choice);
  if (choice === "declined") {
    removeTrackingCookies();
    // Scripts already running in this page would set their cookies again: a fresh page has none.
    if (trackersStarted) location.reload();
  }
  listeners.forEach((listener) => listener(choice));
}

export const markTrackersStarted = () => {
  trackersStarted = true;
};

export const BANNER_ID = "souhlas-cookies";

/** "Nastavení cookies": shows the banner again and moves the focus into it. */
export function reopenBanner(): void {
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  document.querySelector<HTMLElement>(`#${BANNER_ID} button`)?.focus();
}
