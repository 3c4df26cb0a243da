import React from "react";
import Art, { type ArtName } from "./Art";
import Phone, { MessageButtons, earlierBubbles, type EarlierMessages } from "./Phone";
import { typo, typoNode } from "../Sections/Frame";
import * as styles from "./messages.module.css";

export interface WhatsAppMessageProps {
  business: string;
  /** An illustration as the template's header. */
  art?: ArtName;
  /** The template's small grey footer line. */
  footer?: string;
  buttons?: string[];
  /** The customer's answer, if the conversation goes on. */
  reply?: string;
  /** The business's answer to it, free within the 24-hour window. */
  answer?: string;
  /** Earlier messages from the business, oldest first: [day and time, text]. */
  before?: EarlierMessages;
  children: React.ReactNode;
}

/** A WhatsApp template message from a verified business, with its quick-reply buttons. */
export default function WhatsAppMessage({
  business,
  art,
  footer,
  buttons = [],
  reply,
  answer,
  before,
  children,
}: WhatsAppMessageProps) {
  return (
    <Phone app="whatsapp" sender={business} verified earlier={earlierBubbles(before)}>
      <div className={`${styles.bubble} ${styles.incoming} ${styles.rich}`}>
        {art && <Art name={art} />}
        <div className={styles.bubbleText}>{typoNode(children)}</div>
        {footer && <p className={styles.footer}>{typo(footer)}</p>}
        <span className={styles.time}>9:41</span>
      </div>
      {buttons.length > 0 && <MessageButtons labels={buttons} />}
      {reply && (
        <div className={`${styles.bubble} ${styles.outgoing}`}>
          <div className={styles.bubbleText}>{typo(reply)}</div>
        </div>
      )}
      {answer && (
        <div className={`${styles.bubble} ${styles.incoming}`}>
          <div className={styles.bubbleText}>{typo(answer)}</div>
        </div>
      )}
    </Phone>
  );
}
