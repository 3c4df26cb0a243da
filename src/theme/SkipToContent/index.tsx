import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

export const MAIN_CONTENT_ID = "obsah";

/** First focusable element of every page; visible only when focused. */
export default function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {cs.skipToContent}
    </a>
  );
}
