import React from "react";
import { cs } from "../../i18n/cs";
import { textOf } from "../../lib/text-of";
import { useLandingPage } from "../Price";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

type QuestionProps = { q: string; children?: React.ReactNode };

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

/** Questions and answers, with FAQPage structured data that repeats exactly what they say. */
export default function Faq({ title = cs.landing.faq, children, ...frame }: FrameProps) {
  const { facts } = useLandingPage("Faq");
  const questions = React.Children.toArray(children).filter(isQuestion);
  const structured = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ props }) => ({
      "@type": "Question",
      name: typo(props.q),
      acceptedAnswer: { "@type": "Answer", text: textOf(props.children, facts).replace(/\s+/g, " ").trim() },
    })),
  };
  return (
    <Frame title={title} {...frame}>
      <div className={styles.faq}>{children}</div>
      {/* "<" escaped so an answer can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }} />
    </Frame>
  );
}
