// Routes derived from content file paths. Every route starts and ends with "/" (docs/product-spec.md §2).

/** content/pages/sms/text-odesilatel.mdx → /sms/text-odesilatel/; index.mdx is its folder's route. */
export function routeFromContentPath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");
  const path = withoutExt.replace(/(^|\/)index$/, "");
  return path ? `/${path}/` : "/";
}

/** A route as written in a URL: /index copy/ → /index%20copy/. */
export function routeToUrlPath(route: string): string {
  return encodeURI(route);
}
