import React from "react";
import { siteConfig, type AnnouncementBarConfig } from "../../config";
import { cs } from "../../i18n/cs";
import { writeStorage } from "../../lib/storage";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, DISMISSED_ATTRIBUTE } from "../../lib/announcement";
import * as styles from "./styles.module.css";

function dismiss(id: string) {
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, "true");
  document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, "");
}

/** The optional announcement above the navbar (docs/product-spec.md §2.7, §4). Whether it shows is decided before
 * first paint by the inline script of gatsby-ssr (lib/announcement.ts); closing it only sets the
 * same attribute, so React never re-renders it. Its content is trusted HTML from the site
 * configuration, and the link guard checks the links in it. */
export default function AnnouncementBar({ bar = siteConfig.announcementBar }: { bar?: AnnouncementBarConfig | null }) {
  if (!bar) return null;
  return (
    <div
      className={styles.bar}
      style={{ background: bar.backgroundColor, color: bar.textColor }}
      role="region"
      aria-label="Oznámení"
      data-announcement-id={bar.id}
    >
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          aria-label={cs.announcement.close}
          onClick={() => dismiss(bar.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
