import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import {
  FRONT_MATTER,
  formatContentProblem,
  frontmatterField,
  lineAt,
  type ContentProblem,
} from "../src/lib/content-problems";
import { blankFrontmatter, componentProblems, linkProblems, readMdxSource } from "../src/node/mdx-source";
import { actionProblems } from "../src/lib/cta-intent";
import { siteConfig } from "../src/config/site";
import { familyMembers, knownRoutes, readRouteList } from "../src/node/route-families";

// `npm run check:mdx [file|folder…]` (default: content/): what an editor learns about MDX files in
// seconds, before a full build. Each file is compiled with the MDX 2 compiler Gatsby uses, its
// links and components are read from its syntax tree as `npm start` reads them
// (src/node/mdx-source.ts), and its links are held against the routes the build holds its pages
// against: the required routes of src/config/routes.txt and the families' members as the content
// files say (each family's module in src/node/families/), and each link's and button's words
// against where it leads (src/lib/cta-intent.ts). Each problem names file, line and what is wrong.

/** The problems of one MDX file; `file` is relative to the repository ("content/pages/sms.mdx"). */
export async function mdxFileProblems(
  file: string,
  source: string,
  exists: (route: string) => boolean,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const block = FRONT_MATTER.exec(source);
  if (!block) problems.push({ file, line: 1, field: "front matter", message: "chybí blok „---“ s polem „title“" });
  else if (!/^title:/m.test(block[1]))
    problems.push({ file, line: 1, field: frontmatterField("title"), message: "chybí; každá stránka má nadpis" });
  // gray-matter is what gatsby-plugin-mdx parses front matter with, so its errors are the build's.
  try {
    if (block) matter(source);
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    problems.push({
      file,
      line: mark ? mark.line + 1 : 1, // gray-matter's YAML starts with the first line's newline
      field: "front matter",
      message: `není platný YAML (${reason ?? "chyba"}); hodnotu s dvojtečkou dejte do uvozovek`,
    });
  }
  const { links, actions, components, syntaxError } = await readMdxSource(source);
  if (syntaxError) problems.push({ file, line: syntaxError.line, field: "MDX", message: syntaxError.value });
  else
    try {
      const { compile } = await import("@mdx-js/mdx"); // an ES module, as in src/node/mdx-source.ts
      await compile(blankFrontmatter(source), { format: "mdx" });
    } catch (error) {
      const { reason, line } = error as { reason?: string; line?: number };
      problems.push({ file, line, field: "MDX", message: reason ?? String(error) });
    }
  const kind = file.split("/")[1] ?? "";
  problems.push(
    ...linkProblems(file, links, exists),
    ...componentProblems(file, kind, components),
    ...actionProblems(file, actions, siteConfig.callsToAction),
  );
  const placeholder = /lorem ipsum|\bTODO\b/i.exec(source);
  if (placeholder)
    problems.push({
      file,
      line: lineAt(source, placeholder.index),
      field: `„${placeholder[0]}“`,
      message: "zástupný text, který nesmí na web",
    });
  return problems;
}

/** Every .mdx file under the given files and folders. */
export function mdxFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (p: string) => {
    if (fs.statSync(p).isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    else if (p.endsWith(".mdx")) files.push(p);
  };
  paths.forEach(walk);
  return files;
}

async function main(args: string[]): Promise<number> {
  const root = process.cwd();
  const exists = knownRoutes(readRouteList(root), familyMembers(root));
  const files = mdxFiles(args.length ? args : ["content"]);
  let failed = 0;
  for (const file of files) {
    const relative = path.relative(root, path.resolve(file)).split(path.sep).join("/");
    const problems = await mdxFileProblems(relative, fs.readFileSync(file, "utf8"), exists);
    if (problems.length) failed++;
    for (const problem of problems) console.log(formatContentProblem(problem));
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename))
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
