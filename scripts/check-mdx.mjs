// Compiles MDX files with the same MDX 2 compiler Gatsby uses and checks front matter and links,
// so an editor learns about a broken file before a full build. Usage: node scripts/check-mdx.mjs <file|dir>...
// Links are held against the route list the build holds its pages against (src/config/routes.txt): its
// required routes and its families' members as the content files say (src/node/family-members.ts).
import { compile } from "@mdx-js/mdx";
import matter from "gray-matter";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const { readRouteList } = await tsImport("../src/node/route-families.ts", import.meta.url);
const { familyMembers, knownRoutes } = await tsImport("../src/node/family-members.ts", import.meta.url);
const root = fileURLToPath(new URL("..", import.meta.url));
const isKnownRoute = knownRoutes(readRouteList(root), familyMembers(root));

const files = [];
const walk = (p) => {
  const st = fs.statSync(p);
  if (st.isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
  else if (p.endsWith(".mdx")) files.push(p);
};
for (const arg of process.argv.slice(2)) walk(arg);

let failed = 0;
for (const file of files) {
  const src = fs.readFileSync(file, "utf8");
  const problems = [];
  const fm = src.match(/^---\n([\s\S]*?)\n---\n/);
  if (!fm) problems.push("missing front matter block");
  else if (!/^title:/m.test(fm[1])) problems.push("front matter has no title");
  // gray-matter is what gatsby-plugin-mdx parses front matter with, so its errors are the build's.
  try {
    if (fm) matter(src);
  } catch (e) {
    problems.push(`front matter is not valid YAML: ${e.message.split("\n")[0]} (put a value with a colon in quotes)`);
  }
  const body = fm ? src.slice(fm[0].length) : src;
  try {
    await compile(body, { format: "mdx" });
  } catch (e) {
    problems.push(`MDX does not compile: ${e.message}`);
  }
  for (const m of body.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
    const href = (m[1] ?? m[2]).split("#")[0];
    if (/\.[a-z0-9]+$/i.test(href)) continue;
    if (!href.endsWith("/")) problems.push(`internal link without trailing slash: ${href}`);
    else if (!isKnownRoute(href))
      problems.push(
        `internal link to no page: ${href} is neither a route of src/config/routes.txt nor a page of its families`,
      );
  }
  if (/lorem ipsum|\bTODO\b/i.test(src)) problems.push("placeholder words");
  if (problems.length) {
    failed++;
    console.log(`${file}:\n  - ${problems.join("\n  - ")}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
