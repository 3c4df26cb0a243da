import { useEffect, useState } from "react";
import { useLocation } from "@gatsbyjs/reach-router";

/** The current "?query#hash", read after hydration (the static HTML has neither) and kept up to
 * date when only the hash changes. */
export function useQueryAndHash(): string {
  const { pathname } = useLocation();
  const [suffix, setSuffix] = useState("");
  useEffect(() => {
    const update = () => setSuffix(window.location.search + window.location.hash);
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, [pathname]);
  return suffix;
}
