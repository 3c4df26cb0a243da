import React, { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { cs } from "../../i18n/cs";
import { EARLY_DIALOG_ID, EarlyDialog } from "./EarlyDialog";
import * as styles from "./styles.module.css";

/** Ctrl+K or Cmd+K anywhere, or "/" outside a text field, opens the search. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">,
): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  const target = event.target as HTMLElement | null;
  const typing = target?.closest?.("input, textarea, select, [contenteditable='true']");
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !typing;
}

type Dialog = typeof import("./SearchDialog").default;
// The dialog's code comes with the field, the results and the engine, on first use.
const loadDialog = () => import(/* webpackChunkName: "search" */ "./SearchDialog").then((module) => module.default);

/** The navbar's search box (docs/product-spec.md §2.7): a button that opens the search dialog. The
 * dialog's code and the index load on first use; until the code is there, the button opens the
 * plain dialog the server rendered (EarlyDialog), through the inline script before React starts
 * and through the same element after, and the search takes over with what was typed. So pages
 * carry only this button. */
export default function Search() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Until React has started, the inline script opens the plain dialog; this attribute tells it to stop.
  const hydrated = useHydrated();
  const early = useRef<HTMLDialogElement>(null);
  // Asked for (a click, the shortcut, or the plain dialog opened before React started): load the
  // dialog's code, then open it with what the plain dialog holds. A failed load leaves the plain
  // dialog with its links and says so; asking again loads again.
  const request = useCallback(() => {
    if (SearchDialog) return setOpen(true);
    const plain = early.current;
    if (plain && !plain.open) plain.showModal?.();
    loadDialog().then(
      (loaded) => {
        setSearchDialog(() => loaded);
        // Closed while the code loaded: the visitor changed their mind.
        if (plain?.showModal && !plain.open) return;
        setQuery(plain?.querySelector("input")?.value ?? "");
        setOpen(true);
        plain?.close?.();
      },
      () => {
        const status = plain?.querySelector("p");
        if (status) status.textContent = cs.error.chunkFailed;
      },
    );
  }, [SearchDialog]);
  // Opened before React started: the search takes over.
  useEffect(() => {
    if (early.current?.open) request();
    // Only the state the server's markup was in when React started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      request();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [request]);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        data-ready={hydrated || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={SearchDialog ? undefined : EARLY_DIALOG_ID}
        data-search-open=""
        onClick={(event) => {
          event.preventDefault();
          request();
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{cs.search.button}</span>
        <kbd className={styles.kbd}>{cs.search.shortcut}</kbd>
      </button>
      <EarlyDialog ref={early} />
      {open && SearchDialog && <SearchDialog query={query} onQueryChange={setQuery} onClose={close} />}
    </>
  );
}
