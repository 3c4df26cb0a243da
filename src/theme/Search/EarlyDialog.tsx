import React from "react";
import { cs } from "../../i18n/cs";
import { csSearch } from "../../i18n/cs-search";
import { FALLBACK_LINKS } from "../../lib/search-fallback";
import { serverHtml } from "../FromServer";
import * as styles from "./styles.module.css";

export const EARLY_DIALOG_ID = "hledani";

/** The search as the server renders it: a native dialog that the inline script of
 * lib/early-controls.ts opens when the button is pressed before React has started. Its field keeps
 * what is typed until the search takes over (src/theme/Search), and when the scripts never load, it
 * still offers the help, the contact page and the price list. The navbar stays mounted across
 * client-side navigations, so the production browser bundle keeps the server's content of the
 * dialog (src/theme/FromServer) and carries only the element. */
export const EarlyDialog = React.forwardRef<HTMLDialogElement>(function EarlyDialog(_props, ref) {
  // A conditional expression, not an early return: webpack leaves out the branch it sees is dead,
  // and with it the strings and links only that branch uses (plugins/gatsby-overrides/webpack.ts,
  // markPureModules).
  return process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? (
    <dialog ref={ref} id={EARLY_DIALOG_ID} className={styles.early} aria-label={cs.search.dialog} {...serverHtml} />
  ) : (
    <dialog ref={ref} id={EARLY_DIALOG_ID} className={styles.early} aria-label={cs.search.dialog}>
      <input
        type="search"
        className={styles.input}
        aria-label={csSearch.label}
        placeholder={csSearch.placeholder}
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
      <p className={styles.muted}>{csSearch.loading}</p>
      <nav aria-label={csSearch.fallback.label} className={styles.fallback}>
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
