import React, { memo, useMemo } from "react";
import type { SmsAnalysis } from "../../lib/sms-length";
import { buildSmsPreview, type PreviewPart, type PreviewRun } from "../../lib/sms-preview";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** Characters shown in the highlighted split; the counts always cover the whole text. */
export const PREVIEW_LIMIT = 3000;
const TINTS = 6;

function titleOf(run: PreviewRun): string {
  if (run.divided) return t.titleDivided;
  if (run.unbreakable) return t.titleUnbreakable(run.units);
  // A composed emoji or letter: each code point is whole, but the character may be divided.
  if (run.units > 1) return t.titleComposed(run.units);
  return run.kind === "ucs2" ? t.titleUcs : t.titleExtension;
}

const Part = memo(function Part({ part, perSegment }: { part: PreviewPart; perSegment: number }) {
  return (
    <li className={`${styles.part} ${styles[`tint${part.index % TINTS}`]}`} data-testid="sms-part">
      <span className={styles.partLabel}>{t.part(part.index, part.units, perSegment)}</span>
      <span className={styles.partText}>
        {part.runs.map((run, i) => {
          if (run.kind === "plain" && !run.divided) return run.text;
          const classes = [
            run.kind === "plain" ? "" : styles[run.kind],
            run.divided ? styles.divided : run.unbreakable ? styles.unbreakable : "",
          ].join(" ");
          return (
            <mark
              key={i}
              className={classes}
              title={titleOf(run)}
              data-kind={run.kind}
              data-divided={run.divided || undefined}
              data-unbreakable={run.unbreakable || undefined}
            >
              {run.text}
            </mark>
          );
        })}
      </span>
    </li>
  );
});

/** The text split into its SMS parts, one background tint per part (dark text on light tints
 * keeps AA contrast), with the characters that matter marked. */
export default function PartsPreview({ analysis, stale }: { analysis: SmsAnalysis; stale: boolean }) {
  const preview = useMemo(() => buildSmsPreview(analysis, PREVIEW_LIMIT), [analysis]);
  return (
    <section className={styles.preview} aria-labelledby="sms-preview-title" data-stale={stale || undefined}>
      <h2 id="sms-preview-title" className={styles.sectionTitle}>
        {t.previewTitle}
      </h2>
      {preview.parts.length === 0 ? (
        <p className={styles.hint}>{t.previewEmpty}</p>
      ) : (
        <>
          <ul className={styles.legend}>
            <li>
              <mark className={styles.ucs2}>ř</mark> {t.legendUcs}
            </li>
            <li>
              <mark className={styles.extension}>€</mark> {t.legendExtension}
            </li>
            <li>
              <mark className={`${styles.ucs2} ${styles.unbreakable}`}>😀</mark> {t.legendUnbreakable}
            </li>
            {preview.divided && (
              <li>
                <mark className={`${styles.ucs2} ${styles.divided}`}>👍</mark> {t.legendDivided}
              </li>
            )}
          </ul>
          <ol className={styles.parts}>
            {preview.parts.map((part) => (
              <Part key={part.index} part={part} perSegment={analysis.perSegment} />
            ))}
          </ol>
          {preview.truncated && (
            <p className={styles.note} data-testid="preview-capped">
              {t.previewCapped(preview.shownChars, analysis.characters)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
