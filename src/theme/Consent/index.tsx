import React, { useEffect } from "react";
import { cs } from "../../i18n/cs";
import { externalUrls } from "../../config/env";
import {
  markTrackersStarted,
  onConsentChange,
  removeTrackingCookies,
  reopenBanner,
  storedConsent,
  withdraw,
} from "./state";
import * as styles from "./styles.module.css";

function startTrackers() {
  markTrackersStarted();
  import("./loaders")
    .then(({ startTrackers: start }) => start())
    .catch((error) => console.warn("Měřicí skripty se nepodařilo načíst.", error));
}

/** Wrapped around the whole app by wrapRootElement (gatsby-browser, gatsby-ssr): room below the
 * footer for the banner (which the Layout renders right after the skip link), and the
 * consent-gated third parties started on a stored or a new "accepted", without a reload (a choice
 * made before React started is the stored one). */
export default function ConsentRoot({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    const stored = storedConsent();
    if (stored === "accepted") startTrackers();
    // Refused before React started (the inline script stored it): the cookies go now; no tag ran here.
    else if (stored === "declined") removeTrackingCookies();
    return onConsentChange((choice) => (choice === "accepted" ? startTrackers() : withdraw()));
  }, []);
  return (
    <>
      {children}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}

/** The footer's privacy policy link and "Nastavení cookies", which reopens the banner. */
export function ConsentFooterLinks() {
  return (
    <p className={styles.links}>
      <a href={externalUrls.privacyPolicy}>{cs.footer.privacy}</a>
      <button type="button" className={styles.settings} aria-controls="souhlas-cookies" onClick={reopenBanner}>
        {cs.consent.settings}
      </button>
    </p>
  );
}
