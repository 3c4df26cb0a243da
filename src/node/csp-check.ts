import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { inlineScriptHashes, scriptHash } from "../../server/csp";

// The Content-Security-Policy allows inline scripts only by the hashes of the site's constant
// scripts (src/lib/inline-scripts.ts). A page with any other inline script, or an inline event
// handler, would break in the browser under that policy, so the build fails on it, naming the page
// and how the script starts.

/** `type` values a browser runs; anything else (application/json, application/ld+json) is data. */
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** An event handler attribute (onclick=…) inside a start tag. */
const HANDLER = /<[a-z][\w-]*\b(?:[^>"']|"[^"]*"|'[^']*')*?\s(on[a-z]+)\s*=/gi;
/** A javascript: address in an attribute that navigates or loads. */
const JAVASCRIPT_URL = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i;

export type PolicyProblem = { page: string; problem: string };

const excerpt = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 80));

/** What in one page's HTML the policy would block: inline scripts not allowed by `hashes`,
 * event handler attributes and javascript: addresses. */
export function policyProblems(html: string, hashes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const type = TYPE.exec(attributes);
    if (!EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) continue;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (!hashes.has(scriptHash(body))) problems.push(`inline script ${excerpt(body)} (${scriptHash(body)})`);
  }
  const markup = html.replace(RAW_TEXT, "");
  for (const [tag, handler] of markup.matchAll(HANDLER))
    problems.push(`event handler ${handler} in ${excerpt(tag.slice(0, tag.indexOf(" ")))}`);
  if (JAVASCRIPT_URL.test(markup)) problems.push("a javascript: address");
  return problems;
}

/** Gatsby's slice fragments, which it stitches into the pages (where they are checked); never a page. */
const FRAGMENTS = /^_gatsby\//;

/** Every problem in every page under publicDir. */
export function checkBuiltPages(publicDir: string, hashes: ReadonlySet<string> = new Set(inlineScriptHashes())) {
  const found: PolicyProblem[] = [];
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = path.relative(publicDir, file).split(path.sep).join("/");
    if (FRAGMENTS.test(page)) continue;
    for (const problem of policyProblems(fs.readFileSync(file, "utf8"), hashes)) found.push({ page, problem });
  }
  return found;
}

/** onPostBuild, after every step that changes the pages' scripts. */
export function runCspCheck({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const problems = checkBuiltPages(path.join(program.directory, "public"));
  if (problems.length)
    reporter.panicOnBuild(
      `Content-Security-Policy: ${problems.length} inline script(s) or handler(s) the policy would block ` +
        `(allow a constant script in src/lib/inline-scripts.ts, or move it into a file):\n` +
        problems
          .slice(0, 20)
          .map(({ page, problem }) => `  ${page}: ${problem}`)
          .join("\n"),
    );
  else reporter.info("Content-Security-Policy: every page runs only the inline scripts the policy allows.");
}
