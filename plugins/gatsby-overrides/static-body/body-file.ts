import { parse } from "node-html-parser";
import { bodyFilePath, type BodyFileData } from "./body-url";

// After the build, the body of each static page (the [data-page-body] element of its HTML) is
// published in a file of its own (./body-url.ts). The browser fetches it only for a client-side
// navigation (./loader.ts): on a first visit the body is in the HTML, and Gatsby's page data, which
// every first visit fetches, does not carry it a second time.

/** The part of Gatsby's page data this step reads. */
export interface PageDataOfBody {
  path: string;
  result: { pageContext: Record<string, unknown> };
}

/** A file to write, relative to public/. */
export interface OutputFile {
  file: string;
  contents: string;
}

/**
 * The inner HTML of the page's `[data-page-body]` element, as the server sent it, React's empty
 * text separators (<!-- -->) left out; null when there is none. A scan for the element's tag, not a
 * parse of the page: React's markup escapes "<" in text and attributes, so every "<tag" and
 * "</tag" is a real one. 70 times faster than parsing the whole page (22 s for the 1 845 pages of
 * the growth bench at 50×, docs/architecture.md); a body whose end the scan cannot find is parsed.
 */
export function bodyHtmlOf(html: string): string | null {
  const at = html.indexOf(" data-page-body=");
  if (at < 0) return null;
  const open = html.lastIndexOf("<", at);
  const tag = /^<([a-z][a-z0-9]*)/.exec(html.slice(open, at))?.[1];
  const start = html.indexOf(">", at) + 1;
  if (tag) {
    const tags = new RegExp(`<(/?)${tag}[\\s>]`, "g");
    tags.lastIndex = start;
    let depth = 1;
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) return html.slice(start, match.index).replace(/<!--[\s\S]*?-->/g, "");
    }
  }
  return parse(html).querySelector("[data-page-body]")?.innerHTML ?? null;
}

/**
 * The body file of one page, from its final HTML and its page data; null for a page that is not
 * static (pageContext.staticBody, plugins/gatsby-overrides/static-body/page-component.ts). Throws naming the route when
 * a static page's HTML has no body. One page at a time, so a single pass over the HTML can call it.
 */
export function staticBodyFile(route: string, html: string, pageData: PageDataOfBody): OutputFile | null {
  if (pageData.result.pageContext.staticBody !== true) return null;
  const body = bodyHtmlOf(html);
  if (body === null) throw new Error(`${route}: a static page without a [data-page-body] element in its HTML`);
  const data: BodyFileData = { html: body };
  return { file: bodyFilePath(route), contents: JSON.stringify(data) };
}
