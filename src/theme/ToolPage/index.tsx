import React from "react";
import { useHydrated } from "../../hooks/useHydrated";
import Spinner from "../Spinner";
import { czechTypography } from "../../lib/typography";
import { csTools } from "../../i18n/cs-tools";
import * as styles from "./styles.module.css";

/** `minHeight`: the least height in px the rendered tool has at any width. */
type Props = { title: string; lead: string; tool: React.ReactNode; minHeight: number; children: React.ReactNode };

/** The frame of a tool page: the only h1, the lead, the privacy note, the (lazily loaded) tool
 * and the explanations, which are static HTML for search engines and visitors without JavaScript.
 * The tool itself renders only in the browser: the server's Intl data (country names, number
 * formats) differs from the browser's, and a tool without JavaScript would be dead controls. Until
 * then its area keeps the tool's least height, so the page does not shift (CLS 0). */
export default function ToolPage({ title, lead, tool, minHeight, children }: Props) {
  const mounted = useHydrated();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{czechTypography(title)}</h1>
        <p className={styles.lead}>{czechTypography(lead)}</p>
        <p className={styles.privacy} data-testid="private-note">
          <span aria-hidden="true">🔒 </span>
          {czechTypography(csTools.private)}
        </p>
      </header>
      <noscript>
        <p className={styles.privacy}>{csTools.noscript}</p>
      </noscript>
      {/* Holds the tool's place while its code loads and it renders, so the explanations below
          start under the first screen and never jump into it. */}
      <div className={styles.tool} style={{ minHeight }} data-testid="tool-area">
        {mounted ? tool : <Spinner />}
      </div>
      <div className={styles.explanations}>{children}</div>
    </article>
  );
}
