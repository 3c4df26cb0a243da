// Every route of the site is made here: from content paths (gatsby-source-filesystem's createFilePath:
// content/pages/sms/text-odesilatel.mdx → /sms/text-odesilatel/, index.mdx → its folder), doc ids, blog and price data, and the
// product's route list (src/config/routes.txt: the required routes; the families of src/node/families/)
// that the build's checks and scripts/check-mdx.ts hold pages and links against. Every route starts
// and ends with "/".

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

/** A page of content/pages by its path there: "sms/text-odesilatel.mdx" → /sms/text-odesilatel/,
 * "integrace/index.mdx" → /integrace/ (what createFilePath gives the build). */
export function contentPageRoute(relativePath: string): string {
  const path = relativePath.replace(/\.mdx$/, "").replace(/(^|\/)index$/, "");
  return path ? `/${path}/` : "/";
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
export const CUSTOMERS_ROUTE = "/zakaznici/";
/** A customer story's page: /zakaznici/<story id>/ (content/customers/<story id>.yaml). */
export const customerRoute = (storyId: string) => `${CUSTOMERS_ROUTE}${storyId}/`;

// The route list

/** Where the product's route list lives, relative to the repository. */
export const ROUTE_LIST_FILE = "src/config/routes.txt";

/** Gatsby writes its not-found page as 404/index.html too; the server answers that path with 404. */
export const NOT_FOUND_ROUTE = "/404/";

/**
 * A family: the pages one build step makes from content or data (every post, every doc…), declared
 * by its module in src/node/families/. The step tags each page it makes with the family's name
 * (`context.family`, src/node/route-families.ts), so a family is where its pages come from; its
 * pattern says which routes they may take.
 */
export type RouteFamily = { name: string; pattern: string; source: string };

/** The route list: the required routes, and the families whose members come from content or data. */
export type RouteList = { fixed: string[]; families: RouteFamily[] };

/** Where the families are declared, one module each. */
export const FAMILY_MODULES_DIR = "src/node/families/";

/** Reads the required routes of src/config/routes.txt; a line it cannot read throws, naming the line. */
export function parseRequiredRoutes(text: string): string[] {
  const fixed: string[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const bad = (why: string) => new Error(`${ROUTE_LIST_FILE}:${index + 1}: ${why}: ${line}`);
    if (line.startsWith("{"))
      throw bad(`a family is declared by its module in ${FAMILY_MODULES_DIR}, not in the route list`);
    if (!line.startsWith("/") || !line.endsWith("/")) throw bad("a route starts and ends with /");
    fixed.push(line);
  });
  return fixed;
}

/** What is wrong in the families' declarations: a name twice, or a pattern that is no route. */
export function familyDeclarationProblems(families: readonly RouteFamily[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { name, pattern } of families) {
    if (seen.has(name)) problems.push(`the family "${name}" is declared twice`);
    seen.add(name);
    if (!/^[a-z][a-z-]*$/.test(name)) problems.push(`the family "${name}": a name is lower case letters and -`);
    if (!pattern.startsWith("/") || !pattern.endsWith("/"))
      problems.push(`the family "${name}": its pattern ${pattern} starts and ends with /`);
  }
  return problems;
}

/** A family's pattern as a regular expression: <path> stands for one or more path segments, any
 * other <placeholder> for exactly one. */
export const familyPattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(<[^>]+>)/)
      .map((part) =>
        part === "<path>"
          ? "[^/]+(?:/[^/]+)*"
          : part.startsWith("<")
            ? "[^/]+"
            : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("")}$`,
  );

/** A page as the build made it: its route, and the family whose step made it (none: made by code). */
export type MadePage = { route: string; family?: string };

export type RouteProblem = { route: string; reason: string };

/**
 * The made pages against the route list: every required route must be made, and every other page
 * must come from a declared family at a route of its pattern. A page made by code outside every
 * family fails even when its route looks like a family's (/blog/something/).
 */
export function routeProblems(pages: Iterable<MadePage>, list: RouteList): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const fixed = new Set(list.fixed);
  const made = new Set<string>();
  const patterns = new Map(list.families.map((f) => [f.name, { ...f, test: familyPattern(f.pattern) }]));
  for (const { route, family } of pages) {
    made.add(route);
    if (fixed.has(route) || route === NOT_FOUND_ROUTE || route === "/404.html") continue;
    const declared = family === undefined ? undefined : patterns.get(family);
    if (family === undefined)
      problems.push({
        route,
        reason: `page made outside every family (by code, not from content) and not a required route: make it in a family's step or add it to ${ROUTE_LIST_FILE}`,
      });
    else if (!declared)
      problems.push({
        route,
        reason: `page of the family "${family}", which no module of ${FAMILY_MODULES_DIR} declares`,
      });
    else if (!declared.test.test(route))
      problems.push({ route, reason: `page of the family "${family}" outside its pattern ${declared.pattern}` });
  }
  for (const route of list.fixed)
    if (!made.has(route)) problems.push({ route, reason: `required by ${ROUTE_LIST_FILE}, but no page is built` });
  return problems;
}
