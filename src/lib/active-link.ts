// Which navbar item is active for a path (docs/product-spec.md §3: activeBasePath / activeBaseRegex).

export type ActiveMatchable = { to?: string; activeBasePath?: string; activeBaseRegex?: string };

export function isActiveItem(item: ActiveMatchable, pathname: string): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pathname);
  if (item.activeBasePath) return pathname.startsWith(item.activeBasePath);
  if (!item.to) return false;
  return item.to === "/" ? pathname === "/" : pathname.startsWith(item.to);
}
