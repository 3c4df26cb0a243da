import React from "react";
import { analyzeSms } from "../../lib/sms-length";
import { formatNumber } from "../../lib/czech-number";
import { cx, typo } from "../Sections/Frame";
import Screen, { Field } from "./Screen";
import * as styles from "./visuals.module.css";

export interface ChromePopupProps {
  /** The web application the number is marked in (a CRM, a booking calendar…), as its address. */
  site: string;
  /** The contact's name on the page and the number marked next to it, as the page writes it. */
  contact: string;
  number: string;
  /** The number in international form, as the extension fills it in. */
  to: string;
  sender: string;
  /** The template chosen, if any. */
  template?: string;
  text: string;
}

/** The Chrome extension at work: a contact card in a web application with the number marked,
 * and the extension's window with the recipient, the sender, the text and its segment counter. */
export default function ChromePopup({ site, contact, number, to, sender, template, text }: ChromePopupProps) {
  const sms = analyzeSms(text);
  return (
    <Screen
      bar={site}
      label={`Rozšíření Depeše v Chrome: číslo ${number} označené na kartě kontaktu ${contact}, okno rozšíření s textem SMS na ${sms.segments} SMS od odesílatele ${sender}.`}
    >
      <div className={cx(styles.page, styles.pageSplit)}>
        <div className={styles.pageNav}>
          <span className={styles.pageLogo}>CRM</span>
          <i />
          <i />
        </div>
        <div>
          <div className={styles.crmCard}>
            <strong>{typo(contact)}</strong>
            <span>
              Telefon: <mark className={styles.marked}>{number}</mark>
            </span>
            <span className={styles.pageLines}>
              <i />
              <i />
            </span>
          </div>
          <div className={styles.crmNotes}>
            <strong>Poznámky</strong>
            <span className={styles.pageLines}>
              <i />
              <i />
              <i />
            </span>
          </div>
        </div>
        <span className={styles.extIcon}>D</span>
        <div className={styles.popup}>
          <div className={styles.popupHead}>
            <span className={styles.logo}>D</span>
            <strong>Poslat SMS přes Depeše</strong>
          </div>
          <Field label="Komu">{to}</Field>
          <Field label="Odesílatel">
            <span className={styles.select}>{sender}</span>
          </Field>
          {template && (
            <Field label="Šablona">
              <span className={styles.select}>{typo(template)}</span>
            </Field>
          )}
          <span className={styles.textarea}>{text}</span>
          <span className={styles.counter}>
            <span>{formatNumber(sms.characters)} znaků</span>
            <span className={styles.badge}>{sms.segments}&nbsp;SMS</span>
          </span>
          <span className={styles.primary}>Odeslat</span>
        </div>
      </div>
    </Screen>
  );
}
