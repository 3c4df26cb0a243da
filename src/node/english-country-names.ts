import countries from "i18n-iso-countries";
import enLocale from "i18n-iso-countries/langs/en.json";

// English names of a country, so the site search finds the country price pages by the names
// developers and foreign colleagues type ("Germany", "United Kingdom", "USA"). Build time only:
// the names go into the search index, the package stays out of the browser bundle.

let localeRegistered = false;

/** The package's English names of an ISO 3166-1 alpha-2 code (official name and aliases), without
 * ISO's inverted qualifiers ("Korea, Republic of" is "Korea") and duplicates; none for an unknown code. */
export function englishCountryNames(iso: string): string[] {
  if (!localeRegistered) {
    countries.registerLocale(enLocale);
    localeRegistered = true;
  }
  // The qualifier after a comma repeats another country's name ("Taiwan, Province of China").
  const names = (countries.getName(iso, "en", { select: "all" }) ?? []).map((name) => name.split(",")[0].trim());
  return [...new Set(names.filter(Boolean))];
}
