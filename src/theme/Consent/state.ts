import {
  CONSENT_ATTRIBUTE,
  expireCookie,
  parseConsent,
  trackingCookieNames,
  type ConsentChoice,
} from "../../lib/consent";
import { CONSENT_EVENT } from "../../lib/early-controls";

// The consent state in the browser. Whether the banner shows is only the <html> attribute set by
// the inline script of gatsby-ssr (lib/consent.ts), so React renders the same markup on the server
// and in the browser and never re-renders the banner. The banner's buttons are handled by the
// inline script of lib/early-controls.ts (the cookie, the attribute, then a `depese:consent`
// event), so a choice made before the bundles run is stored at once; a choice made before React
// started is read from the cookie when it starts (ConsentRoot).

type Listener = (choice: ConsentChoice) => void;
let trackersStarted = false;

export const storedConsent = (): ConsentChoice | null =>
  typeof document === "undefined" ? null : parseConsent(document.cookie);

/** Calls `listener` with every new choice; returns a function that stops listening. */
export function onConsentChange(listener: Listener): () => void {
  const onEvent = (event: Event) => {
    const choice = (event as CustomEvent<unknown>).detail;
    if (choice === "accepted" || choice === "declined") listener(choice);
  };
  document.addEventListener(CONSENT_EVENT, onEvent);
  return () => document.removeEventListener(CONSENT_EVENT, onEvent);
}

/** Removes the analytics and advertising cookies on this host and its parent domains. */
export function removeTrackingCookies(): void {
  for (const name of trackingCookieNames(document.cookie)) {
    for (const assignment of expireCookie(name, location.hostname)) document.cookie = assignment;
  }
}

/** After "Odmítám": the tracking cookies go, and a page whose tags already run reloads (they would
 * set their cookies again; a fresh page has none). */
export function withdraw(): void {
  removeTrackingCookies();
  if (trackersStarted) location.reload();
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
