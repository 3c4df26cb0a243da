import { parseConsent } from "../../lib/consent";

// The LinkedIn conversion (docs/product-spec.md §7) is a registration: the pixel fires when a visitor with consent
// follows a link to the registration page, not on every page load (that counted every visit as a
// conversion). Part of the lazily loaded loaders chunk, so it exists only after consent.

const normalisedPath = (pathname: string) => (pathname.endsWith("/") ? pathname : `${pathname}/`);

/** Whether a link target is the registration page (same origin and path; query and hash ignored). */
export function isRegistrationLink(href: string, registrationUrl: string, base?: string): boolean {
  try {
    const link = new URL(href, base);
    const target = new URL(registrationUrl);
    return link.origin === target.origin && normalisedPath(link.pathname) === normalisedPath(target.pathname);
  } catch {
    return false;
  }
}

/** Sends the conversion pixel on every click (or middle click) on a registration link while consent
 * is stored. keepalive lets the request outlive the navigation to the registration page, which
 * would cancel an <img> request. Returns a function that stops listening. */
export function trackRegistrationClicks(registrationUrl: string, pixelUrl: string): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button > 1) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || !isRegistrationLink(link.href, registrationUrl, location.href)) return;
    if (parseConsent(document.cookie) !== "accepted") return;
    fetch(pixelUrl, { mode: "no-cors", credentials: "include", keepalive: true }).catch(() => {
      // A blocked or failed pixel must never disturb the visitor's way to the registration.
    });
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("auxclick", onClick, true);
  return () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("auxclick", onClick, true);
  };
}
