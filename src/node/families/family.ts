import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type {
  CreateNodeArgs,
  CreatePagesArgs,
  CreateResolversArgs,
  CreateSchemaCustomizationArgs,
  SourceNodesArgs,
} from "gatsby";
import type { ContentProblem } from "../../lib/content-problems";
import type { RouteFamily } from "../../lib/routes";

// A family module (src/node/families/<name>.ts, listed in ./index.ts) is one kind of content and
// the pages made from it, in the shape of Docusaurus's content plugins: the families of pages it
// makes (each a name, a route pattern and where its pages come from), their members' routes as the
// content files say, the step that makes the pages, and its own nodes and types when it has any.
// gatsby-node.ts runs every module's steps; the route checks (src/node/route-families.ts, the link
// guard, scripts/check-mdx.ts, the browser tests) read the same modules. src/config/routes.txt
// lists only the required routes.

/**
 * A family: the pages a module's step makes from content or data, however many. The step tags each
 * page it makes with the family's name (`context: { family: family.name }`); the build fails a page
 * outside its pattern, and a page no family made that is not a required route.
 */
export type Family = RouteFamily & {
  /** Its members' routes as the content files under `root` say, without a build, drafts left out
   * (a family of MDX files gives `files` instead); neither: links to its pages are held against its
   * pattern only. */
  members?: (root: string) => string[];
  /** A family of MDX files: each member's file (relative to `root`, with "/") and its route, drafts
   * left out; its members are their routes. */
  files?: (root: string) => MemberFile[];
};

export type MemberFile = { file: string; route: string };

export type FamilyModule = {
  /** What it makes, as the build's timings name its step ("blog"). */
  name: string;
  /** The families its step makes; a family's name is unique across the modules. */
  families: Family[];
  /** createPages: every page of its families, and the required routes it makes beside them (such
   * as /blog/). Returns what is wrong in the content, which `gatsby develop` shows on its page. */
  createPages: (args: CreatePagesArgs) => Promise<ContentProblem[] | void> | ContentProblem[] | void;
  // Its content's nodes and types, when it makes any; gatsby-node.ts runs each in the hook of its name.
  createSchemaCustomization?: (args: CreateSchemaCustomizationArgs) => void;
  sourceNodes?: (args: SourceNodesArgs) => void;
  onCreateNode?: (args: CreateNodeArgs) => void;
  createResolvers?: (args: CreateResolversArgs) => void;
};

/** The .mdx files of a content folder that a production build makes pages of (drafts left out),
 * with their front matter; a file whose front matter is not valid YAML counts with none
 * (scripts/check-mdx.ts names it). Paths relative to the folder, with "/". */
export function builtMdxFiles(root: string, dir: string): { file: string; data: Record<string, unknown> }[] {
  const folder = path.join(root, dir);
  if (!fs.existsSync(folder)) return [];
  const frontmatterOf = (file: string) => {
    try {
      return matter(fs.readFileSync(path.join(folder, file), "utf8")).data;
    } catch {
      return {};
    }
  };
  return (fs.readdirSync(folder, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => f.split(path.sep).join("/"))
    .map((file) => ({ file, data: frontmatterOf(file) }))
    .filter(({ data }) => !data.draft);
}
