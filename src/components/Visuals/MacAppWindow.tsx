import React from "react";
import { analyzeSms } from "../../lib/sms-length";
import { cx, typo } from "../Sections/Frame";
import Screen, { Field } from "./Screen";
import * as styles from "./visuals.module.css";

export interface MacAppWindowProps {
  /** The recipient as the address book names them, and their number. */
  contact: string;
  number: string;
  sender: string;
  text: string;
  /** Earlier messages in the list under the form: [recipient, time, delivered]. */
  recent?: [string, string, boolean][];
  /** mac: a window in the Dock (default); iphone: the same app saved to an iPhone's home screen. */
  device?: "mac" | "iphone";
}

const MENU = ["Nová zpráva", "Kampaně", "Schránka", "Kontakty", "Kredit"];

/** The Depeše web app added to the Dock on a Mac: a window of its own without the browser's bar,
 * the menu, a message to one recipient with its segment counter and the delivery of recent ones. */
export default function MacAppWindow({
  contact,
  number,
  sender,
  text,
  recent = [],
  device = "mac",
}: MacAppWindowProps) {
  const sms = analyzeSms(text);
  const iphone = device === "iphone";
  const where = iphone ? "uložená na ploše iPhonu" : "jako okno v Docku na Macu";
  return (
    <Screen
      kind={iphone ? "bare" : "mac"}
      bar="Depeše"
      className={cx(iphone && styles.iphone)}
      label={`Webová aplikace Depeše ${where}: SMS pro ${contact} od odesílatele ${sender} na ${sms.segments} SMS a doručenky posledních zpráv.`}
    >
      {iphone && (
        <div className={styles.iphoneTop}>
          <span>9:41</span>
          <strong>Depeše</strong>
          <span className={styles.iphoneSignal} />
        </div>
      )}
      <div className={styles.macApp}>
        <ul className={styles.menu}>
          {MENU.map((item, i) => (
            <li key={item} className={cx(i === 0 && styles.menuActive)}>
              {item}
            </li>
          ))}
        </ul>
        <div className={styles.form}>
          <Field label="Komu">
            <span className={styles.chip}>{typo(contact)}</span> {number}
          </Field>
          <Field label="Odesílatel">
            <span className={styles.select}>{sender}</span>
          </Field>
          <Field label="Text zprávy" className={styles.wideField}>
            <span className={styles.textarea}>{text}</span>
            <span className={styles.counter}>
              <span>{sms.characters} znaků</span>
              <span className={styles.badge}>{sms.segments}&nbsp;SMS</span>
            </span>
          </Field>
          <span className={styles.primary}>Odeslat</span>
          {recent.length > 0 && (
            <ul className={styles.recent}>
              {recent.map(([who, time, delivered]) => (
                <li key={who + time}>
                  <span>{typo(who)}</span>
                  <span className={styles.muted}>{time}</span>
                  <span className={delivered ? styles.ok : styles.waiting}>{delivered ? "✓ Doručeno" : "Čeká"}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Screen>
  );
}
