import { useEffect } from "react";

// The page behind the search dialog or the open mobile menu does not scroll: the body's overflow
// is hidden while at least one of them is open, and restored when the last one closes.

let locks = 0;
let initialOverflow = "";

export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks++ === 0) {
      initialOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    }
    return () => {
      if (--locks === 0) document.body.style.overflow = initialOverflow;
    };
  }, [locked]);
}
