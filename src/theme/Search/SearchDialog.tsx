import React from "react";
// The shell first, so this chunk imports the shared CSS modules in the order every page does
// (plugins/gatsby-overrides/css-order.ts).
import "gatsby";
import { createPortal } from "react-dom";
import { useLockBodyScroll } from "../../hooks/useLockBodyScroll";
import { cs } from "../../i18n/cs";
import { lazyWithRetry } from "../Lazy";
import type { SearchPanelProps } from "./SearchPanel";
import * as styles from "./styles.module.css";

// The field, the results and the search engine with its index: loaded when the dialog first opens,
// with a spinner meanwhile and "Retry" if the chunk fails (docs/product-spec.md §8).
const SearchPanel = lazyWithRetry<SearchPanelProps>(() => import(/* webpackChunkName: "search" */ "./SearchPanel"));

const FOCUSABLE = ":is(input, button, a[href], [tabindex]):not([tabindex='-1']):not([disabled])";

/** Keeps Tab inside the dialog: from the last element back to the first and the other way. */
function trapTab(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) return;
  const [first, last] = [items[0], items[items.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type Props = Omit<SearchPanelProps, "onNavigate"> & { onClose: () => void };

/** A modal over the page, rendered at the end of <body> so no stacking context of the navbar
 * holds it: Escape, the close button or a click beside it closes it. */
export default function SearchDialog({ onClose, ...panel }: Props) {
  useLockBodyScroll(true);
  return createPortal(
    // The backdrop only catches events bubbling from the dialog (keys) and clicks beside it.
    <div
      role="presentation"
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        } else trapTab(event);
      }}
    >
      <div role="dialog" aria-modal="true" aria-label={cs.search.dialog} className={styles.dialog}>
        <button type="button" className={styles.close} aria-label={cs.search.close} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <SearchPanel {...panel} onNavigate={onClose} />
      </div>
    </div>,
    document.body,
  );
}
