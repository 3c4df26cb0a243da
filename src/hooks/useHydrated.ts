import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/** False during the static render and the first client render (hydration uses the server's
 * value), true after it: for parts that exist only in the browser (never rendered at build time). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
