import React from "react";
import { useHydrated } from "../../hooks/useHydrated";
import Spinner from "../Spinner";
import { czechTypography } from "../../lib/typography";
import { csTools } from "../../i18n/cs-tools";
import * as styles from "./styles.module.css";

/** The tool's height in px once rendered, on narrow (under 768 px) and wide screens. */
export type ToolHeight = { narrow: number; wide: number };
type Props = { title: string; lead: string; tool: React.ReactNode; height: ToolHeight; children: React.ReactNode };

/** The frame of a tool page: the only h1, the lead, the privacy note, the (lazily loaded) tool
 * and the explanations, which are static HTML for search engines and visitors without JavaScript.
 * The tool itself renders only in the browser: the server's Intl data (country names, number
 * formats) differs from the browser's, and a tool without JavaScript would be dead controls. Until
 * then a placeholder of the tool's height keeps the page from shifting (CLS 0). */
export default function ToolPage({ title, lead, tool, height, children }: Props) {
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
      <div className={styles.tool}>
        {mounted ? (
          tool
        ) : (
          // Holds the tool's place until it renders, so the explanations below never jump.
          <div
            className={styles.placeholder}
            data-testid="tool-placeholder"
            style={{ "--tool-narrow": `${height.narrow}px`, "--tool-wide": `${height.wide}px` } as React.CSSProperties}
          >
            <Spinner />
          </div>
        )}
      </div>
      <div className={styles.explanations}>{children}</div>
    </article>
  );
}
