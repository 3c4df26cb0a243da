import React from "react";
import Art, { type ArtName } from "./Art";
import Phone, { MessageButtons, earlierBubbles, type EarlierMessages } from "./Phone";
import { typo, typoNode } from "../Sections/Frame";
import * as styles from "./messages.module.css";

export interface RcsCardData {
  title: string;
  text: string;
  art?: ArtName;
  buttons?: string[];
}

function Card({ title, text, art, buttons = [] }: RcsCardData) {
  return (
    <div className={styles.card}>
      {art && <Art name={art} />}
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>{typo(title)}</p>
        <p className={styles.cardText}>{typo(text)}</p>
      </div>
      {buttons.length > 0 && <MessageButtons labels={buttons} />}
    </div>
  );
}

/** An RCS message in Google Messages: a verified brand, a rich card or a carousel of cards,
 * an optional text before it, the customer's reply and the business's answer, and suggested
 * replies after it. */
export default function RcsMessage({
  business,
  cards = [],
  suggestions = [],
  reply,
  answer,
  before,
  children,
}: {
  business: string;
  cards?: RcsCardData[];
  suggestions?: string[];
  /** The customer's answer (often a suggested reply they tapped). */
  reply?: string;
  /** The business's answer to it: with `reply`, a two-way thread. */
  answer?: string;
  /** Earlier messages from the business, oldest first: [day and time, text]. */
  before?: EarlierMessages;
  children?: React.ReactNode;
}) {
  return (
    <Phone app="rcs" sender={business} verified earlier={earlierBubbles(before)}>
      {children && (
        <div className={`${styles.bubble} ${styles.incoming}`}>
          <div className={styles.bubbleText}>{typoNode(children)}</div>
        </div>
      )}
      {cards.length === 1 && <Card {...cards[0]} />}
      {cards.length > 1 && (
        <div className={styles.carousel} data-peek="">
          {cards.map((card) => (
            <Card key={card.title} {...card} />
          ))}
        </div>
      )}
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
      {suggestions.length > 0 && (
        <div className={styles.chips} aria-hidden="true">
          {suggestions.map((s) => (
            <span key={s} className={styles.chip}>
              {typo(s)}
            </span>
          ))}
        </div>
      )}
    </Phone>
  );
}
