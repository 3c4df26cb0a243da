import fs from "node:fs";
import path from "node:path";
import {
  findProblemsInFacts,
  formatLinkProblems,
  pageFacts,
  routeListProblems,
  type PageFacts,
} from "../lib/link-guard";
import { ROUTE_LIST_FILE, type MadePage } from "../lib/routes";
import { siteUrl } from "../config/env";
import { readRouteList } from "./route-families";
import type { Reader } from "../../plugins/gatsby-overrides/post-build/pipeline";

/** The Markdown links outside code blocks as <a> elements, for the link guard. */
export function markdownLinksAsHtml(markdown: string): string {
  const anchors: string[] = [];
  let fence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else if (!fence)
      for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) anchors.push(`<a href="${m[1].replace(/"/g, "&quot;")}"></a>`);
  }
  return `<html><body>${anchors.join("")}</body></html>`;
}

/** Every file of a build folder (public/), and the facts of every page in it: those of `pages`
 * (by path relative to publicDir) as the post-build pass gives them, the others read here (the
 * Markdown twins and /llms.txt, whose links are checked like a page's). */
export function readBuiltFacts(
  publicDir: string,
  pages: ReadonlyMap<string, PageFacts> = new Map(),
): { facts: Map<string, PageFacts>; files: Set<string> } {
  const facts = new Map<string, PageFacts>();
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        files.add(rel);
        if (rel.endsWith(".html")) facts.set(rel, pages.get(rel) ?? pageFacts(fs.readFileSync(full, "utf8")));
        else if (rel === "llms.txt" || rel.endsWith("/index.md"))
          facts.set(rel, pageFacts(markdownLinksAsHtml(fs.readFileSync(full, "utf8"))));
      }
    }
  };
  walk(publicDir);
  return { facts, files };
}

/** What fails the build: broken, slash-less or anchor-less internal links, and built pages that
 * differ from the route list: a required route not built, a page outside every family (`made`:
 * each page Gatsby made, with its family, src/node/route-families.ts). */
export function linkGuardProblems(
  site: { facts: ReadonlyMap<string, PageFacts>; files: ReadonlySet<string> },
  projectDir: string,
  made: ReadonlyMap<string, MadePage>,
): { messages: string[]; checked: number } {
  const { problems, checked } = findProblemsInFacts(site.facts, site.files, { siteUrl });
  const listProblems = routeListProblems(site.facts.keys(), readRouteList(projectDir), made);
  const messages = [
    problems.length &&
      `${problems.length} broken internal links in ${site.facts.size} pages:\n${formatLinkProblems(problems)}`,
    listProblems.length &&
      `the built pages and ${ROUTE_LIST_FILE} differ in ${listProblems.length} routes:\n${formatLinkProblems(listProblems)}`,
  ].filter((message): message is string => Boolean(message));
  return { messages, checked };
}

/** The link guard as a reader of the post-build pipeline (plugins/gatsby-overrides/post-build/): it keeps each
 * page's facts (ids and references, not its HTML) and checks the whole site after the last one,
 * with the files the other onPostBuild steps wrote (the Markdown twins, /llms.txt, feeds, price
 * lists), which run before it. The facts are the page's memo: a page unchanged since the last clean
 * pass is not parsed again (docs/architecture.md, "A build that scales"). */
export function linkGuardReader(projectDir: string, made: ReadonlyMap<string, MadePage>): Reader {
  const pages = new Map<string, PageFacts>();
  let summary = "";
  return {
    name: "Link guard",
    read: (html, page) => void pages.set(page.file, pageFacts(html)),
    unchanged(page, memo) {
      if (!isPageFacts(memo)) return false;
      pages.set(page.file, memo);
      return true;
    },
    memo: (page) => pages.get(page.file),
    finish() {
      const site = readBuiltFacts(path.join(projectDir, "public"), pages);
      const { messages, checked } = linkGuardProblems(site, projectDir, made);
      summary = `${checked} references in ${site.facts.size} pages are fine.`;
      return messages;
    },
    summary: () => summary,
  };
}

const isPageFacts = (memo: unknown): memo is PageFacts =>
  typeof memo === "object" &&
  memo !== null &&
  Array.isArray((memo as PageFacts).ids) &&
  Array.isArray((memo as PageFacts).refs);
