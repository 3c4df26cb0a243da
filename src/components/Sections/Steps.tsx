import React from "react";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** A numbered how-it-works list: <Steps title="…"><Step title="…">text</Step></Steps>. */
export default function Steps(props: FrameProps) {
  return (
    <Frame {...props}>
      <ol className={styles.steps}>{props.children}</ol>
    </Frame>
  );
}

export function Step({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <li className={styles.step}>
      <h3 className={styles.cardTitle}>{typo(title)}</h3>
      <div className={styles.cardText}>{children}</div>
    </li>
  );
}
