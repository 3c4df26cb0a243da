import React from "react";
import { cs } from "../../i18n/cs";
import { csFromServer } from "../../i18n/cs-from-server";
import { externalUrls } from "../../config/env";
import { BANNER_ID } from "./state";
import * as styles from "./styles.module.css";

/** The cookie banner at the bottom right (docs/product-spec.md §2.7, §4, §9). Always in the HTML; CSS hides it
 * while <html> carries the stored choice, so it never flashes and never shifts the layout. Its
 * buttons work from the first paint through the inline script of lib/early-controls.ts. */
export default function ConsentBanner() {
  return (
    <div id={BANNER_ID} className={styles.banner} role="region" aria-label={cs.consent.label}>
      <p className={styles.text}>
        {csFromServer.consent.text}
        {"\u00a0"}
        <a href={externalUrls.privacyPolicy}>{csFromServer.consent.policy}</a>.
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" data-consent-choice="accepted">
          {csFromServer.consent.accept}
        </button>
        <button type="button" className="button button--primary" data-consent-choice="declined">
          {csFromServer.consent.decline}
        </button>
      </div>
    </div>
  );
}
