import React from "react";
import Phone, { Bubble, earlierBubbles, type EarlierMessages } from "./Phone";

export interface SmsMessageProps {
  /** The text sender (up to 11 characters) or the number the SMS comes from. */
  sender: string;
  /** The time shown under the message. */
  time?: string;
  /** Earlier SMS from the same sender, oldest first: [day and time, text] ("po 14:02"), so the phone shows
   * the thread a customer really has rather than one lonely message. */
  before?: EarlierMessages;
  /** The customer's answer (inbound SMS), shown as their bubble. */
  reply?: string;
  /** The business's automatic answer to the reply. */
  answer?: string;
  /** The message text: without diacritics, as the site advises (src/node/sms-mockups.test.ts). */
  children: React.ReactNode;
  /**
   * How many SMS the text takes, when the example is meant to be longer than one (default 1).
   * Not drawn, since a phone joins the parts; src/node/sms-mockups.test.ts holds the text to it.
   */
  parts?: number;
}

/** An SMS as the customer's phone shows it, optionally with their reply and the answer to it. */
export default function SmsMessage({ sender, time = "9:41", before, reply, answer, children }: SmsMessageProps) {
  return (
    <Phone app="sms" sender={sender} time={time} earlier={earlierBubbles(before)}>
      <Bubble time={time}>{children}</Bubble>
      {reply && <Bubble from="out">{reply}</Bubble>}
      {answer && <Bubble>{answer}</Bubble>}
    </Phone>
  );
}
