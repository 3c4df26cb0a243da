import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, CreatePagesArgs } from "gatsby";
import { routeFromContentPath } from "../lib/routes";
import { frontmatterProblems } from "./frontmatter";
import { addBlogPostFields } from "./blog";
import { mdxImagesOf } from "./mdx-images";
import { pageFactsOf } from "./page-prices";
import { pricingForBuild } from "./prices";
import type { PageFacts } from "../lib/price-facts";

const pageTemplate = path.resolve("src/templates/page.tsx");

/** Drafts exist only in `gatsby develop` (docs/product-spec.md §8). */
export const isBuildingForProduction = () => process.env.NODE_ENV === "production";

/** onCreateNode: every MDX file gets its kind (source folder) and route. */
export function addMdxFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as
    { sourceInstanceName?: string; relativePath?: string; absolutePath?: string } | undefined;
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
      frontmatter: {
        hideFooter: boolean | null;
        draft: boolean | null;
        unlisted: boolean | null;
        layout: string | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
};

export interface MdxPageContext {
  id: string;
  hideFooter: boolean;
  draft: boolean;
  unlisted: boolean;
  /** "landing" unless the front matter says `layout: article`. */
  layout: "landing" | "article";
  /** The MDX starts its own <Hero>; otherwise the template renders a plain one. */
  hasHero: boolean;
  /** Prices and counts from content/pricing that the page may show. */
  facts: PageFacts;
  /** The rendered body, added to the page data after the build (src/node/page-bodies.ts). */
  bodyHtml?: string;
}

/** Every content/pages/**\/*.mdx becomes a page at its route. */
export async function createMdxPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<PagesQuery>(`
    query MdxPagesForCreation {
      allMdx(filter: { fields: { kind: { eq: "pages" } } }) {
        nodes {
          id
          fields {
            route
          }
          frontmatter {
            hideFooter
            draft
            unlisted
            layout
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content/pages", result.errors);
    return;
  }
  const pricing = pricingForBuild(reporter);
  if (!pricing) return;
  for (const node of result.data.allMdx.nodes) {
    const { draft, unlisted, hideFooter, layout } = node.frontmatter;
    if (draft && isBuildingForProduction()) continue;
    const file = node.internal.contentFilePath;
    const source = fs.readFileSync(file, "utf8");
    const { facts, problems } = pageFactsOf(source, path.relative(process.cwd(), file), pricing);
    if (problems.length) reporter.panicOnBuild(problems.join("\n"));
    const context: MdxPageContext & { images: unknown } = {
      id: node.id,
      hideFooter: Boolean(hideFooter),
      draft: Boolean(draft),
      unlisted: Boolean(unlisted),
      layout: layout === "article" ? "article" : "landing",
      hasHero: /^<Hero\b/m.test(source),
      facts,
      images: await mdxImagesOf({ graphql, reporter }, file),
    };
    actions.createPage({ path: node.fields.route, component: `${pageTemplate}?__contentFilePath=${file}`, context });
  }
}
