import React from "react";
import { cs } from "../../i18n/cs";
import { FALLBACK_LINKS } from "./fallback";
import * as styles from "./styles.module.css";

export const EARLY_DIALOG_ID = "hledani";

/** The search as the server renders it: a native dialog that the inline script of
 * lib/early-controls.ts opens when the button is pressed before React has started. Its field keeps
 * what is typed until the search takes over (src/theme/Search), and when the scripts never load, it
 * still offers the help, the contact page and the price list. */
export const EarlyDialog = React.forwardRef<HTMLDialogElement>(function EarlyDialog(_props, ref) {
  return (
    <dialog ref={ref} id={EARLY_DIALOG_ID} className={styles.early} aria-label={cs.search.dialog}>
      <input
        type="search"
        className={styles.input}
        aria-label={cs.search.label}
        placeholder={cs.search.placeholder}
        autoComplete="off"
      />
      {/* A dialog form closes its dialog without any script. */}
      <form method="dialog">
        <button type="submit" className={styles.close} aria-label={cs.search.close}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <p className={styles.muted}>{cs.search.loading}</p>
      <nav aria-label={cs.search.fallback.label} className={styles.fallback}>
        <ul>
          {FALLBACK_LINKS.map(({ route, label }) => (
            <li key={route}>
              <a href={route}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
});
