import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { parse } from "node-html-parser";

// Pages of content/pages/ reach the browser as static HTML: their body, rendered by the build,
// goes into the page data, where the browser version of PageBody (src/components/landing.browser.tsx)
// takes it for a client-side navigation; on the first visit React keeps the HTML it finds.

/** Page data files whose component is a page of content/pages/ (the MDX page template). */
const PAGE_TEMPLATE_CHUNK = /^component---src-templates-page-tsx(?:$|-content-file-path-content-pages-)/;
/** A static doc says so in its context (src/node/docs.ts). */
const isStatic = (data: { componentChunkName: string; result: { pageContext: Record<string, unknown> } }) =>
  PAGE_TEMPLATE_CHUNK.test(data.componentChunkName) || data.result.pageContext.staticBody === true;

export interface PageBodyResult {
  pages: number;
  problems: string[];
}

/** Copies the rendered body (the [data-page-body] element) of each page of content/pages/ and each
 * static doc into its page data. */
export function writePageBodies(publicDir: string): PageBodyResult {
  const result: PageBodyResult = { pages: 0, problems: [] };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") addBody(file);
    }
  };
  const addBody = (dataFile: string) => {
    const data = JSON.parse(fs.readFileSync(dataFile, "utf8")) as {
      componentChunkName: string;
      path: string;
      result: { pageContext: Record<string, unknown> };
    };
    if (!isStatic(data)) return;
    const htmlFile = path.join(publicDir, decodeURI(data.path), "index.html");
    const body = fs.existsSync(htmlFile)
      ? parse(fs.readFileSync(htmlFile, "utf8")).querySelector("[data-page-body]")
      : null;
    if (!body) {
      result.problems.push(`${data.path}: no [data-page-body] element in ${path.relative(publicDir, htmlFile)}`);
      return;
    }
    data.result.pageContext.bodyHtml = body.innerHTML;
    fs.writeFileSync(dataFile, JSON.stringify(data));
    result.pages++;
  };
  walk(path.join(publicDir, "page-data"));
  return result;
}

/** onPostBuild, after the HTML is final (NUL bytes removed) and before it is compressed. */
export function runWritePageBodies({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const { pages, problems } = writePageBodies(path.join(program.directory, "public"));
  if (problems.length) reporter.panicOnBuild(`Static page bodies:\n${problems.join("\n")}`);
  reporter.info(
    `Static page bodies: ${pages} pages (content/pages/ and static docs) carry their HTML in their page data.`,
  );
}
