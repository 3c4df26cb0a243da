import { useState } from "react";
import { useWindowScroll } from "react-use";

/** True while the navbar should hide: scrolling down past `threshold` hides it, any scroll up
 * shows it, and near the top it always shows (docs/product-spec.md §4). */
export function useHideOnScroll(enabled: boolean, threshold: number): boolean {
  const { y } = useWindowScroll();
  const [seen, setSeen] = useState({ y: 0, hidden: false });
  if (enabled && y !== seen.y) setSeen({ y, hidden: y > threshold && y > seen.y });
  return enabled && seen.hidden;
}
