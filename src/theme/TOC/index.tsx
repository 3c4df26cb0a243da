import React, { useEffect, useState } from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

export type TocItem = { url?: string; title?: string; items?: TocItem[] };
/** gatsby-plugin-mdx's tableOfContents ({ items: TocItem[] }), which its GraphQL schema types as
 * plain JSON; read by shape, so every template passes it as it comes. */
export type TableOfContents = Readonly<Record<string, unknown>> | null | undefined;

const itemsOf = (node: unknown): unknown[] =>
  typeof node === "object" && node !== null && "items" in node && Array.isArray(node.items) ? node.items : [];
const stringOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** Levels 2 and 3 of gatsby-plugin-mdx's tableOfContents (h1 is the page title). */
export function tocEntries(toc: TableOfContents): { id: string; title: string; level: 2 | 3 }[] {
  const out: { id: string; title: string; level: 2 | 3 }[] = [];
  const walk = (items: unknown[], level: number) => {
    for (const item of items) {
      const isObject = typeof item === "object" && item !== null;
      const url = isObject && "url" in item ? stringOf(item.url) : null;
      const title = isObject && "title" in item ? stringOf(item.title) : null;
      if (url && title && (level === 2 || level === 3))
        out.push({ id: decodeURIComponent(url.slice(1)), title, level });
      if (level < 3) walk(itemsOf(item), level + 1);
    }
  };
  // Without an h1 in the body, the top level of the tree is already h2.
  walk(itemsOf(toc), 2);
  return out;
}

/** How far below the top of the viewport a heading counts as read: just under the navbar. */
const READ_LINE_PX = 120;

/** The heading currently read: the last one whose top has passed the read line. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  // Compared by value: the caller builds a new array on every render.
  const idsKey = JSON.stringify(ids);
  useEffect(() => {
    const ids = JSON.parse(idsKey) as string[];
    if (!ids.length || typeof IntersectionObserver === "undefined") return;
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    const update = () => {
      let current: string | null = headings[0]?.id ?? null;
      for (const h of headings) if (h.getBoundingClientRect().top <= READ_LINE_PX) current = h.id;
      setActive(current);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -60% 0px", threshold: [0, 1] });
    headings.forEach((h) => observer.observe(h));
    window.addEventListener("scroll", update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", update);
    };
  }, [idsKey]);
  return active;
}

function TocList({ entries, active }: { entries: ReturnType<typeof tocEntries>; active: string | null }) {
  return (
    <ul className={styles.list}>
      {entries.map((e) => (
        <li key={e.id} className={e.level === 3 ? styles.level3 : undefined}>
          <a
            href={`#${e.id}`}
            className={e.id === active ? styles.active : undefined}
            aria-current={e.id === active ? "location" : undefined}
          >
            {e.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Table of contents (docs/product-spec.md §2.7): headings 2–3, the one in view highlighted; on narrow screens a
 * collapsible "Na této stránce" above the content. Nothing when the page has no such headings. */
export default function TOC({ toc }: { toc: TableOfContents }) {
  const entries = tocEntries(toc);
  const active = useActiveHeading(entries.map((e) => e.id));
  if (!entries.length) return null;
  return (
    <>
      <details className={styles.mobile}>
        <summary>{cs.toc.title}</summary>
        <TocList entries={entries} active={active} />
      </details>
      <nav className={styles.desktop} aria-label={cs.toc.title}>
        <p className={styles.heading}>{cs.toc.title}</p>
        <TocList entries={entries} active={active} />
      </nav>
    </>
  );
}
