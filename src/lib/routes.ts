// Every route of the site is made here: from content paths (gatsby-source-filesystem's createFilePath:
// content/pages/sms/text-odesilatel.mdx → /sms/text-odesilatel/, index.mdx → its folder), doc ids, blog and price data, and the
// product's route list (src/config/routes.txt) that both the build's link guard and
// scripts/check-mdx.mjs hold links against. Every route starts and ends with "/".

/** A route as written in a URL: /index copy/ → /index%20copy/. */
export function routeToUrlPath(route: string): string {
  return encodeURI(route);
}

/** The route a built file answers: "sms/index.html" → "/sms/"; "404.html" → "/404.html". */
export function routeOfBuiltFile(file: string): string {
  return file === "index.html"
    ? "/"
    : file.endsWith("/index.html")
      ? `/${file.slice(0, -"index.html".length)}`
      : `/${file}`;
}

// Documentation

/** Route of a doc id: /docs/<id>/, where a trailing "index" names its folder. */
export function docRoute(docId: string): string {
  const path = docId.replace(/(^|\/)index$/, "");
  return path ? `/docs/${path}/` : "/docs/";
}

export const categoryRoute = (slug: string) => `/docs/category/${slug}/`;

// Blog

export const BLOG_ROUTE = "/blog/";
/** content/blog/<slug>/index.mdx, whose file route is /<slug>/ → /blog/<slug>/. */
export const blogPostRoute = (fileRoute: string) => `${BLOG_ROUTE.slice(0, -1)}${fileRoute}`;
export const tagRoute = (slug: string) => `${BLOG_ROUTE}tags/${slug}/`;
export const authorRoute = (slug: string) => `${BLOG_ROUTE}authors/${slug}/`;

// Prices and tools

export const PRICE_LIST_ROUTE = "/ceny/";
export const BONUS_ROUTE = "/ceny/akce-bonus/";
export const CSV_ROUTE = "/ceny/cenik-depese.csv";
export const JSON_ROUTE = "/ceny/cenik.json";
export const SMS_TOOL_ROUTE = "/tool/delka-sms/";
export const countryRoute = (slug: string) => `/docs/ceny/${slug}/`;

// The route list

/** Where the product's route list lives, relative to the repository. */
export const ROUTE_LIST_FILE = "src/config/routes.txt";

/** Gatsby writes its not-found page as 404/index.html too; the server answers that path with 404. */
export const NOT_FOUND_ROUTE = "/404/";

/** Fixed routes, and families ({/blog/<post-slug>/}) whose members come from content or data. */
export type RouteList = { fixed: string[]; families: string[] };

export function parseRouteList(text: string): RouteList {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  return {
    fixed: lines.filter((l) => l.startsWith("/")),
    families: lines.filter((l) => l.startsWith("{")).map((l) => l.slice(1, -1)),
  };
}

/** A family as a pattern: each <placeholder> stands for one path segment. */
const familyPattern = (family: string) =>
  new RegExp(
    `^${family
      .split(/<[^>]+>/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]+")}$`,
  );

/** Whether the route list names a route, itself or as a member of a family. */
export function isListedRoute(list: RouteList, route: string): boolean {
  return list.fixed.includes(route) || list.families.some((family) => familyPattern(family).test(route));
}
