import React from "react";
import type { SmsAnalysis } from "../../lib/sms-length";
import { formatNumber } from "../../lib/czech-number";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** The live counts; one polite live region so screen readers hear the result after a pause. */
export default function Counts({ analysis }: { analysis: SmsAnalysis }) {
  const gsm = analysis.encoding === "GSM-7";
  const encoding = gsm ? t.encodingGsm : t.encodingUcs;
  return (
    <section className={styles.counts} aria-label={t.counts}>
      <dl className={styles.countList} aria-live="polite" aria-atomic="true">
        <div>
          <dt>{t.characters}</dt>
          <dd data-testid="sms-characters">{formatNumber(analysis.characters)}</dd>
        </div>
        <div>
          <dt>{t.encoding}</dt>
          <dd data-testid="sms-encoding">{encoding}</dd>
          <dd className={styles.small}>{t.units(analysis.units, gsm)}</dd>
        </div>
        <div>
          <dt>{t.segments}</dt>
          <dd data-testid="sms-segments">{formatNumber(analysis.segments)}</dd>
        </div>
        <div>
          <dt>{t.remaining}</dt>
          <dd data-testid="sms-remaining">{t.remainingOf(analysis.remaining, analysis.perSegment)}</dd>
        </div>
      </dl>
      {analysis.ucs2Positions.length > 0 && (
        <p className={styles.warning}>{t.ucsCulprits(analysis.ucs2Positions.length)}</p>
      )}
      {gsm && analysis.extensionPositions.length > 0 && (
        <p className={styles.note}>{t.extensionNote(analysis.extensionPositions.length)}</p>
      )}
    </section>
  );
}
