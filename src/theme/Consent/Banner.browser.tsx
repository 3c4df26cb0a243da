import React from "react";
import { cs } from "../../i18n/cs";
import { BANNER_ID } from "./state";
import { serverHtml } from "../FromServer";
import * as styles from "./styles.module.css";

/** ./Banner.tsx in the production browser bundle: the server's HTML (src/theme/FromServer); its
 * buttons work through the early controls before and after React. */
export default function ConsentBanner() {
  return <div id={BANNER_ID} className={styles.banner} role="region" aria-label={cs.consent.label} {...serverHtml} />;
}
