import React, { useDeferredValue, useId, useMemo, useState } from "react";
import { analyzeSms } from "../../lib/sms-length";
import { HOME_COUNTRY } from "../../config/pricing-fallback";
import Counts from "./Counts";
import Diacritics from "./Diacritics";
import PartsPreview from "./PartsPreview";
import CostEstimate from "./CostEstimate";
import { useShareUrl, DEFAULT_RECIPIENTS } from "./useShareUrl";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** The SMS length tool (/tool/delka-sms/): loaded lazily by the page. Typing updates the
 * textarea at once; counts and the highlighted split follow through useDeferredValue. */
export default function SmsLengthTool() {
  const id = useId();
  const [text, setText] = useState("");
  const [country, setCountry] = useState(HOME_COUNTRY);
  const [recipients, setRecipients] = useState(String(DEFAULT_RECIPIENTS));
  const { textShared } = useShareUrl({ text, country, recipients }, { setText, setCountry, setRecipients });

  const deferredText = useDeferredValue(text);
  const analysis = useMemo(() => analyzeSms(deferredText), [deferredText]);

  return (
    <div className={styles.tool}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {t.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={6}
        aria-describedby={`${id}-hint`}
        data-testid="sms-text"
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t.textHint}
      </p>
      <Counts analysis={analysis} />
      <Diacritics text={text} segments={analysis.segments} onApply={setText} />
      <PartsPreview analysis={analysis} stale={deferredText !== text} />
      <CostEstimate segments={analysis.segments} country={country} onCountry={setCountry} recipients={recipients} onRecipients={setRecipients} />
      <p className={styles.hint} data-testid="share-note">
        {textShared ? t.shareNote : t.tooLongToShare}
      </p>
    </div>
  );
}
