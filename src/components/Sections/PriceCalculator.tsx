import React from "react";
import Frame, { typo, type FrameProps } from "./Frame";
import Price from "../Price";
import Link from "../../theme/Link";
import type { PriceChannel } from "../../lib/price-facts";
import { analyzeSms } from "../../lib/sms-length";
import { estimateCost } from "../../lib/sms-cost";
import { formatNumber, plural } from "../../lib/czech-number";
import { csLanding } from "../../i18n/cs-landing";
import * as styles from "./variants.module.css";

const t = csLanding.calculator;

export interface PriceCalculatorProps extends FrameProps {
  /** The sample message, counted as the send counts it (src/lib/sms-length.ts). */
  text: string;
  /** The same message written differently (with diacritics, shorter), counted beside it. */
  compare?: string;
  recipients: number;
  /** The price list column: the text sender by default. */
  channel?: PriceChannel;
}

function Column({ text, recipients, channel }: { text: string; recipients: number; channel: PriceChannel }) {
  const sms = analyzeSms(text);
  const { messages } = estimateCost(sms.segments, recipients, 0, 0);
  const diacritics = sms.encoding === "GSM-7" ? "bez diakritiky" : "s diakritikou";
  return (
    <div className={styles.calcColumn}>
      <p className={styles.calcText}>{typo(text)}</p>
      <dl className={styles.calcRows}>
        <dt>{typo(t.length)}</dt>
        <dd>
          {typo(`${formatNumber(sms.characters)} znaků ${diacritics} → ${sms.segments}`)}&nbsp;
          {plural(sms.segments, "část", "části", "částí")}
        </dd>
        <dt>{typo(t.recipients)}</dt>
        <dd>{formatNumber(recipients)}</dd>
        <dt>{typo(t.billed)}</dt>
        <dd>
          {formatNumber(messages)} × <Price channel={channel} />
        </dd>
        <dt>{typo(t.total)}</dt>
        <dd className={styles.calcTotal}>
          <Price channel={channel} times={messages} />
        </dd>
        <dt>{typo(t.withVat)}</dt>
        <dd>
          <Price channel={channel} times={messages} vat />
        </dd>
      </dl>
    </div>
  );
}

/** A worked price example: a message's text → its parts → the cost for N recipients, computed at
 * build time with the SMS length tool's logic and the prices of content/pricing; optionally the
 * same message written another way beside it. Links to the interactive tool. */
export default function PriceCalculator({
  text,
  compare,
  recipients,
  channel = "sms_text",
  ...frame
}: PriceCalculatorProps) {
  return (
    <Frame {...frame}>
      <div className={styles.calc}>
        <Column text={text} recipients={recipients} channel={channel} />
        {compare && <Column text={compare} recipients={recipients} channel={channel} />}
      </div>
      <p className={styles.calcMore}>
        <Link href="/tool/delka-sms/">{typo(t.tool)}</Link>
      </p>
    </Frame>
  );
}
