import React from "react";
import { cx } from "../Sections/Frame";
import { plural } from "../../lib/czech-number";
import Screen from "./Screen";
import * as base from "./visuals.module.css";
import * as styles from "./log.module.css";

/** A state of a message as the API reports it (openapi/jsonapi_v1.yaml), or `accepted` for the
 * answer to the request itself. */
export type LogStatus = "accepted" | "pending" | "buffered" | "delivered" | "undelivered" | "expired" | "rejected";

/** A line of the log: when, the recipient, the state, and a detail (a part, an error code). */
export type LogLine = [time: string, to: string, status: LogStatus, detail?: string];

export interface DeliveryLogProps {
  /** What the code pane is: "terminál", "odeslat.sh". */
  file: string;
  /** The code or the commands, as typed. */
  code: string;
  /** The heading of the log pane: "Doručenky · callbackUrl". */
  title: string;
  log: LogLine[];
}

const TONE: Record<LogStatus, string> = {
  accepted: styles.info,
  pending: styles.wait,
  buffered: styles.wait,
  delivered: styles.ok,
  undelivered: styles.bad,
  expired: styles.bad,
  rejected: styles.bad,
};

/** A developer's first screen: the request (or the library's commands) beside the log of what
 * happened to the messages, line by line with timestamps, as the delivery webhook reports it. */
export default function DeliveryLog({ file, code, title, log }: DeliveryLogProps) {
  const delivered = log.filter(([, , status]) => status === "delivered").length;
  return (
    <Screen
      kind="bare"
      label={`Kód v okně ${file} a vedle něj záznam doručenek: ${log.length} ${plural(log.length, "řádek", "řádky", "řádků")}, z toho ${delivered} doručeno.`}
      className={cx(base.dark, styles.log)}
    >
      <div className={base.api}>
        <div className={base.pane}>
          <span className={base.paneHead}>{file}</span>
          <pre className={styles.code}>{code}</pre>
        </div>
        <div className={base.pane}>
          <span className={base.paneHead}>
            <span className={styles.live} /> {title}
          </span>
          <ol className={styles.lines}>
            {log.map(([time, to, status, detail], i) => (
              <li key={i}>
                <span className={styles.stamp}>{time}</span>
                <span className={styles.to}>{to}</span>
                <span className={TONE[status]}>{status}</span>
                {detail && <span className={styles.detail}>{detail}</span>}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Screen>
  );
}
