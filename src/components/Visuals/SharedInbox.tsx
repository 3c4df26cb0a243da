import React from "react";
import { cx, typo } from "../Sections/Frame";
import Screen, { Line } from "./Screen";
import * as styles from "./visuals.module.css";

/** One message of the conversation: who wrote it ("in" the customer, "out" your team), text, time. */
export type InboxMessage = [from: "in" | "out", text: string, time: string];

export interface SharedInboxProps {
  /** The customer of the open conversation, as the address book names them (or their number). */
  contact: string;
  /** The channel it came through: "SMS" or "WhatsApp". */
  channel?: string;
  /** The colleague the conversation is assigned to. */
  agent: string;
  messages: InboxMessage[];
  /** Other conversations in the list: [name, first words of the last message]. */
  others?: [string, string][];
}

/** The start of a message as the list shows it: cut by words here, not by the CSS, so the list
 * never holds text wider than its box. */
const snippet = (text: string) => (text.length <= 24 ? text : `${text.slice(0, 22).replace(/\s+\S*$/, "")}…`);

/** The web app's shared inbox: the team's list of conversations and one open two-way conversation
 * with the customer, assigned to a colleague. */
export default function SharedInbox({ contact, channel = "SMS", agent, messages, others = [] }: SharedInboxProps) {
  const last = messages[messages.length - 1];
  return (
    <Screen
      bar="app.depese.cz/schranka"
      label={`Sdílená schránka ve webové aplikaci Depeše: konverzace se zákazníkem ${contact} přes ${channel}, přiřazená kolegovi ${agent}, ${messages.length} zpráv.`}
    >
      <div className={styles.inbox}>
        <ul className={styles.threads}>
          <li className={styles.threadActive}>
            <strong>{typo(contact)}</strong>
            <span>{last ? typo(snippet(last[1])) : ""}</span>
          </li>
          {others.map(([name, text]) => (
            <li key={name}>
              <strong>{typo(name)}</strong>
              <span>{typo(snippet(text))}</span>
            </li>
          ))}
        </ul>
        <div className={styles.conversation}>
          <div className={styles.convHead}>
            <strong>{typo(contact)}</strong>
            <span className={cx(styles.tag, channel === "WhatsApp" && styles.tagWa)}>{channel}</span>
            <span className={styles.muted}>Řeší: {typo(agent)}</span>
          </div>
          <div className={styles.lines}>
            {messages.map(([from, text, time], i) => (
              <Line key={i} from={from} time={time}>
                {text}
              </Line>
            ))}
          </div>
          <div className={styles.composer}>
            <span>Napište odpověď…</span>
            <span className={styles.primary}>Odeslat</span>
          </div>
        </div>
      </div>
    </Screen>
  );
}
