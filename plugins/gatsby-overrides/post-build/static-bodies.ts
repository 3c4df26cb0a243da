import fs from "node:fs";
import path from "node:path";
import { staticBodyFile, type PageDataOfBody } from "../static-body/body-file";
import { BODY_FILE, bodyFilePath } from "../static-body/body-url";
import type { Reader } from "./pipeline";

// The static pages' bodies (plugins/gatsby-overrides/static-body/README.md) as a reader of the pass: each static page's
// final HTML gives its page-data/<route>/body.json, and body files an earlier build left for a page
// that is no longer static, or gone, are removed at the end.

/** Gatsby's page data of a built page, or null (a page without one, e.g. a slice fragment). */
function pageDataOf(publicDir: string, route: string): PageDataOfBody | null {
  const folder = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const file = path.join(publicDir, "page-data", decodeURI(folder), "page-data.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as PageDataOfBody) : null;
}

/** Body files under publicDir/page-data, relative to publicDir with "/" separators. */
function bodyFiles(publicDir: string): string[] {
  const dir = path.join(publicDir, "page-data");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === BODY_FILE)
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

export function staticBodiesReader(publicDir: string): Reader {
  const written = new Set<string>();
  const problems: string[] = [];
  let removed = 0;
  return {
    name: "static page bodies",
    read(html, page) {
      if (page.fragment) return;
      const data = pageDataOf(publicDir, page.route);
      if (!data) return;
      try {
        const output = staticBodyFile(page.route, html, data);
        if (!output) return;
        fs.writeFileSync(path.join(publicDir, output.file), output.contents);
        written.add(output.file);
      } catch (error) {
        problems.push((error as Error).message);
      }
    },
    // Its body file, written from the same HTML by an earlier pass, is still right.
    unchanged(page) {
      if (page.fragment) return true;
      const file = bodyFilePath(page.route);
      if (!fs.existsSync(path.join(publicDir, file))) return false;
      written.add(file);
      return true;
    },
    finish() {
      for (const file of bodyFiles(publicDir))
        if (!written.has(file)) {
          fs.rmSync(path.join(publicDir, file));
          removed++;
        }
      return problems;
    },
    summary: () =>
      `${written.size} static pages publish their body in page-data/<route>/${BODY_FILE}` +
      (removed ? `; ${removed} stale body files removed` : "") +
      ".",
  };
}
