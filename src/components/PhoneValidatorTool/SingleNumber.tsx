import React, { useId, useMemo, useState } from "react";
import type { CountryCode } from "../../lib/phone-number";
import type { PhoneEngine } from "./engine";
import { flagEmoji } from "../../lib/flag";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** One number with an instant result: valid with country, type and formats, or the reason. */
export default function SingleNumber({ country, engine }: { country: CountryCode; engine: PhoneEngine | null }) {
  const id = useId();
  const [value, setValue] = useState("");
  const result = useMemo(
    () => (value.trim() === "" || !engine ? null : engine.validatePhoneNumber(value, country)),
    [value, country, engine],
  );
  // Typed before the validation code has arrived (./engine.ts): the result follows when it does.
  const waiting = value.trim() !== "" && !engine;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.singleTitle}
      </h2>
      <label htmlFor={`${id}-number`} className={styles.label}>
        {t.numberLabel}
      </label>
      <input
        id={`${id}-number`}
        className={styles.input}
        type="tel"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t.numberHint}
      </p>
      <div aria-live="polite" aria-atomic="true" data-testid="single-result">
        {waiting && <p className={styles.hint}>{t.checking}</p>}
        {result &&
          (result.valid ? (
            <div className={`${styles.result} ${styles.resultValid}`}>
              <p className={styles.verdict}>✓ {t.valid}</p>
              <dl className={styles.details}>
                <dt>{t.countryOf}</dt>
                <dd>
                  {result.country ? (
                    <>
                      <span aria-hidden="true">{flagEmoji(result.country)}</span> {result.countryName}
                    </>
                  ) : (
                    t.nonGeographic
                  )}
                </dd>
                <dt>{t.type}</dt>
                <dd>{result.typeLabel ?? t.typeUnknown}</dd>
                <dt>{t.e164}</dt>
                <dd>
                  <code>{result.e164}</code>
                </dd>
                <dt>{t.international}</dt>
                <dd>
                  <code>{result.international}</code>
                </dd>
                <dt>{t.national}</dt>
                <dd>
                  <code>{result.national}</code>
                </dd>
              </dl>
            </div>
          ) : (
            <div className={`${styles.result} ${styles.resultInvalid}`}>
              <p className={styles.verdict}>✗ {t.invalid}</p>
              <p>{result.reason}</p>
            </div>
          ))}
      </div>
    </section>
  );
}
