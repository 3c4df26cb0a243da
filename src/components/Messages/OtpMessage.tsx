import React from "react";
import { csLanding } from "../../i18n/cs-landing";
import Phone, { Bubble, earlierBubbles, type EarlierMessages } from "./Phone";
import * as styles from "./messages.module.css";

/** A one-time code by SMS, with the phone's offer to fill it in. */
export default function OtpMessage({
  sender,
  code,
  before,
  children,
}: {
  sender: string;
  code: string;
  /** Earlier SMS from the sender (codes sent before), oldest first: [day and time, text]. */
  before?: EarlierMessages;
  children: React.ReactNode;
}) {
  return (
    <Phone app="sms" sender={sender} earlier={earlierBubbles(before)}>
      <Bubble time="9:41">{children}</Bubble>
      <div className={styles.autofill} aria-hidden="true">
        <span className={styles.autofillLabel}>{csLanding.autofill}</span>
        <span className={styles.code}>{code}</span>
      </div>
    </Phone>
  );
}
