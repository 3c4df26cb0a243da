import React, { useDeferredValue, useId, useMemo, useState } from "react";
import { analyzeSms } from "../../lib/sms-length";
import type { SmsToolPrice } from "../../node/prices";
import Counts from "./Counts";
import Diacritics from "./Diacritics";
import PartsPreview from "./PartsPreview";
import CostEstimate from "./CostEstimate";
import { useShareUrl, DEFAULT_RECIPIENTS } from "./useShareUrl";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** The SMS length tool (/tool/delka-sms/): loaded lazily by the page. Typing updates the
 * textarea at once; counts and the highlighted split follow through useDeferredValue. */
type Props = {
  /** Every country with an SMS price (page context of /tool/delka-sms/, src/node/prices.ts). */
  prices: SmsToolPrice[];
  vatRate: number;
  homeCountry: string;
};

export default function SmsLengthTool({ prices, vatRate, homeCountry }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [country, setCountry] = useState(homeCountry);
  const [recipients, setRecipients] = useState(String(DEFAULT_RECIPIENTS));
  const codes = useMemo(() => prices.map((p) => p.iso), [prices]);
  const { textShared } = useShareUrl(
    { text, country, recipients },
    { setText, setCountry, setRecipients },
    codes,
    homeCountry,
  );

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
      <CostEstimate
        prices={prices}
        vatRate={vatRate}
        segments={analysis.segments}
        country={country}
        onCountry={setCountry}
        recipients={recipients}
        onRecipients={setRecipients}
      />
      <p className={styles.hint} data-testid="share-note">
        {textShared ? t.shareNote : t.tooLongToShare}
      </p>
    </div>
  );
}
