// Site search (spec §2.7): the shared rules of the build (src/node/search.ts writes the index with
// gatsby-plugin-local-search) and the browser (src/theme/Search loads it on first use). Both sides
// must encode text the same way, so the engine options live here. Case and diacritics fold with
// normalizeSearch, as in the price list's country search: "Česká" and "ceska" are one word.

import { normalizeSearch } from "./normalize-search";

/** One searchable page as stored for the result list. */
export type SearchEntry = { title: string; route: string; section: string; description: string };
export type SearchStore = Record<string, SearchEntry>;

const dropFieldNames = (text: string) => text.replace(/"[A-Za-z]+":/g, " ");

/** The titles index's encoder. gatsby-plugin-local-search indexes each document as a JSON string,
 * so the field names are dropped first (a search for "title" must not match every page). */
export function encodeForSearch(text: string): string {
  return normalizeSearch(dropFieldNames(text));
}

// Czech case endings, longest first, without diacritics: a light stemmer, so "zprávách",
// "zprávami" and "zpráva" meet at "zprav" in the full-text index.
const ENDINGS = ["atech", "ami", "emi", "ach", "ech", "ich", "ych", "ymi", "imi", "ovi", "ove", "eho", "emu", "ou", "am", "em", "um", "im", "ho", "mu", "y", "u", "a", "e", "i", "o"];

/** The stem of a folded word: without its case ending, when at least three letters remain. */
export function czechStem(word: string): string {
  const ending = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= 3);
  return ending ? word.slice(0, -ending.length) : word;
}

/** The full-text index's encoder: folded whole words reduced to their stems. */
export function encodeStems(text: string): string {
  return queryWords(dropFieldNames(text)).map(czechStem).join(" ");
}

/** FlexSearch 0.6 options of the two indexes. Titles, descriptions and keywords match by prefix
 * while the visitor types ("nem" finds "Německo"); the page text matches whole words by their
 * stem, which keeps that index small. */
export const TITLES_ENGINE_OPTIONS = { encode: encodeForSearch, tokenize: "forward", threshold: 0, resolution: 9, depth: 0 } as const;
export const TEXT_ENGINE_OPTIONS = { encode: encodeStems, tokenize: "strict", threshold: 0, resolution: 3, depth: 0 } as const;

export const SEARCH_RESULT_LIMIT = 10;

/** Words of a query as the index sees them. */
export const queryWords = (query: string): string[] => normalizeSearch(query).split(" ").filter(Boolean);

/** The engine's hits as entries, the pages whose title holds every word of the query first (in
 * the engine's order within each group), at most `limit`, unknown ids skipped. */
export function rankResults(query: string, ids: readonly (string | number)[], store: SearchStore, limit = SEARCH_RESULT_LIMIT): SearchEntry[] {
  const words = queryWords(query);
  const entries = ids.map((id) => store[String(id)]).filter((entry): entry is SearchEntry => Boolean(entry));
  const [inTitle, elsewhere]: SearchEntry[][] = [[], []];
  for (const entry of entries) {
    const title = normalizeSearch(entry.title);
    (words.every((word) => title.includes(word)) ? inTitle : elsewhere).push(entry);
  }
  return [...inTitle, ...elsewhere].slice(0, limit);
}
