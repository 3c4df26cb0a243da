import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

/** Tells the reader a page is a draft (develop only) or unlisted (docs/product-spec.md §8). */
export default function PageBanner({ draft, unlisted }: { draft?: boolean | null; unlisted?: boolean | null }) {
  if (!draft && !unlisted) return null;
  return (
    <div className={styles.banner} role="note">
      {draft ? cs.page.draft : cs.page.unlisted}
    </div>
  );
}
