// Pagination of the blog list: /blog/ is page 1, /blog/page/2/ onward the rest.

export type ListPage<T> = {
  /** 1-based page number. */
  number: number;
  route: string;
  items: T[];
  previousRoute: string | null;
  nextRoute: string | null;
  pageCount: number;
};

export function pageCount(total: number, perPage: number): number {
  if (perPage < 1) throw new Error("perPage must be at least 1");
  return Math.max(1, Math.ceil(total / perPage));
}

/** "/blog/" + 1 → "/blog/"; "/blog/" + 3 → "/blog/page/3/". */
export function pageRoute(base: string, number: number): string {
  return number <= 1 ? base : `${base}page/${number}/`;
}

/** Splits items into list pages; there is always at least one page, even when it is empty. */
export function paginate<T>(items: readonly T[], perPage: number, base: string): ListPage<T>[] {
  const count = pageCount(items.length, perPage);
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    return {
      number,
      route: pageRoute(base, number),
      items: items.slice(i * perPage, number * perPage),
      previousRoute: number > 1 ? pageRoute(base, number - 1) : null,
      nextRoute: number < count ? pageRoute(base, number + 1) : null,
      pageCount: count,
    };
  });
}

/** Items grouped by a key, groups in order of first appearance (posts sorted newest first give
 * years newest first). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): { key: K; items: T[] }[] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].map(([k, list]) => ({ key: k, items: list }));
}
