import React from "react";
import Frame, { cx, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** A section of text (markdown children) with an optional visual beside it. */
export default function Section({
  media,
  reverse,
  children,
  ...frame
}: FrameProps & { media?: React.ReactNode; reverse?: boolean }) {
  if (!media)
    return (
      <Frame {...frame}>
        <div className={styles.prose}>{children}</div>
      </Frame>
    );
  return (
    <Frame {...frame}>
      <div className={cx(styles.split, reverse && styles.reverse)}>
        <div className={styles.prose}>{children}</div>
        <div className={styles.media}>{media}</div>
      </div>
    </Frame>
  );
}
