import React from "react";
import { siteConfig } from "../../config";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

/** The optional announcement above the navbar (spec §2.7). Its content is trusted HTML from the
 * site configuration, so editors can put a link in it; the link guard checks that link. */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  return (
    <div className={styles.bar} style={{ background: bar.backgroundColor, color: bar.textColor }} role="region" aria-label="Oznámení" data-announcement-id={bar.id}>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className={styles.close} aria-label={cs.announcement.close} data-announcement-close>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
