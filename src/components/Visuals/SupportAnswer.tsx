import React from "react";
import { typo } from "../Sections/Frame";
import Screen, { Line } from "./Screen";
import * as base from "./visuals.module.css";
import * as styles from "./support.module.css";

export interface SupportAnswerProps {
  /** The channel of the conversation, shown in the head: "Dotaz e-mailem", "Chat na webu". */
  channel: string;
  /** The customer's question and when it came. */
  question: [text: string, time: string];
  /** Who from support answered, the answer and its time. */
  agent: string;
  answer: [text: string, time: string];
}

/** One question to support and its answer, small enough for a phone's first screen: what the FAQ
 * page is made of, with the people behind it. */
export default function SupportAnswer({ channel, question, agent, answer }: SupportAnswerProps) {
  return (
    <Screen
      kind="bare"
      label={`Ukázka dotazu na podporu Depeše (${channel}): „${question[0]}“ a odpověď od ${agent}.`}
      className={styles.support}
    >
      <p className={base.appHead}>
        <span className={base.logo}>D</span>
        <strong>Podpora Depeše</strong>
        <span className={base.muted}>{typo(channel)}</span>
      </p>
      <div className={styles.thread}>
        <Line from="in" time={question[1]}>
          {question[0]}
        </Line>
        <span className={styles.agent}>{typo(agent)}</span>
        <Line from="out" time={answer[1]}>
          {answer[0]}
        </Line>
      </div>
    </Screen>
  );
}
