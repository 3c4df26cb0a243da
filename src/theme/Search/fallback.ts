import { cs } from "../../i18n/cs";

/** Where a visitor can go when the search finds nothing or has not loaded: the help index, the
 * contact page and the price list. */
export const FALLBACK_LINKS = [
  { route: "/docs/category/help/", label: cs.search.fallback.help },
  { route: "/docs/kontakt/", label: cs.search.fallback.contact },
  { route: "/ceny/", label: cs.search.fallback.prices },
];
