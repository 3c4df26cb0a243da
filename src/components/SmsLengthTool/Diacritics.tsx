import React, { useId, useState } from "react";
import { analyzeSms, toGsm, type GsmChange } from "../../lib/sms-length";
import { t } from "./strings";
import * as styles from "./styles.module.css";

type Proposal = { from: string; to: string; changes: GsmChange[]; before: number; after: number; stillUcs: boolean };
const SHOWN_CHANGES = 12;

/** "Odstranit diakritiku": first a preview of the result and what it saves, then apply; after
 * applying, undo restores the original text (as long as it has not been edited since). */
export default function Diacritics({
  text,
  segments,
  onApply,
}: {
  text: string;
  segments: number;
  onApply: (text: string) => void;
}) {
  const id = useId();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [undo, setUndo] = useState<{ original: string; applied: string } | null>(null);
  // Editing the text makes an open preview or the undo stale.
  const current = proposal && proposal.from === text ? proposal : null;
  const canUndo = undo && undo.applied === text ? undo : null;

  const preview = () => {
    const { text: to, changes } = toGsm(text);
    const after = analyzeSms(to);
    setProposal({
      from: text,
      to,
      changes,
      before: segments,
      after: after.segments,
      stillUcs: after.encoding === "UCS-2",
    });
  };

  return (
    <section className={styles.diacritics} aria-labelledby={current ? `${id}-title` : undefined}>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary"
          onClick={preview}
          disabled={text === ""}
          aria-expanded={current !== null}
          aria-controls={`${id}-panel`}
        >
          {t.removeDiacritics}
        </button>
        {canUndo && (
          <span className={styles.applied} role="status">
            {t.applied}{" "}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                onApply(canUndo.original);
                setUndo(null);
              }}
            >
              {t.undo}
            </button>
          </span>
        )}
      </div>
      <div id={`${id}-panel`} aria-live="polite">
        {current && (
          <div className={styles.proposal} data-testid="diacritics-preview">
            <h3 id={`${id}-title`} className={styles.panelTitle}>
              {t.diacriticsTitle}
            </h3>
            {current.changes.length === 0 ? (
              <p>{t.diacriticsNothing}</p>
            ) : (
              <>
                <p>{t.diacriticsSaves(current.before, current.after)}</p>
                {current.stillUcs && <p className={styles.note}>{t.diacriticsStillUcs}</p>}
                <p className={styles.small}>
                  {t.diacriticsChanges}:{" "}
                  {current.changes
                    .slice(0, SHOWN_CHANGES)
                    .map((c) => t.changeItem(c.from, c.to, c.count))
                    .join(", ")}
                  {current.changes.length > SHOWN_CHANGES &&
                    `, ${t.moreChanges(current.changes.length - SHOWN_CHANGES)}`}
                </p>
              </>
            )}
            <div className={styles.buttons}>
              {current.changes.length > 0 && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setUndo({ original: current.from, applied: current.to });
                    setProposal(null);
                    onApply(current.to);
                  }}
                >
                  {t.apply}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={() => setProposal(null)}>
                {t.cancel}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
