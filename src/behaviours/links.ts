import { navigate, prefetchPathname } from "gatsby";

// Every link to a page of this site is a plain <a href> (src/theme/Link, Markdown links, static
// bodies). One set of listeners on the document makes them behave as Gatsby's Link did: a plain
// left click navigates without reloading, and the page's data and code load ahead when the link is
// pointed at or focused (at once) and when it enters the viewport (Gatsby's prefetch queue).

/** The address of a page of this site, or null: another origin, a file (`.pdf`, `.csv`…), a bare
 * `#anchor`. Shared with src/theme/Link, so both agree on what is internal. */
export function pageHref(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  if (/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(href)) return null;
  return href;
}

const pathOf = (href: string) => href.split(/[?#]/)[0];

/** Gatsby's own rule for prefetching (its loader's doesConnectionSupportPrefetch): never on a 2g
 * connection or with data saver on. Its loader checks this for the viewport queue, not for hover. */
export function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !connection || !(connection.saveData || (connection.effectiveType ?? "").includes("2g"));
}

function linkHref(target: EventTarget | null): string | null {
  const link = (target as Element | null)?.closest?.("a");
  if (!link || link.target || link.hasAttribute("download")) return null;
  return pageHref(link.getAttribute("href") ?? "");
}

type Loader = { hovering: (path: string) => void };
const loader = () => (window as unknown as { ___loader?: Loader }).___loader;

/** Prefetches a page unless it is this one or the connection is constrained. */
function prefetch(href: string, now: boolean) {
  const path = pathOf(href);
  if (path === window.location.pathname || !connectionAllowsPrefetch()) return;
  if (now) loader()?.hovering(path);
  else void prefetchPathname(path);
}

/** Makes the document's internal links navigate and prefetch; returns the clean-up. */
export function installLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = linkHref(event.target);
    if (!href) return;
    event.preventDefault();
    // As Gatsby's Link: a link to the page shown replaces its history entry instead of adding one.
    void navigate(href, encodeURI(href) === window.location.pathname ? { replace: true } : undefined);
  };
  const onPoint = (event: Event) => {
    const href = linkHref(event.target);
    if (href) prefetch(href, true);
  };
  doc.addEventListener("click", onClick);
  doc.addEventListener("mouseover", onPoint);
  doc.addEventListener("focusin", onPoint);
  const uninstallListeners = () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("mouseover", onPoint);
    doc.removeEventListener("focusin", onPoint);
  };

  // Links that come into view: each is prefetched once, those added later (a new page, an opened
  // menu) are watched as React or a static body adds them.
  const win = doc.defaultView!;
  if (!("IntersectionObserver" in win)) return () => uninstallListeners();
  const seen = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      const href = linkHref(entry.target);
      if (href) prefetch(href, false);
    }
  });
  const watch = (root: Element) => {
    if (root.matches('a[href^="/"]')) seen.observe(root);
    for (const link of root.querySelectorAll('a[href^="/"]')) seen.observe(link);
  };
  const added = new win.MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) watch(node as Element);
  });
  watch(doc.body);
  added.observe(doc.body, { childList: true, subtree: true });
  return () => {
    uninstallListeners();
    seen.disconnect();
    added.disconnect();
  };
}
