import { useEffect, useState } from "react";

/** The window's vertical scroll, read at most once per frame. */
function useScrollY(): number {
  const [y, setY] = useState(() => (typeof window === "undefined" ? 0 : window.scrollY));
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setY(window.scrollY));
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return y;
}

/** True while the navbar should hide: scrolling down past `threshold` hides it, any scroll up
 * shows it, and near the top it always shows (docs/product-spec.md §4). */
export function useHideOnScroll(enabled: boolean, threshold: number): boolean {
  const y = useScrollY();
  const [seen, setSeen] = useState({ y: 0, hidden: false });
  if (enabled && y !== seen.y) setSeen({ y, hidden: y > threshold && y > seen.y });
  return enabled && seen.hidden;
}
