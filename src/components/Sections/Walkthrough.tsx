import React from "react";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./variants.module.css";

/** A walk-through: numbered steps, each with its text beside a picture of that step (a product
 * visual), the sides alternating; on phones the picture follows its text. Static, no script:
 * <Walkthrough title="…"><WalkStep title="…" visual={<CampaignEditor … />}>text</WalkStep></Walkthrough>. */
export default function Walkthrough(props: FrameProps) {
  return (
    <Frame {...props}>
      <ol className={styles.walk}>{props.children}</ol>
    </Frame>
  );
}

export function WalkStep({
  title,
  visual,
  children,
}: {
  title: string;
  /** The picture of the step: one of the product visuals or a message mock-up. */
  visual: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <li className={styles.walkStep}>
      <div className={styles.walkText}>
        <h3 className={styles.walkTitle}>{typo(title)}</h3>
        {children}
      </div>
      <div className={styles.walkVisual}>{visual}</div>
    </li>
  );
}
