import React from "react";
import { externalUrls } from "../../config";
import { csFromServer as cs } from "../../i18n/cs-from-server";
import Link from "../Link";
import { czechTypography } from "../../lib/typography";
import * as styles from "./styles.module.css";

/** The closing call to action above the footer on every page (docs/product-spec.md §1); `hidden`
 * on a page without the footer (Layout). ./index.browser.tsx stands for it in the browser. */
export default function SignupBanner({ hidden }: { hidden?: boolean }) {
  return (
    <section className={styles.banner} aria-labelledby="vyzva-titulek" hidden={hidden}>
      <div className={styles.inner}>
        <h2 id="vyzva-titulek" className={styles.title}>
          {cs.signup.title}
        </h2>
        <p className={styles.text}>{czechTypography(cs.signup.text)}</p>
        <div className={styles.actions}>
          <Link href={externalUrls.registration} className="button button--primary">
            {cs.signup.register}
          </Link>
          <Link to="/ceny/" className="button button--secondary">
            {cs.signup.prices}
          </Link>
        </div>
      </div>
    </section>
  );
}
