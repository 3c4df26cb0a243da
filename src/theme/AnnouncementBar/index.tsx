import React from "react";
import { siteConfig, type AnnouncementBarConfig } from "../../config";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

/** The optional announcement above the navbar (docs/product-spec.md §2.7, §4). Whether it shows is decided before
 * first paint by the inline script of gatsby-ssr (lib/announcement.ts); the close button is
 * handled by the inline script of lib/early-controls.ts, from the first paint and whether or not
 * the bundles run, which sets the same attribute, so React never re-renders it. Its content is
 * trusted HTML from the site configuration, and the link guard checks the links in it. */
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
        <button type="button" className={styles.close} aria-label={cs.announcement.close} data-announcement-close="">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
