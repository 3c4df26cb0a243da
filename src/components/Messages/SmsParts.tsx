import React from "react";
import { analyzeSms } from "../../lib/sms-length";

export interface SmsPartsProps {
  /** The example text, exactly as it would be sent (with or without diacritics). */
  text: string;
}

const NUMERALS = ["", "jednu", "dvě", "tři", "čtyři"];

/** How many SMS the text takes, in words for a sentence („… by se rozdělila na dvě části“):
 * „jednu SMS“, „dvě části“, „tři části“, „5 částí“. Counted by src/lib/sms-length.ts as the send
 * counts it. */
export function smsPartsText(text: string): string {
  const { segments } = analyzeSms(text);
  if (segments <= 1) return "jednu SMS";
  return `${NUMERALS[segments] ?? segments} ${segments < 5 ? "části" : "částí"}`;
}

/** The parts of an example SMS a page talks about, counted from its text rather than typed, so the
 * count follows the text when either changes. */
export default function SmsParts({ text }: SmsPartsProps) {
  return <>{smsPartsText(text)}</>;
}
/** For the FAQ's structured data, which repeats the answer as text (src/lib/text-of.ts). */
SmsParts.textOf = ({ text }: SmsPartsProps) => smsPartsText(text);
