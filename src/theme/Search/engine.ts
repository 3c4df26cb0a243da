import { createSearcher, SEARCH_INDEX_URL, type SearchIndex, type Searcher } from "../../lib/search";

export type { Searcher };

const loaded = new Map<string, Promise<Searcher>>();

/** Fetches the index (once; again after a failure) and returns the search over it. */
export function loadSearch(url: string = SEARCH_INDEX_URL): Promise<Searcher> {
  let searcher = loaded.get(url);
  if (!searcher) {
    searcher = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return createSearcher((await response.json()) as SearchIndex);
    });
    searcher.catch(() => loaded.delete(url));
    loaded.set(url, searcher);
  }
  return searcher;
}
