import React, { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { cs } from "../../i18n/cs";
import SearchDialog from "./SearchDialog";
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

/** The navbar's search box (docs/product-spec.md §2.7): a button that opens the search dialog. The dialog's code
 * and the index load on first use, so pages carry only this button and the plain dialog it opens
 * before React has started (EarlyDialog). */
export default function Search() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const button = useRef<HTMLButtonElement>(null);
  // Until React has started, the inline script opens the plain dialog; this attribute tells it to stop.
  const hydrated = useHydrated();
  const early = useRef<HTMLDialogElement>(null);
  // Opened before React started: once the search's field can show, it takes over with what was typed.
  useEffect(() => {
    if (!early.current?.open) return;
    const takeOver = () => {
      const dialog = early.current;
      if (!dialog?.open) return;
      setQuery(dialog.querySelector("input")?.value ?? "");
      setOpen(true);
      dialog.close();
    };
    import(/* webpackChunkName: "search" */ "./SearchPanel").then(takeOver, takeOver);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
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
        aria-controls={hydrated ? undefined : EARLY_DIALOG_ID}
        data-search-open=""
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
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
      {open && <SearchDialog query={query} onQueryChange={setQuery} onClose={close} />}
    </>
  );
}
