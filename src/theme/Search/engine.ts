import FlexSearch from "flexsearch";
import { rankResults, SEARCH_RESULT_LIMIT, TEXT_ENGINE_OPTIONS, TITLES_ENGINE_OPTIONS, type SearchEntry, type SearchStore } from "../../lib/search";

export type Searcher = (query: string) => SearchEntry[];

/** Where the build wrote the two indexes (gatsby-plugin-local-search) and the titles' store. */
export type SearchFiles = { titlesIndex: string; store: string; textIndex: string };

const loaded = new Map<string, Promise<Searcher>>();

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function engine(options: object, exported: string) {
  const index = FlexSearch.create(options as never);
  index.import(exported);
  return (query: string) => index.search(query, 50) as unknown as string[];
}

/** Fetches the indexes and the store (once; again after a failure). Title matches come first. */
export function loadSearch(files: SearchFiles): Promise<Searcher> {
  const key = JSON.stringify(files);
  let searcher = loaded.get(key);
  if (!searcher) {
    const text = (url: string) => fetchOk(url).then((r) => r.text());
    searcher = Promise.all([text(files.titlesIndex), text(files.textIndex), fetchOk(files.store).then((r) => r.json() as Promise<SearchStore>)]).then(
      ([titlesIndex, textIndex, store]) => {
        const [titles, body] = [engine(TITLES_ENGINE_OPTIONS, titlesIndex), engine(TEXT_ENGINE_OPTIONS, textIndex)];
        // One more than is shown, so the panel can tell a full page of results from a complete list.
        return (query: string) => (query.trim() ? rankResults(query, [...new Set([...titles(query), ...body(query)])], store, SEARCH_RESULT_LIMIT + 1) : []);
      },
    );
    searcher.catch(() => loaded.delete(key));
    loaded.set(key, searcher);
  }
  return searcher;
}
