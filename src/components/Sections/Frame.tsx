import React from "react";
import { czechTypography } from "../../lib/typography";
import { slugify } from "../../lib/slug";
import * as styles from "./sections.module.css";

/** Elements whose text is code, left as written by every typography step. */
export const CODE_ELEMENTS = new Set(["code", "pre", "kbd", "samp"]);

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(" ");

/** Visible text from an editor's string prop, with Czech non-breaking spaces (markdown text gets
 * them from the build; props do not pass through it). */
export const typo = (text: string | undefined | null) => (text ? czechTypography(text) : text);

/** typo for text that may hold JSX (`price={<>SMS <Price … /> bez DPH</>}`, a message's children):
 * every string in it and in its HTML elements, a trailing one-letter word bound to the next node;
 * components (Price) render their own text. */
export function typoNode(node: React.ReactNode): React.ReactNode {
  if (typeof node === "string") return czechTypography(node);
  if (Array.isArray(node)) return typoNode(<>{node}</>);
  if (!React.isValidElement<{ children?: React.ReactNode }>(node)) return node;
  if (node.type !== React.Fragment && typeof node.type !== "string") return node;
  // Code is copied as it is: a non-breaking space or hyphen in it would be a different text.
  if (typeof node.type === "string" && CODE_ELEMENTS.has(node.type)) return node;
  if (node.props.children === undefined) return node;
  const parts = React.Children.toArray(node.props.children);
  const children = parts.map((part, i) =>
    typeof part === "string" ? czechTypography(part, { continues: i < parts.length - 1 }) : typoNode(part),
  );
  return React.cloneElement(node, undefined, ...children);
}

export interface FrameProps {
  /** The section's h2; also its anchor (#jak-to-funguje). */
  title?: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** Anchor when the title's slug is not wanted. */
  id?: string;
  className?: string;
  children?: React.ReactNode;
}

/** A full-width landing section: heading, intro and content at the page's width. Sections of a
 * landing page alternate their backgrounds (src/templates/styles.module.css). */
export default function Frame({ title, intro, id, className, children }: FrameProps) {
  const anchor = id ?? (title ? slugify(title) : undefined);
  return (
    <section className={cx(styles.section, className)} aria-labelledby={title ? anchor : undefined}>
      <div className={styles.inner}>
        {title && (
          <h2 id={anchor} className={styles.title}>
            {typo(title)}
          </h2>
        )}
        {intro && <p className={styles.intro}>{typo(intro)}</p>}
        {children}
      </div>
    </section>
  );
}

/** Columns for n cards on a wide screen, so rows come out full: 4 → 4, 5 or 6 → 3, 7 or 8 → 4. */
export function gridColumns(children: React.ReactNode): number {
  const n = React.Children.toArray(children).filter(React.isValidElement).length;
  return n <= 4 ? Math.max(n, 1) : n % 3 === 0 || n === 5 ? 3 : 4;
}
