// Relevance figures of the site search over a query set: how often the wanted page comes first
// (hit@1), how often a good page is among the first five (hit@5) and the mean reciprocal rank of
// the first good page (MRR).

export type RelevanceQuery = { query: string; first: string; alsoGood: string[] };
export type RelevanceMiss = { query: string; first: string; got: string[] };
export type RelevanceReport = {
  queries: number;
  hit1: number;
  hit5: number;
  mrr: number;
  missesAt1: RelevanceMiss[];
  missesAt5: RelevanceMiss[];
};

/** Runs every query through `search` (routes, best first) and sums up. */
export function measureRelevance(queries: RelevanceQuery[], search: (query: string) => string[]): RelevanceReport {
  let [hit1, hit5, reciprocal] = [0, 0, 0];
  const missesAt1: RelevanceMiss[] = [];
  const missesAt5: RelevanceMiss[] = [];
  for (const { query, first, alsoGood } of queries) {
    const routes = search(query);
    const good = new Set([first, ...alsoGood]);
    const rank = routes.findIndex((route) => good.has(route));
    const miss = { query, first, got: routes.slice(0, 5) };
    if (routes[0] === first) hit1++;
    else missesAt1.push(miss);
    if (rank >= 0 && rank < 5) hit5++;
    else missesAt5.push(miss);
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = queries.length || 1;
  return { queries: queries.length, hit1: hit1 / n, hit5: hit5 / n, mrr: reciprocal / n, missesAt1, missesAt5 };
}

/** The bars the query set must reach. */
export const RELEVANCE_BARS = { hit1: 0.8, hit5: 0.95 } as const;

/** "hit@1 85.0 %" style lines. */
export const formatRelevance = (r: RelevanceReport) =>
  `${r.queries} queries: hit@1 ${(r.hit1 * 100).toFixed(1)} % (bar ${RELEVANCE_BARS.hit1 * 100} %), hit@5 ${(r.hit5 * 100).toFixed(1)} % (bar ${RELEVANCE_BARS.hit5 * 100} %), MRR ${r.mrr.toFixed(3)}`;
