import React from "react";
import { csLanding } from "../../i18n/cs-landing";
import { typo, typoNode } from "../Sections/Frame";
import * as styles from "./messages.module.css";

export type MessageApp = "sms" | "whatsapp" | "viber" | "rcs";

export interface PhoneProps {
  app: MessageApp;
  /** Who the message is from, as the phone shows it: a text sender, a number or a business. */
  sender: string;
  /** A verified business (WhatsApp, Viber, RCS show a badge). */
  verified?: boolean;
  /** The clock in the status bar, the same as the message's time. */
  time?: string;
  /** Messages of earlier days, above the „Dnes“ line. */
  earlier?: React.ReactNode;
  children: React.ReactNode;
}

/** A number (+420 736 100 200) rather than a text sender (Depese). */
const isNumber = (sender: string) => /^[+\d]/.test(sender);

/** A number sender gets a person, a named one its initial. */
function Avatar({ sender }: { sender: string }) {
  if (!isNumber(sender)) return <span className={styles.avatar}>{sender.charAt(0).toUpperCase()}</span>;
  return (
    <span className={styles.avatar}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
      </svg>
    </span>
  );
}

/** A phone screen drawn in HTML and CSS: fixed width, a phone's proportions at least, no images, so it
 * costs no request and never shifts the layout. Screen readers get one sentence saying what it is. */
export default function Phone({ app, sender, verified, time = "9:41", earlier, children }: PhoneProps) {
  const name = typo(sender);
  return (
    <figure className={`${styles.phone} ${styles[app]}`}>
      <figcaption className="visually-hidden">{csLanding.mockup(csLanding.apps[app], sender)}</figcaption>
      <div className={styles.status} aria-hidden="true">
        <span>{time}</span>
        <span className={styles.signal} />
      </div>
      <div className={styles.header} aria-hidden="true">
        <Avatar sender={sender} />
        <span className={styles.who}>
          <span className={styles.name}>
            {name}
            {verified && (
              <span className={styles.verified} title={csLanding.verified}>
                ✓
              </span>
            )}
          </span>
          <span className={styles.subtitle}>{csLanding.apps[app]}</span>
        </span>
      </div>
      <div className={styles.body}>
        {earlier}
        <span className={styles.day} aria-hidden="true">
          {csLanding.today} {time}
        </span>
        {children}
      </div>
      {/* A text sender cannot be answered, as the phone says; anyone else gets the input field. */}
      <div className={styles.composer} aria-hidden="true">
        {app === "sms" && !isNumber(sender) ? (
          <span className={styles.noReply}>{csLanding.noReply}</span>
        ) : (
          <span className={styles.input}>{csLanding.compose}</span>
        )}
      </div>
    </figure>
  );
}

/** A message bubble: "in" from the business, "out" from the customer. */
export function Bubble({
  from = "in",
  time,
  children,
}: {
  from?: "in" | "out";
  time?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`${styles.bubble} ${from === "out" ? styles.outgoing : styles.incoming}`}>
      <div className={styles.bubbleText}>{typoNode(children)}</div>
      {time && <span className={styles.time}>{time}</span>}
    </div>
  );
}

/** Earlier messages from the business, oldest first: [day and time, text]. */
export type EarlierMessages = [time: string, text: string][];

/** The business's earlier messages as plain bubbles, for a phone's `earlier`. */
export function earlierBubbles(messages: EarlierMessages = []) {
  return messages.length
    ? messages.map(([at, text]) => (
        <Bubble key={at + text} time={at}>
          {text}
        </Bubble>
      ))
    : undefined;
}

/** Buttons under a rich message; drawn, not real links, so they are not focusable. */
export function MessageButtons({ labels }: { labels: string[] }) {
  return (
    <div className={styles.buttons}>
      {labels.map((label) => (
        <span key={label} className={styles.button}>
          {typo(label)}
        </span>
      ))}
    </div>
  );
}
