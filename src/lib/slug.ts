// URL slugs and heading ids: lower case, diacritics removed, anything else to hyphens
// ("Česká republika" → "ceska-republika").

import { normalizeSearch } from "./normalize-search";

export function slugify(text: string): string {
  return normalizeSearch(text).replace(/ /g, "-");
}

/** Unique slugs within one page: repeats get -1, -2… */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text) || "sekce";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
