import { useEffect, useState } from "react";

/** False during the static render and the first client render, true after hydration: for parts
 * that exist only in the browser (never rendered at build time). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
