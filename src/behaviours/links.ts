import { navigate, prefetchPathname } from "gatsby";
import { loadPageNow } from "../../plugins/gatsby-overrides/static-body/load-page";

// Every link to a page of this site is a plain <a href> (src/theme/Link, Markdown links, static
// bodies). One set of listeners on the document makes them behave as Gatsby's Link did: a plain
// left click navigates without reloading, and the page's data and code load ahead when the link is
// pointed at or focused (at once) and when it enters the viewport (Gatsby's prefetch queue).

/** The address of a page of this site, or null: another origin, a file (`.pdf`, `.csv`…), a bare
 * `#anchor`. Shared with src/theme/Link, so both agree on what is internal. */
export function pageHref(href: string): string | null {
  return href[0] === "/" && href[1] !== "/" && !/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(href) ? href : null;
}

/** Gatsby's own rule for prefetching (its loader's doesConnectionSupportPrefetch): never on a 2g
 * connection or with data saver on. Its loader checks it for the viewport queue, not for hover. */
export function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection || !(connection.saveData || /2g/.test(connection.effectiveType || ""));
}

function linkHref(target: EventTarget | null): string | null {
  const link = (target as Element).closest?.("a");
  return link && !link.target && !link.hasAttribute("download") ? pageHref(link.getAttribute("href") || "") : null;
}

/** Prefetches a page unless it is this one or the connection is constrained: at once (as Gatsby's
 * Link on hover) or through its queue. */
function prefetch(target: EventTarget | null, now: boolean) {
  const href = linkHref(target);
  const path = href && href.split(/[?#]/)[0];
  if (!path || path === location.pathname || !connectionAllowsPrefetch()) return;
  if (now) loadPageNow(path);
  else prefetchPathname(path);
}

const LINKS = 'a[href^="/"]';

/** Whether the first page has been shown (rendered by React): a navigation while React is still
 * hydrating it would make React find another page than the HTML it hydrates, so until then a click
 * is an ordinary page load. */
let hydrated = false;
export const linksReady = () => {
  hydrated = true;
};

/** Makes the document's internal links navigate and prefetch. */
export function installLinks(doc: Document) {
  doc.addEventListener("click", (event) => {
    const href = linkHref(event.target);
    if (
      !hydrated ||
      !href ||
      event.defaultPrevented ||
      event.button ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    // As Gatsby's Link: a link to the page shown replaces its history entry instead of adding one.
    navigate(href, encodeURI(href) === location.pathname ? { replace: true } : undefined);
  });
  const point = (event: Event) => prefetch(event.target, true);
  doc.addEventListener("mouseover", point);
  doc.addEventListener("focusin", point);

  // Links that come into view: each is prefetched once; those added later (a new page, an opened
  // menu) are watched as React or a static body adds them.
  if (!window.IntersectionObserver) return;
  const seen = new IntersectionObserver((entries) =>
    entries.forEach((entry) => {
      if (!entry.isIntersecting) return;
      seen.unobserve(entry.target);
      prefetch(entry.target, false);
    }),
  );
  const watch = (root: Element) => {
    if (root.matches(LINKS)) seen.observe(root);
    root.querySelectorAll(LINKS).forEach((link) => seen.observe(link));
  };
  watch(doc.body);
  new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => node.nodeType === 1 && watch(node as Element))),
  ).observe(doc.body, { childList: true, subtree: true });
}
