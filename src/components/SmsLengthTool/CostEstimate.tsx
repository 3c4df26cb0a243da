import React, { useId } from "react";
import { estimateCost, parseRecipients } from "../../lib/sms-cost";
import type { SmsToolPrice } from "../../node/prices";
import { formatCzk } from "../../lib/czech-number";
import { t } from "./strings";
import * as styles from "./styles.module.css";

type Props = {
  prices: SmsToolPrice[];
  vatRate: number;
  segments: number;
  country: string;
  onCountry: (c: string) => void;
  recipients: string;
  onRecipients: (r: string) => void;
};

/** Recipients × SMS parts × price of the chosen country, with and without VAT. */
export default function CostEstimate({
  prices,
  vatRate,
  segments,
  country,
  onCountry,
  recipients,
  onRecipients,
}: Props) {
  const id = useId();
  const price = prices.find((p) => p.iso === country) ?? prices[0];
  const perSms = price.smsText ?? price.smsSystem;
  const count = parseRecipients(recipients);
  const cost = estimateCost(segments, count ?? 0, perSms, vatRate);
  return (
    <section className={styles.cost} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.costTitle}
      </h2>
      <div className={styles.fields}>
        <div>
          <label htmlFor={`${id}-country`} className={styles.label}>
            {t.country}
          </label>
          <select
            id={`${id}-country`}
            value={price.iso}
            onChange={(e) => onCountry(e.target.value)}
            className={styles.input}
          >
            {prices.map((p) => (
              <option key={p.iso} value={p.iso}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-recipients`} className={styles.label}>
            {t.recipients}
          </label>
          <input
            id={`${id}-recipients`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={recipients}
            onChange={(e) => onRecipients(e.target.value)}
            className={styles.input}
            aria-invalid={count === null}
            aria-describedby={count === null ? `${id}-error` : undefined}
          />
          {count === null && (
            <p id={`${id}-error`} className={styles.warning}>
              {t.recipientsInvalid}
            </p>
          )}
        </div>
      </div>
      <dl className={styles.countList} aria-live="polite" aria-atomic="true">
        <div>
          <dt>{t.costMessages(cost.messages)}</dt>
          <dd className={styles.small}>{price.smsText !== null ? t.pricePer(perSms) : t.pricePerSystem(perSms)}</dd>
        </div>
        <div>
          <dt>{t.withoutVat}</dt>
          <dd data-testid="cost-without-vat">{formatCzk(cost.withoutVat)}</dd>
        </div>
        <div>
          <dt>{t.withVat(vatRate)}</dt>
          <dd data-testid="cost-with-vat">{formatCzk(cost.withVat)}</dd>
        </div>
      </dl>
    </section>
  );
}
