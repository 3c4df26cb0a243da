import { parse } from "node-html-parser";
import { ROUTE_LIST_FILE, routeOfBuiltFile, routeProblems, type MadePage, type RouteList } from "./routes";

// Checks every internal reference of the built site (docs/product-spec.md §2, §5): it must resolve to a built page
// or file, a page link must end with "/", and a #fragment must name an id on the target page.
// It also fails a page that still holds a NUL byte (React 18's stream bug, plugins/gatsby-overrides/post-build/strip-nul-bytes.ts).

export type BuiltSite = {
  /** HTML of every built page, by path relative to public/ ("sms/index.html"). */
  html: Map<string, string>;
  /** Every file of the build, relative to public/, with forward slashes. */
  files: Set<string>;
};

export type LinkProblem = { page: string; link: string; reason: string };

export type LinkGuardOptions = {
  /** The canonical origin; absolute links to it count as internal. */
  siteUrl: string;
};

export type LinkGuardResult = { problems: LinkProblem[]; checked: number };

const SELECTOR = "a[href], link[href], img[src], img[srcset], source[srcset], script[src]";
const SKIPPED_SCHEMES = /^(?:mailto|tel|sms|javascript|data|blob|about):/i;
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

function referencesOf(el: ReturnType<typeof parse>): string[] {
  const refs: string[] = [];
  for (const attr of ["href", "src"]) {
    const value = el.getAttribute(attr);
    if (value !== undefined) refs.push(value);
  }
  const srcset = el.getAttribute("srcset");
  if (srcset) for (const candidate of srcset.split(",")) refs.push(candidate.trim().split(/\s+/)[0]);
  return refs.filter((r) => r.trim() !== "");
}

type Target = { path: string; fragment: string | null } | { error: string } | null;

/** The site-relative, decoded path and fragment of a reference, or null when it leaves the site. */
function internalTarget(ref: string, pageRoute: string, origin: URL): Target {
  const trimmed = ref.trim();
  if (SKIPPED_SCHEMES.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, new URL(encodeURI(pageRoute), origin));
  } catch {
    return { error: "malformed URL" };
  }
  if (url.origin !== origin.origin) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { error: "malformed percent-encoding" };
  }
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : null;
  return { path, fragment };
}

/** The text around the first NUL byte, the NUL shown as "\\0", or null when there is none. */
export function nulByteContext(html: string): string | null {
  const at = html.indexOf("\0");
  if (at === -1) return null;
  return html
    .slice(Math.max(0, at - 12), at + 13)
    .replace(/\s+/g, " ")
    .replaceAll("\0", "\\0");
}

/** What the guard needs of one page: the ids it holds, every reference it makes, and a NUL byte
 * left in it. Parsing is the guard's main cost, so the post-build pass keeps these per page and
 * reuses them for a page unchanged since the last build (src/node/link-guard.ts). */
export type PageFacts = { ids: string[]; refs: string[]; nul?: { context: string; count: number } };

export function pageFacts(html: string): PageFacts {
  const root = parse(html);
  const facts: PageFacts = {
    ids: root.querySelectorAll("[id]").map((el) => el.getAttribute("id") as string),
    refs: root.querySelectorAll(SELECTOR).flatMap(referencesOf),
  };
  const context = nulByteContext(html);
  if (context !== null) facts.nul = { context, count: html.split("\0").length - 1 };
  return facts;
}

/** Every internal reference of the built site, from each page's HTML. */
export const findLinkProblems = (site: BuiltSite, options: LinkGuardOptions): LinkGuardResult =>
  findProblemsInFacts(new Map([...site.html].map(([file, html]) => [file, pageFacts(html)])), site.files, options);

/** Every internal reference of the built site, from each page's facts (by file, as BuiltSite.html). */
export function findProblemsInFacts(
  pages: ReadonlyMap<string, PageFacts>,
  files: ReadonlySet<string>,
  options: LinkGuardOptions,
): LinkGuardResult {
  const origin = new URL(options.siteUrl);
  const ids = new Map<string, Set<string>>();
  for (const [file, facts] of pages) ids.set(routeOfBuiltFile(file), new Set(facts.ids));
  // A site-absolute reference ("/sms/") resolves alike on every page: the blog's sidebar alone
  // repeats each post's link on every post.
  const absolute = new Map<string, Target>();
  const resolve = (ref: string, route: string): Target => {
    if (ref[0] !== "/" || ref[1] === "/") return internalTarget(ref, route, origin);
    let target = absolute.get(ref);
    if (target === undefined) absolute.set(ref, (target = internalTarget(ref, route, origin)));
    return target;
  };

  const problems: LinkProblem[] = [];
  let checked = 0;
  for (const [file, facts] of pages) {
    if (!facts.nul) continue;
    problems.push({
      page: routeOfBuiltFile(file),
      link: facts.nul.context,
      reason: `NUL byte in the built HTML (${facts.nul.count} in ${file}): plugins/gatsby-overrides/post-build/strip-nul-bytes.ts should have removed it`,
    });
  }
  for (const [file, facts] of pages) {
    const page = routeOfBuiltFile(file);
    checked += facts.refs.length;
    for (const ref of facts.refs) {
      const problem = referenceProblem(resolve(ref, page), files, ids);
      if (problem) problems.push({ page, link: ref, reason: problem });
    }
  }
  return { problems, checked };
}

/** Why a reference fails, or null when it leaves the site or resolves. */
function referenceProblem(target: Target, files: ReadonlySet<string>, ids: ReadonlyMap<string, Set<string>>) {
  if (target === null) return null;
  if ("error" in target) return target.error;
  const { path, fragment } = target;
  const relative = path.replace(/^\//, "");
  let targetRoute: string | null = null;
  if (path.endsWith("/")) {
    if (!files.has(`${relative}index.html`)) return "broken link: no page is built at this path";
    targetRoute = path;
  } else if (FILE_EXTENSION.test(path)) {
    if (!files.has(relative)) return "broken link: no such file in the build";
    if (path.endsWith(".html")) targetRoute = path;
  } else if (files.has(`${relative}/index.html`)) return `missing trailing slash: write ${path}/`;
  else return "broken link: no page is built at this path";
  if (fragment && targetRoute && !ids.get(targetRoute)?.has(fragment))
    return `missing anchor: ${targetRoute} has no element with id "${fragment}"`;
  return null;
}

/**
 * The built pages against the route list (src/lib/routes.ts routeProblems): a required route no
 * page answers, or a built page outside every family, fails the build. `made` gives each page's
 * family as the build step that made it tagged it; a built file Gatsby did not make has none.
 */
export function routeListProblems(
  pageFiles: Iterable<string>,
  list: RouteList,
  made: ReadonlyMap<string, MadePage> = new Map(),
): LinkProblem[] {
  const built = [...pageFiles]
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => routeOfBuiltFile(file))
    .map((route) => made.get(route) ?? { route });
  return routeProblems(built, list).map(({ route, reason }) => ({ page: route, link: ROUTE_LIST_FILE, reason }));
}

export function formatLinkProblems(problems: LinkProblem[]): string {
  return problems.map((p) => `  ${p.page}  →  ${p.link}\n      ${p.reason}`).join("\n");
}
