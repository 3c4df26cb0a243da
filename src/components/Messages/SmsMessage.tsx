import React from "react";
import Phone, { Bubble } from "./Phone";

export interface SmsMessageProps {
  /** The text sender (up to 11 characters) or the number the SMS comes from. */
  sender: string;
  /** The time shown under the message. */
  time?: string;
  /** The customer's answer (inbound SMS), shown as their bubble. */
  reply?: string;
  /** The business's automatic answer to the reply. */
  answer?: string;
  /** The message text. */
  children: React.ReactNode;
}

/** An SMS as the customer's phone shows it, optionally with their reply and the answer to it. */
export default function SmsMessage({ sender, time = "9:41", reply, answer, children }: SmsMessageProps) {
  return (
    <Phone app="sms" sender={sender} time={time}>
      <Bubble time={time}>{children}</Bubble>
      {reply && <Bubble from="out">{reply}</Bubble>}
      {answer && <Bubble>{answer}</Bubble>}
    </Phone>
  );
}
