import fs from "node:fs";
import path from "node:path";
import { mdxPageComponent, type StaticBodyContext } from "../static-body/page-component";
import { reactComponentsIn } from "../static-body/static-mdx";
import type { CreatePagesArgs } from "gatsby";
import { createFilePath } from "gatsby-source-filesystem";
import { frontmatterProblems } from "./frontmatter";
import type { ContentProblem } from "../lib/content-problems";
import { isBuilt } from "./build-env";
import type { ContentFile, FieldArgs } from "./content-file";
import { mdxImagesOf } from "./mdx-images";
import { pageFactsOf } from "./page-prices";
import { loadFacts, productFactsOf } from "./product-facts";
import { loadStories, storiesOf } from "./customers";
import { pricingOf } from "./prices";
import type { PageFacts } from "../lib/price-facts";
import type { Family } from "./families/family";

const pageTemplate = path.resolve("src/templates/page.tsx");

/** A page of content/pages: its route comes from its path; returns its front matter's problems. */
export function addPageFields({ node, getNode, actions }: FieldArgs, file: ContentFile): ContentProblem[] {
  actions.createNodeField({ node, name: "route", value: createFilePath({ node, getNode, basePath: "" }) });
  const source = file.absolutePath ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
  return frontmatterProblems(`content/pages/${file.relativePath}`, node.frontmatter, source);
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
        campaign: boolean | null;
        layout: string | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
};

export interface MdxPageContext extends StaticBodyContext {
  id: string;
  hideFooter: boolean;
  draft: boolean;
  unlisted: boolean;
  /** An unlisted campaign page: the layout shows visitors no "unlisted" notice. */
  campaign: boolean;
  /** "landing" unless the front matter says `layout: article`. */
  layout: "landing" | "article";
  /** The MDX starts its own <Hero>; otherwise the template renders a plain one. */
  hasHero: boolean;
  /** Prices and counts from content/pricing that the page may show. */
  facts: PageFacts;
  /** The customer stories the page shows (content/customers), by id; its query gets them. */
  customerIds?: string[];
}

/** Every content/pages/**\/*.mdx becomes a page at its route, in the family `family` (src/node/families/pages.ts). */
export async function createMdxPages(
  { graphql, actions, reporter, getNodesByType }: CreatePagesArgs,
  family: Family,
): Promise<void> {
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
            campaign
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
  const pricing = pricingOf({ getNodesByType });
  if (!pricing) return;
  let factsData, stories;
  try {
    factsData = loadFacts();
    stories = loadStories();
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const node of result.data.allMdx.nodes) {
    const { draft, unlisted, campaign, hideFooter, layout } = node.frontmatter;
    if (!isBuilt({ draft })) continue;
    const file = node.internal.contentFilePath;
    const source = fs.readFileSync(file, "utf8");
    const relative = path.relative(process.cwd(), file);
    const { facts, problems } = pageFactsOf(source, relative, pricing);
    const product = productFactsOf(source, relative, factsData);
    facts.product = product.product;
    problems.push(...product.problems);
    const shown = storiesOf(source, relative, stories);
    problems.push(...shown.problems);
    // Their sections exist only as HTML in the production browser bundle (src/static-body/).
    for (const name of reactComponentsIn(source))
      problems.push(`${relative}: <${name}> needs React, which pages of content/pages/ do not get; use it in a doc.`);
    if (problems.length) reporter.panicOnBuild(problems.join("\n"));
    const context: MdxPageContext & { images: unknown } = {
      id: node.id,
      hideFooter: Boolean(hideFooter),
      draft: Boolean(draft),
      unlisted: Boolean(unlisted),
      campaign: Boolean(campaign),
      layout: layout === "article" ? "article" : "landing",
      hasHero: /^<Hero\b/m.test(source),
      facts,
      // The stories the page shows, in the order it names them: the template queries them.
      ...(Object.keys(shown.customers).length ? { customerIds: Object.keys(shown.customers) } : {}),
      images: await mdxImagesOf({ graphql, reporter }, file),
    };
    const { component, context: body } = mdxPageComponent(pageTemplate, file, source);
    actions.createPage({ path: node.fields.route, component, context: { ...context, ...body, family: family.name } });
  }
}
