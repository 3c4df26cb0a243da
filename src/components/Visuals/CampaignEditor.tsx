import React from "react";
import Price from "../Price";
import { analyzeSms } from "../../lib/sms-length";
import { estimateCost } from "../../lib/sms-cost";
import { formatNumber } from "../../lib/czech-number";
import { typo } from "../Sections/Frame";
import Screen, { Field } from "./Screen";
import * as styles from "./visuals.module.css";

export interface CampaignEditorProps {
  /** The text sender (up to 11 characters) or the number the campaign goes from. */
  sender: string;
  /** The contact group chosen as recipients. */
  group: string;
  /** How many contacts the group holds. */
  recipients: number;
  /** When the campaign goes out, as the app shows it: "čt 3. 12. v 9:00". */
  schedule: string;
  /** The message; its characters and parts are counted as the app counts them. */
  text: string;
}

/** The web app's campaign editor: recipients, sender, the text with its segment counter (from
 * src/lib/sms-length.ts, the same count the send uses), the schedule and the price of the send. */
export default function CampaignEditor({ sender, group, recipients, schedule, text }: CampaignEditorProps) {
  const sms = analyzeSms(text);
  const { messages } = estimateCost(sms.segments, recipients, 0, 0);
  const parts = `${sms.segments} SMS`;
  const channel = /^[+\d]/.test(sender) ? "sms_system" : "sms_text";
  return (
    <Screen
      bar="app.depese.cz/kampane/nova"
      label={`Editor kampaně ve webové aplikaci Depeše: ${formatNumber(recipients)} příjemců ze skupiny ${group}, odesílatel ${sender}, text na ${parts}, odeslání ${schedule}.`}
    >
      <div className={styles.appHead}>
        <span className={styles.logo}>D</span>
        <strong>Nová kampaň</strong>
        <span className={styles.muted}>Koncept uložen</span>
      </div>
      <div className={styles.form}>
        <Field label="Příjemci">
          <span className={styles.chip}>{typo(group)}</span> {formatNumber(recipients)} kontaktů
        </Field>
        <Field label="Odesílatel">
          <span className={styles.select}>{sender}</span>
        </Field>
        <Field label="Text zprávy" className={styles.wideField}>
          <span className={styles.textarea}>{text}</span>
          <span className={styles.counter}>
            <span>
              {formatNumber(sms.characters)} znaků · {sms.encoding === "GSM-7" ? "bez diakritiky" : "s diakritikou"}
            </span>
            <span className={styles.badge}>{parts}</span>
          </span>
        </Field>
        <Field label="Odeslání">
          <span className={styles.select}>{typo(schedule)}</span>
        </Field>
      </div>
      <div className={styles.summary}>
        <span>
          {formatNumber(messages)} SMS · <Price channel={channel} times={messages} /> bez DPH
        </span>
        <span className={styles.primary}>Naplánovat</span>
      </div>
    </Screen>
  );
}
