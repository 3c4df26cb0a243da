import React from "react";
import { cx, typo } from "../Sections/Frame";
import Screen, { Line } from "./Screen";
import type { InboxMessage } from "./SharedInbox";
import * as styles from "./visuals.module.css";

export interface ChatWidgetProps {
  /** The customer's web address shown in the browser bar. */
  site: string;
  /** The name the business answers under. */
  business: string;
  /** The text on the button and the window's greeting. */
  greeting?: string;
  messages: InboxMessage[];
}

/** The chat window on a customer's web page: the page drawn as blocks, the open window in its
 * corner with the conversation and the choice to continue by SMS or WhatsApp. */
export default function ChatWidget({
  site,
  business,
  greeting = "Máte dotaz? Napište nám",
  messages,
}: ChatWidgetProps) {
  return (
    <Screen
      bar={site}
      label={`Chatovací okno Depeše na webu ${site}: návštěvník píše firmě ${business} a odpověď dostane do telefonu.`}
    >
      <div className={cx(styles.page, styles.pageSplit)}>
        <div className={styles.pageNav}>
          <span className={styles.pageLogo}>{typo(business)}</span>
          <i />
          <i />
          <i />
        </div>
        <div>
          <div className={styles.pageHero} />
          <div className={styles.pageLines}>
            <i />
            <i />
            <i />
          </div>
        </div>
        <div className={styles.aside}>
          <div className={styles.widget}>
            <div className={styles.widgetHead}>
              <strong>{typo(business)}</strong>
              <span>{typo(greeting)}</span>
            </div>
            <div className={styles.lines}>
              {messages.map(([from, text, time], i) => (
                <Line key={i} from={from === "in" ? "out" : "in"} time={time}>
                  {text}
                </Line>
              ))}
            </div>
            <div className={styles.widgetChoice}>
              <span>Pokračovat přes SMS</span>
              <span>WhatsApp</span>
            </div>
          </div>
          <span className={styles.launcher}>×</span>
        </div>
      </div>
    </Screen>
  );
}
