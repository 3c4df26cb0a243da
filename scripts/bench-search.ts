import fs from "node:fs";
import zlib from "node:zlib";
import { createSearcher } from "../src/lib/search";
import { formatRelevance, measureRelevance, RELEVANCE_BARS } from "../src/lib/search-relevance";
import { readBuiltSearchIndex } from "../src/node/search";
import { RELEVANCE_QUERIES } from "../e2e/search-queries";

// `npm run bench`, search section: the index the dialog fetches on first use (size, and what each
// part weighs) and the relevance figures of the query set (e2e/search-queries.ts).

const SIZE_BUDGET_KB = 100;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** Prints the figures; returns false when the index is over budget or relevance below the bars. */
export function benchSearch(publicDir: string): boolean {
  const { file, index } = readBuiltSearchIndex(publicDir);
  const body = fs.readFileSync(file, "utf8");
  const total = gzip(body);
  console.log(
    `  index loaded on first use: ${kb(body.length)} / ${kb(total)} gzip (budget ${SIZE_BUDGET_KB} KB), ${index.docs.length} pages, ${index.terms.length} terms`,
  );
  const parts = {
    "pages (titles, descriptions, headings)": index.docs,
    terms: index.terms,
    postings: index.postings,
    "synonyms and pairs": [index.synonyms, index.related],
  };
  console.log(
    `    ${Object.entries(parts)
      .map(([name, part]) => `${name} ${kb(gzip(JSON.stringify(part)))}`)
      .join(", ")} (each gzipped alone)`,
  );
  const search = createSearcher(index);
  const start = performance.now();
  const report = measureRelevance(RELEVANCE_QUERIES, (query) => search(query, 5).map((r) => r.route));
  const ms = (performance.now() - start) / RELEVANCE_QUERIES.length;
  console.log(`  relevance, ${formatRelevance(report)}; ${ms.toFixed(2)} ms a query`);
  for (const miss of report.missesAt1)
    console.log(
      `    ${report.missesAt5.includes(miss) ? "not in top 5" : "not first"}: „${miss.query}“ → ${miss.got.slice(0, 3).join(" ")} (want ${miss.first})`,
    );
  return total <= SIZE_BUDGET_KB * 1024 && report.hit1 >= RELEVANCE_BARS.hit1 && report.hit5 >= RELEVANCE_BARS.hit5;
}
