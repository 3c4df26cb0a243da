// Text as every search on the site compares it (the price list's country search, the site search):
// its own module, so a search imports this and nothing else of the price helpers.

/** Lower case, diacritics removed, anything but letters and digits to single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
