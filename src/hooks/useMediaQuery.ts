import { useEffect, useState } from "react";

/** Whether the media query matches; `serverValue` on the server and in the first render, so
 * hydration renders what the server did. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
