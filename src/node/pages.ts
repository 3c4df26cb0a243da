import path from "node:path";
import type { CreateNodeArgs, CreatePagesArgs } from "gatsby";
import { routeFromContentPath } from "../lib/routes";
import { frontmatterProblems } from "./frontmatter";
import { addBlogPostFields } from "./blog";
import { mdxImagesOf } from "./mdx-images";

const pageTemplate = path.resolve("src/templates/page.tsx");

/** Drafts exist only in `gatsby develop` (spec §8). */
export const isBuildingForProduction = () => process.env.NODE_ENV === "production";

/** onCreateNode: every MDX file gets its kind (source folder) and route. */
export function addMdxFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as { sourceInstanceName?: string; relativePath?: string; absolutePath?: string } | undefined;
  if (!file?.sourceInstanceName || !file.relativePath) return;
  actions.createNodeField({ node, name: "kind", value: file.sourceInstanceName });
  if (file.sourceInstanceName === "pages") {
    const problems = frontmatterProblems(`content/pages/${file.relativePath}`, node.frontmatter);
    if (problems.length) reporter.panicOnBuild(problems.join("\n"));
    actions.createNodeField({ node, name: "route", value: routeFromContentPath(file.relativePath) });
  }
  if (file.sourceInstanceName === "blog") addBlogPostFields({ node, actions, reporter }, file);
}

type PagesQuery = {
  allMdx: {
    nodes: {
      id: string;
      fields: { route: string };
      frontmatter: { hideFooter: boolean | null; draft: boolean | null; unlisted: boolean | null };
      internal: { contentFilePath: string };
    }[];
  };
};

/** Every content/pages/**\/*.mdx becomes a page at its route. */
export async function createMdxPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<PagesQuery>(`
    query MdxPagesForCreation {
      allMdx(filter: { fields: { kind: { eq: "pages" } } }) {
        nodes {
          id
          fields { route }
          frontmatter { hideFooter draft unlisted }
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content/pages", result.errors);
    return;
  }
  for (const node of result.data.allMdx.nodes) {
    const { draft, unlisted, hideFooter } = node.frontmatter;
    if (draft && isBuildingForProduction()) continue;
    actions.createPage({
      path: node.fields.route,
      component: `${pageTemplate}?__contentFilePath=${node.internal.contentFilePath}`,
      context: {
        id: node.id,
        hideFooter: Boolean(hideFooter),
        draft: Boolean(draft),
        unlisted: Boolean(unlisted),
        images: await mdxImagesOf({ graphql, reporter }, node.internal.contentFilePath),
      },
    });
  }
}
