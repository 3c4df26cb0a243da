import { useEffect, useRef, useState } from "react";
import { useWindowScroll } from "react-use";

/** True while the navbar should hide: scrolling down past `threshold` hides it, any scroll up
 * shows it, and near the top it always shows (docs/product-spec.md §4). */
export function useHideOnScroll(enabled: boolean, threshold: number): boolean {
  const { y } = useWindowScroll();
  const last = useRef(0);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const previous = last.current;
    last.current = y;
    if (y <= threshold) setHidden(false);
    else if (y > previous) setHidden(true);
    else if (y < previous) setHidden(false);
  }, [y, enabled, threshold]);
  return enabled && hidden;
}
