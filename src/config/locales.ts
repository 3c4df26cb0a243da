// Czech is the only locale (docs/product-spec.md §1); the locale dropdown still lists it so the mechanism is real.
export const defaultLocale = "cs";
export const locales = { cs: { label: "Čeština", htmlLang: "cs" } } as const;
export type LocaleId = keyof typeof locales;

/** Path of the same page in another locale; the default locale has no prefix. */
export function localizedPath(pathname: string, locale: string): string {
  const bare = pathname.replace(/^\/(?:[a-z]{2})(?=\/)/, (prefix) => (prefix.slice(1) in locales ? "" : prefix));
  return locale === defaultLocale ? bare : `/${locale}${bare}`;
}
