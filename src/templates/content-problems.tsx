import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import Seo from "../theme/Seo";
import { czechTypography } from "../lib/typography";
import { csContentProblems } from "../i18n/cs-content-problems";
import type { ContentProblemsContext } from "../node/content-problems";
import * as styles from "./styles.module.css";

/** `gatsby develop` only: a page whose MDX file has problems shows them instead of its content
 * (src/node/content-problems.ts). */
export default function ContentProblems({ pageContext }: PageProps<object, ContentProblemsContext>) {
  return (
    <article className={styles.article} data-content-problems="">
      <h1>{csContentProblems.title}</h1>
      <p className={styles.lead}>{csContentProblems.lead}</p>
      <ul>
        {pageContext.problems.map((problem, index) => (
          <li key={index}>
            <code title={csContentProblems.place}>
              {problem.file}
              {problem.line ? `:${problem.line}` : ""}
            </code>{" "}
            <strong>{problem.field}</strong>: {czechTypography(problem.message)}
          </li>
        ))}
      </ul>
      <p>{csContentProblems.build}</p>
    </article>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={csContentProblems.title} pathname={location.pathname} noindex />
);
