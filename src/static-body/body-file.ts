import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { parse } from "node-html-parser";
import { BODY_FILE, bodyFilePath, type BodyFileData } from "./body-url";

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

export interface StaticBodiesResult {
  pages: number;
  problems: string[];
}

/** Writes the body file of every static page of public/ and removes those of pages that are no
 * longer static (or gone), which an earlier build may have left. */
export function writeStaticBodies(publicDir: string): StaticBodiesResult {
  const result: StaticBodiesResult = { pages: 0, problems: [] };
  const dataFiles: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === BODY_FILE) fs.rmSync(file);
      else if (entry.name === "page-data.json") dataFiles.push(file);
    }
  };
  const write = (dataFile: string) => {
    const data = JSON.parse(fs.readFileSync(dataFile, "utf8")) as PageDataOfBody;
    if (data.result.pageContext.staticBody !== true) return;
    const htmlFile = path.join(publicDir, decodeURI(data.path), "index.html");
    try {
      const html = fs.existsSync(htmlFile) ? fs.readFileSync(htmlFile, "utf8") : "";
      const output = staticBodyFile(data.path, html, data);
      if (!output) return;
      fs.writeFileSync(path.join(publicDir, output.file), output.contents);
      result.pages++;
    } catch (error) {
      result.problems.push((error as Error).message);
    }
  };
  visit(path.join(publicDir, "page-data"));
  dataFiles.forEach(write);
  return result;
}

/** onPostBuild, after the HTML is final (NUL bytes removed) and before it is compressed. Stands
 * until the post-build pipeline calls staticBodyFile in its pass over the HTML. */
export function runWriteStaticBodies({ reporter, store }: Pick<BuildArgs, "reporter" | "store">): void {
  const { program } = store.getState() as { program: { directory: string } };
  const { pages, problems } = writeStaticBodies(path.join(program.directory, "public"));
  if (problems.length) reporter.panicOnBuild(`Static page bodies:\n${problems.join("\n")}`);
  reporter.info(`Static page bodies: ${pages} pages publish their body in page-data/<route>/${BODY_FILE}.`);
}
