/** Duration of a collapse animation, growing with the content's height (docs/product-spec.md §9): short lists
 * snap, long ones glide, and nothing takes longer than about half a second. */
export function collapseDuration(heightPx: number): number {
  if (heightPx <= 0) return 0;
  const ratio = heightPx / 36;
  return Math.min(Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10), 500);
}
