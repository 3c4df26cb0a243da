import fs from "node:fs";
import path from "node:path";
import type { CreatePageArgs, CreatePagesArgs, Node, Reporter } from "gatsby";
import { formatContentProblems, type ContentProblem } from "../lib/content-problems";
import { isBuildingForProduction } from "./build-env";
import { familyMembers, knownRoutes, readRouteList } from "./route-families";
import { componentProblems, linkProblems, readMdxSource, type MdxReference } from "./mdx-source";
import { contentFileName, type ContentFile, type FieldArgs } from "./content-file";

// Bad content in `gatsby build` stops the build; in `gatsby develop` (`npm start`) it must not stop
// the server an editor previews with. There each MDX file's problems (front matter, links,
// components; the rules live with their steps) are printed in the terminal, and the file's page
// shows them instead of its content (src/templates/content-problems.tsx), while every other page
// serves as usual. Saving the fixed file re-creates its node and Gatsby runs createPages again,
// which gives the page its own template back: no restart.

const problemsTemplate = path.resolve("src/templates/content-problems.tsx");

/** The page context of a page shown with its problems. */
export type ContentProblemsContext = { problems: ContentProblem[] };

type MdxNodeFields = { route?: string; kind?: string; contentProblems?: ContentProblem[]; links?: MdxReference[] };

/** onCreateNode: a file's own problems (front matter from its kind's step, and in develop its
 * components and whether it parses) stop the build, or in develop are kept on the node with the
 * file's internal links, which createPages checks once every page exists. */
export async function keepFileProblems(
  { node, actions, reporter }: Pick<FieldArgs, "node" | "actions" | "reporter">,
  file: ContentFile,
  problems: ContentProblem[],
  production = isBuildingForProduction(),
): Promise<void> {
  if (production) {
    if (problems.length) reporter.panicOnBuild(formatContentProblems(problems));
    return;
  }
  const name = contentFileName(file);
  const source = file.absolutePath ? fs.readFileSync(file.absolutePath, "utf8") : "";
  const { links, components, syntaxError } = await readMdxSource(source);
  const all = [...problems, ...componentProblems(name, file.sourceInstanceName, components)];
  if (syntaxError) all.push({ file: name, line: syntaxError.line, field: "MDX", message: syntaxError.value });
  actions.createNodeField({ node, name: "contentProblems", value: all });
  actions.createNodeField({ node, name: "links", value: links });
}

/** The pages of the last createPages run that show problems, by route. */
let problemPages = new Map<string, ContentProblem[]>();

/** First step of createPages: this run finds the problems anew. */
export function forgetContentProblems(): void {
  problemPages = new Map();
}

/** onCreatePage: gatsby-plugin-mdx re-creates every MDX page a moment after createPage (to add its
 * front matter to the context); a page with problems keeps showing them. */
export function keepProblemsPage({ page, actions }: Pick<CreatePageArgs, "page" | "actions">): void {
  const problems = problemPages.get(page.path);
  if (!problems || page.component === problemsTemplate) return;
  const context: ContentProblemsContext = { problems };
  actions.createPage({ path: page.path, component: problemsTemplate, context });
}

/** The routes a link may point at in develop: every page created so far, and the routes the route
 * list knows from the content files (src/pages/ makes its pages only after createPages, and a page
 * created a moment ago may not be a SitePage node yet: on a cold start the blog's and the price
 * list's pages, made last, were not, and 29 links to them showed as broken). */
function routeExists(pages: ReadonlySet<unknown>): (route: string) => boolean {
  const known = knownRoutes(readRouteList(), familyMembers());
  return (route) => pages.has(route) || known(route);
}

/** Last step of createPages in develop: prints every file's problems, with those createPages found
 * (`found`: a post's unknown author…) and broken links, and gives each such file's page the
 * problems template. The production build has stopped on them already, or stops in the link guard. */
export function showContentProblems(
  { actions, reporter, getNodesByType }: Pick<CreatePagesArgs, "actions" | "reporter" | "getNodesByType">,
  found: readonly ContentProblem[],
  production = isBuildingForProduction(),
): void {
  if (production) return;
  const pages = new Set(getNodesByType("SitePage").map((page) => (page as { path?: string }).path));
  const exists = routeExists(pages);
  const byFile = new Map<string, ContentProblem[]>();
  const add = (problem: ContentProblem) => byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  found.forEach(add);
  const routes = new Map<string, string>();
  for (const node of getNodesByType("Mdx") as (Node & { fields?: MdxNodeFields })[]) {
    const { route, kind, contentProblems = [], links = [] } = node.fields ?? {};
    const file = (node.internal as { contentFilePath?: string }).contentFilePath;
    if (!route || !kind || !file) continue;
    const name = path.relative(process.cwd(), file).split(path.sep).join("/");
    routes.set(name, route);
    contentProblems.forEach(add);
    linkProblems(name, links, exists).forEach(add);
  }
  if (!byFile.size) return;
  for (const problems of byFile.values()) problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const all = [...byFile.values()].flat();
  reportInDevelop(reporter, all);
  for (const [file, problems] of byFile) {
    const route = routes.get(file);
    if (route && exists(route)) {
      problemPages.set(route, problems);
      const context: ContentProblemsContext = { problems };
      actions.createPage({ path: route, component: problemsTemplate, context });
    }
  }
}

function reportInDevelop(reporter: Reporter, problems: readonly ContentProblem[]): void {
  reporter.error(
    `${formatContentProblems(problems)}\nStránky s chybou ukazují chyby místo obsahu; ostatní stránky fungují. Po opravě souboru se stránka obnoví sama.`,
  );
}
