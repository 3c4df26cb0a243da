import { inlineScriptHashes, scriptHash } from "../../server/csp";
import type { Reader } from "../../plugins/gatsby-overrides/post-build/pipeline";

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

/** The check as a reader of the post-build pipeline (plugins/gatsby-overrides/post-build/): every page's final
 * HTML; Gatsby's slice fragments, which it stitches into the pages (where they are checked), are
 * never a page. */
export function cspReader(hashes: ReadonlySet<string> = new Set(inlineScriptHashes())): Reader {
  const found: PolicyProblem[] = [];
  return {
    name: "Content-Security-Policy",
    read(html, { file, fragment }) {
      if (fragment) return;
      for (const problem of policyProblems(html, hashes)) found.push({ page: file, problem });
    },
    // A page unchanged since the last clean pass passed then; the hashes are code, in the pass's key.
    unchanged: () => true,
    finish: () =>
      found.length
        ? [
            `${found.length} inline script(s) or handler(s) the policy would block ` +
              `(allow a constant script in src/lib/inline-scripts.ts, or move it into a file):\n` +
              found
                .slice(0, 20)
                .map(({ page, problem }) => `  ${page}: ${problem}`)
                .join("\n"),
          ]
        : [],
    summary: () => "every page runs only the inline scripts the policy allows.",
  };
}
