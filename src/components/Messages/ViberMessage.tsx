import React from "react";
import Art, { type ArtName } from "./Art";
import Phone, { MessageButtons, earlierBubbles, type EarlierMessages } from "./Phone";
import { typoNode } from "../Sections/Frame";
import * as styles from "./messages.module.css";

/** A Viber business message: image, text and one button. */
export default function ViberMessage({
  business,
  art,
  button,
  before,
  children,
}: {
  business: string;
  /** Earlier messages from the business, oldest first: [day and time, text]. */
  before?: EarlierMessages;
  art?: ArtName;
  button?: string;
  children: React.ReactNode;
}) {
  return (
    <Phone app="viber" sender={business} verified earlier={earlierBubbles(before)}>
      <div className={`${styles.bubble} ${styles.incoming} ${styles.rich}`}>
        {art && <Art name={art} />}
        <div className={styles.bubbleText}>{typoNode(children)}</div>
        {button && <MessageButtons labels={[button]} />}
        <span className={styles.time}>9:41</span>
      </div>
    </Phone>
  );
}
