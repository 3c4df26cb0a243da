import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { findLinkProblems, formatLinkProblems, routeListProblems, type BuiltSite } from "../lib/link-guard";
import { ROUTE_LIST_FILE, parseRouteList, type RouteList } from "../lib/routes";
import { siteUrl } from "../config/env";

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

/** The product's route list (src/config/routes.txt), for the link guard, scripts/check-mdx.mjs and the browser tests. */
export function readRouteList(root = process.cwd()): RouteList {
  return parseRouteList(fs.readFileSync(path.join(root, ROUTE_LIST_FILE), "utf8"));
}

/** Reads every file of a build folder (public/) into the shape the link guard checks. */
export function readBuiltSite(publicDir: string): BuiltSite {
  const html = new Map<string, string>();
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        files.add(rel);
        if (rel.endsWith(".html")) html.set(rel, fs.readFileSync(full, "utf8"));
        // The Markdown twins and /llms.txt: their links are checked like a page's.
        else if (rel === "llms.txt" || rel.endsWith("/index.md"))
          html.set(rel, markdownLinksAsHtml(fs.readFileSync(full, "utf8")));
      }
    }
  };
  walk(publicDir);
  return { html, files };
}

/** onPostBuild: fails `gatsby build` on any broken, slash-less or anchor-less internal link, and
 * when the built pages and the route list differ. */
export function runLinkGuard({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const site = readBuiltSite(path.join(program.directory, "public"));
  const { problems, checked } = findLinkProblems(site, { siteUrl });
  const listProblems = routeListProblems(site, readRouteList(program.directory));
  const messages = [
    problems.length &&
      `Link guard: ${problems.length} broken internal links in ${site.html.size} pages:\n${formatLinkProblems(problems)}`,
    listProblems.length &&
      `Link guard: the built pages and ${ROUTE_LIST_FILE} differ in ${listProblems.length} routes:\n${formatLinkProblems(listProblems)}`,
  ].filter(Boolean);
  if (messages.length) {
    reporter.panicOnBuild(messages.join("\n"));
    return;
  }
  reporter.info(`Link guard: ${checked} references in ${site.html.size} pages are fine.`);
}
