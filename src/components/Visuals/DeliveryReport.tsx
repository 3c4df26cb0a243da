import React from "react";
import { formatNumber } from "../../lib/czech-number";
import { typo } from "../Sections/Frame";
import Screen from "./Screen";
import * as styles from "./visuals.module.css";

export interface DeliveryReportProps {
  /** The campaign's name in the report. */
  campaign: string;
  /** Messages sent, delivered and undelivered; the rest is still waiting for delivery. */
  sent: number;
  delivered: number;
  undelivered: number;
  /** Optional counts shown as rates of the delivered messages. */
  clicks?: number;
  replies?: number;
  optOuts?: number;
  /** Which figures the tiles show, in this order; all that are given when left out. A page that
   * names its figures ("four figures") shows exactly those. */
  tiles?: Tile[];
}

export type Tile = "delivered" | "undelivered" | "waiting" | "clicks" | "replies" | "optOuts";

// Share of the final count reached in each minute after the send: deliveries come in a first
// wave within seconds, failures trickle in as the network gives up on retries.
const DELIVERED = [0, 0.71, 0.88, 0.94, 0.965, 0.978, 0.986, 0.991, 0.995, 0.998, 1];
const UNDELIVERED = [0, 0.08, 0.22, 0.37, 0.5, 0.62, 0.73, 0.82, 0.9, 0.96, 1];
const W = 300;
const H = 100;

const percent = (part: number, whole: number) => {
  const rate = whole ? (part / whole) * 100 : 0;
  // Small rates keep two decimals, as the app shows them: 0,19 % of opt-outs, not 0,2 %.
  return `${formatNumber(rate, rate < 1 ? 2 : 1)}\u00a0%`;
};

/** A curve of a count over the ten minutes, scaled so `max` reaches the top of the chart. */
function path(shape: number[], count: number, max: number): string {
  return shape
    .map(
      (share, i) =>
        `${i ? "L" : "M"}${((i / (shape.length - 1)) * W).toFixed(1)} ${(H - (share * count * H) / max).toFixed(1)}`,
    )
    .join(" ");
}

/** A campaign's delivery report in the web app: delivered and undelivered messages over the first
 * ten minutes as an inline SVG chart, with the rates computed from the counts given. */
export default function DeliveryReport({
  campaign,
  sent,
  delivered,
  undelivered,
  clicks,
  replies,
  optOuts,
  tiles,
}: DeliveryReportProps) {
  const waiting = Math.max(0, sent - delivered - undelivered);
  const all: Record<Tile, [string, string, number] | undefined> = {
    delivered: ["Doručeno", percent(delivered, sent), delivered],
    undelivered: ["Nedoručeno", percent(undelivered, sent), undelivered],
    waiting: waiting ? ["Čeká na doručení", percent(waiting, sent), waiting] : undefined,
    clicks: clicks !== undefined ? ["Kliknutí", percent(clicks, delivered), clicks] : undefined,
    replies: replies !== undefined ? ["Odpovědi", percent(replies, delivered), replies] : undefined,
    optOuts: optOuts !== undefined ? ["Odhlášení", percent(optOuts, delivered), optOuts] : undefined,
  };
  const rates = (tiles ?? (Object.keys(all) as Tile[])).flatMap((tile) => {
    if (!(tile in all))
      throw new Error(`DeliveryReport: neznámá dlaždice „${tile}“ v tiles, známé: ${Object.keys(all).join(", ")}`);
    const rate = all[tile];
    return rate ? [[tile, ...rate] as const] : [];
  });
  return (
    <Screen
      bar="app.depese.cz/kampane/vysledky"
      label={`Výsledky kampaně ${campaign}: z ${formatNumber(sent)} zpráv doručeno ${percent(delivered, sent)}, nedoručeno ${percent(undelivered, sent)}.`}
    >
      <div className={styles.appHead}>
        <span className={styles.logo}>D</span>
        <strong>{typo(campaign)}</strong>
        <span className={styles.muted}>{formatNumber(sent)} zpráv</span>
      </div>
      <dl className={styles.rates} data-count={rates.length}>
        {rates.map(([tile, label, rate, count]) => (
          <div key={tile} data-tile={tile}>
            <dt>{label}</dt>
            <dd>{rate}</dd>
            <dd className={styles.muted}>{formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" focusable="false">
        {[0.02, 0.5, 0.98].map((y) => (
          <line key={y} x1="0" x2={W} y1={y * H} y2={y * H} className={styles.grid} />
        ))}
        <path d={path(DELIVERED, delivered, delivered)} className={styles.delivered} />
        <path d={path(UNDELIVERED, undelivered, delivered)} className={styles.undelivered} />
      </svg>
      <p className={styles.axis}>
        <span>0 min</span>
        <span>5 min</span>
        <span>10 min</span>
      </p>
      <p className={styles.legend}>
        <span className={styles.keyDelivered}>Doručeno</span>
        <span className={styles.keyUndelivered}>Nedoručeno</span>
      </p>
    </Screen>
  );
}
