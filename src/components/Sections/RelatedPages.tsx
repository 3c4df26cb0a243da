import React from "react";
import { csLanding } from "../../i18n/cs-landing";
import Frame, { type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

/** Related pages as cards, written as a markdown list of links: `- [SMS API](/sms-api/) – text`. */
export default function RelatedPages({ title = csLanding.related, ...frame }: FrameProps) {
  return (
    <Frame title={title} {...frame}>
      <div className={styles.related}>{frame.children}</div>
    </Frame>
  );
}
