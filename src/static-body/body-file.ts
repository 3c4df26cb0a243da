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
 * The body file of one page, from its final HTML and its page data; null for a page that is not
 * static (pageContext.staticBody, src/static-body/page-component.ts). Throws naming the route when
 * a static page's HTML has no body. One page at a time, so a single pass over the HTML can call it.
 */
export function staticBodyFile(route: string, html: string, pageData: PageDataOfBody): OutputFile | null {
  if (pageData.result.pageContext.staticBody !== true) return null;
  const body = parse(html).querySelector("[data-page-body]");
  if (!body) throw new Error(`${route}: a static page without a [data-page-body] element in its HTML`);
  const data: BodyFileData = { html: body.innerHTML };
  return { file: bodyFilePath(route), contents: JSON.stringify(data) };
}
