import { useEffect, useRef, type RefObject } from "react";

/** Calls `onAway` on a mouse press or touch anywhere outside the element. */
export function useClickAway(ref: RefObject<HTMLElement | null>, onAway: () => void): void {
  const latest = useRef(onAway);
  useEffect(() => {
    latest.current = onAway;
  });
  useEffect(() => {
    const handler = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener("mousedown", handler);
    document.addEventListener("touchstart", handler);
    return () => {
      document.removeEventListener("mousedown", handler);
      document.removeEventListener("touchstart", handler);
    };
  }, [ref]);
}
