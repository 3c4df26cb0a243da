import React from "react";
import { csLanding } from "../../i18n/cs-landing";
import { textOf } from "../../lib/text-of";
import { useLandingPage } from "../Price";
import Frame, { cx, typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

type QuestionProps = { q: string; children?: React.ReactNode };
type FaqEntry = { "@type": "Question"; name: string; acceptedAnswer: { "@type": "Answer"; text: string } };

/** One question, open on click without JavaScript. */
export function Question({ q, children }: QuestionProps) {
  return (
    <details className={styles.question}>
      <summary>{typo(q)}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}

const isQuestion = (node: React.ReactNode): node is React.ReactElement<QuestionProps> =>
  React.isValidElement<QuestionProps>(node) && typeof node.props.q === "string";

/** The questions of every <Faq> on a page, by question, so the page carries one FAQPage. */
export const FaqEntries = React.createContext<Map<string, FaqEntry> | null>(null);

/** Questions and answers; their structured data goes into the page's one FAQPage (below). */
export default function Faq({ title = csLanding.faq, className, children, ...frame }: FrameProps) {
  const { facts } = useLandingPage("Faq");
  const entries = React.useContext(FaqEntries);
  for (const { props } of React.Children.toArray(children).filter(isQuestion)) {
    const name = typo(props.q) ?? props.q;
    entries?.set(name, {
      "@type": "Question",
      name,
      acceptedAnswer: { "@type": "Answer", text: textOf(props.children, facts).replace(/\s+/g, " ").trim() },
    });
  }
  return (
    <Frame title={title} className={cx(styles.faqSection, className)} {...frame}>
      <div className={styles.faq}>{children}</div>
    </Frame>
  );
}

/**
 * FAQPage structured data repeating exactly the page's visible questions. Rendered by the page
 * template after the content: React renders depth-first, so every <Faq> above has added its
 * questions by then.
 */
export function FaqStructuredData() {
  const entries = React.useContext(FaqEntries);
  if (!entries || entries.size === 0) return null;
  const data = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [...entries.values()] };
  // "<" escaped so an answer can never close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
