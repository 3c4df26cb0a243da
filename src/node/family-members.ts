import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { pageCount, pageRoute } from "../lib/pagination";
import { loadPricing } from "../lib/pricing";
import {
  BLOG_ROUTE,
  authorRoute,
  blogPostRoute,
  contentPageRoute,
  countryRoute,
  familyPattern,
  tagRoute,
  type RouteList,
} from "../lib/routes";
import { POSTS_PER_PAGE } from "./blog";
import { parseAuthors, parseTags } from "./blog-content";
import { docRouteOf } from "./docs";
import { readPricingFiles } from "./prices";
import { FAMILY } from "./route-families";
import { customerStoryRoutes } from "./customer-stories";

// The members of the families of src/config/routes.txt as the content files say, without a build:
// for scripts/check-mdx.ts, which holds links against them in seconds, and the browser tests.
// Drafts are left out, as in a production build. The build itself reads each page's family from
// the step that made it (src/node/route-families.ts).

const mdxFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
        .filter((f) => f.endsWith(".mdx"))
        .map((f) => f.split(path.sep).join("/"))
    : [];

/** A file's front matter; none when it is not valid YAML (scripts/check-mdx.ts names that file). */
function frontmatterOf(file: string): Record<string, unknown> {
  try {
    return matter(fs.readFileSync(file, "utf8")).data;
  } catch {
    return {};
  }
}

/** The routes of each family as the content says, by family name; category pages are left out
 * (their sidebar is TypeScript), so the caller holds those against the family's pattern. */
export function familyMembers(root = process.cwd()): Map<string, string[]> {
  const content = (dir: string) => path.join(root, "content", dir);
  const built = (dir: string) =>
    mdxFiles(content(dir))
      .map((file) => ({ file, data: frontmatterOf(path.join(content(dir), file)) }))
      .filter(({ data }) => !data.draft);
  const posts = built("blog").filter(({ file }) => /^[^/]+\/index\.mdx$/.test(file));
  const listed = posts.filter(({ data }) => !data.unlisted).length;
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const pricing = readPricingFiles(root);
  return new Map<string, string[]>([
    [FAMILY.page, built("pages").map(({ file }) => contentPageRoute(file))],
    [FAMILY.doc, built("docs").map(({ file, data }) => docRouteOf(file, data.slug as string | undefined))],
    [FAMILY.post, posts.map(({ file }) => blogPostRoute(`/${path.posix.dirname(file)}/`))],
    [
      FAMILY.blogPage,
      Array.from({ length: pageCount(listed, POSTS_PER_PAGE) - 1 }, (_, i) => pageRoute(BLOG_ROUTE, i + 2)),
    ],
    [FAMILY.tag, parseTags("tags.yaml", read("content/blog/tags.yaml")).tags.map((t) => tagRoute(t.slug))],
    [
      FAMILY.author,
      parseAuthors("authors.yaml", read("content/blog/authors.yaml")).authors.map((a) => authorRoute(a.slug)),
    ],
    [FAMILY.country, loadPricing(pricing.csv, pricing.meta).countries.map((c) => countryRoute(c.slug))],
    [FAMILY.customer, customerStoryRoutes(root)],
  ]);
}

/** Whether a route exists without a build: a required route or a family's member; a family whose
 * members the content files do not list (category) by its pattern. */
export function knownRoutes(list: RouteList, members = familyMembers()): (route: string) => boolean {
  const known = new Set([...list.fixed, ...[...members.values()].flat()]);
  const patterns = list.families.filter((f) => !members.has(f.name)).map((f) => familyPattern(f.pattern));
  return (route) => known.has(route) || patterns.some((pattern) => pattern.test(route));
}
