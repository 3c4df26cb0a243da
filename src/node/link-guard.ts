import fs from "node:fs";
import path from "node:path";
import { findLinkProblems, formatLinkProblems, routeListProblems, type BuiltSite } from "../lib/link-guard";
import { ROUTE_LIST_FILE, type MadePage } from "../lib/routes";
import { siteUrl } from "../config/env";
import { readRouteList } from "./route-families";
import type { Reader } from "./post-build/pipeline";

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

/** Reads every file of a build folder (public/) into the shape the link guard checks; the HTML of
 * `pages` (by path relative to publicDir) instead of reading those files again. */
export function readBuiltSite(publicDir: string, pages: ReadonlyMap<string, string> = new Map()): BuiltSite {
  const html = new Map<string, string>();
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        files.add(rel);
        if (rel.endsWith(".html")) html.set(rel, pages.get(rel) ?? fs.readFileSync(full, "utf8"));
        // The Markdown twins and /llms.txt: their links are checked like a page's.
        else if (rel === "llms.txt" || rel.endsWith("/index.md"))
          html.set(rel, markdownLinksAsHtml(fs.readFileSync(full, "utf8")));
      }
    }
  };
  walk(publicDir);
  return { html, files };
}

/** What fails the build: broken, slash-less or anchor-less internal links, and built pages that
 * differ from the route list: a required route not built, a page outside every family (`made`:
 * each page Gatsby made, with its family, src/node/route-families.ts). */
export function linkGuardProblems(
  site: BuiltSite,
  projectDir: string,
  made: ReadonlyMap<string, MadePage>,
): { messages: string[]; checked: number } {
  const { problems, checked } = findLinkProblems(site, { siteUrl });
  const listProblems = routeListProblems(site, readRouteList(projectDir), made);
  const messages = [
    problems.length &&
      `${problems.length} broken internal links in ${site.html.size} pages:\n${formatLinkProblems(problems)}`,
    listProblems.length &&
      `the built pages and ${ROUTE_LIST_FILE} differ in ${listProblems.length} routes:\n${formatLinkProblems(listProblems)}`,
  ].filter((message): message is string => Boolean(message));
  return { messages, checked };
}

/** The link guard as a reader of the post-build pipeline (src/node/post-build/): it keeps each
 * page's final HTML and checks the whole site after the last one, with the files the other
 * onPostBuild steps wrote (the Markdown twins, /llms.txt, feeds, price lists), which run before it. */
export function linkGuardReader(projectDir: string, made: ReadonlyMap<string, MadePage>): Reader {
  const pages = new Map<string, string>();
  let summary = "";
  return {
    name: "Link guard",
    read: (html, page) => void pages.set(page.file, html),
    finish() {
      const site = readBuiltSite(path.join(projectDir, "public"), pages);
      const { messages, checked } = linkGuardProblems(site, projectDir, made);
      summary = `${checked} references in ${site.html.size} pages are fine.`;
      return messages;
    },
    summary: () => summary,
  };
}
