import { csSearch } from "../i18n/cs-search";

/** Where a visitor can go when the search finds nothing or has not loaded: the help index, the
 * contact page and the price list. */
export const FALLBACK_LINKS = [
  { route: "/docs/category/help/", label: csSearch.fallback.help },
  { route: "/docs/kontakt/", label: csSearch.fallback.contact },
  { route: "/ceny/", label: csSearch.fallback.prices },
];
