import React, { useEffect, useId, useState } from "react";
import type { CountryCode, PhoneListResult } from "../../lib/phone-number";
import type { PhoneEngine } from "./engine";
import ResultsTable from "./ResultsTable";
import DownloadCsv from "./DownloadCsv";
import { t } from "./strings";
import * as styles from "./styles.module.css";

const DEBOUNCE_MS = 250;

/** A pasted list checked in slices after a short pause, so typing stays responsive even with
 * 10 000 numbers; a newer text or country aborts the running check. */
export default function BulkList({ country, engine }: { country: CountryCode; engine: PhoneEngine | null }) {
  const id = useId();
  const [text, setText] = useState("");
  // The last finished check (its country and text) and its result; a failed check keeps the one before.
  const [checked, setChecked] = useState<{ key: string; result: PhoneListResult | null }>({ key: "", result: null });
  const key = `${country}\n${text}`;
  const empty = text.trim() === "";
  const checking = !empty && checked.key !== key;
  const result = empty ? null : checked.result;

  useEffect(() => {
    // Until the validation code has arrived (./engine.ts) the list shows „Kontroluji…“.
    if (text.trim() === "" || !engine) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      engine
        .validatePhoneListInSlices(text, country, { signal: controller.signal })
        .then((r) => r && setChecked({ key, result: r }))
        .catch(() => setChecked((before) => ({ key, result: before.result })));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, country, key, engine]);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.bulkTitle}
      </h2>
      <label htmlFor={`${id}-list`} className={styles.label}>
        {t.listLabel}
      </label>
      <textarea
        id={`${id}-list`}
        className={styles.textarea}
        rows={8}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === "") setChecked({ key: "", result: null });
        }}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t.listHint}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {checking && <p className={styles.hint}>{t.checking}</p>}
        {result && !checking && (
          <p className={styles.summary} data-testid="bulk-summary">
            {t.summary(result.summary)}
          </p>
        )}
      </div>
      {result && (
        <div data-stale={checking || undefined} className={styles.bulkResult}>
          {engine && <DownloadCsv rows={result.rows} toCsv={engine.toCsv} />}
          <ResultsTable rows={result.rows} />
        </div>
      )}
    </section>
  );
}
