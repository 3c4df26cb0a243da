import fs from "node:fs";
import path from "node:path";
import { mdxPageComponent, type StaticBodyContext } from "../../plugins/gatsby-overrides/static-body/page-component";
import { reactComponentsIn } from "../../plugins/gatsby-overrides/static-body/static-mdx";
import type { CreatePagesArgs } from "gatsby";
import { createFilePath } from "gatsby-source-filesystem";
import { frontmatterProblems } from "./frontmatter";
import type { ContentProblem } from "../lib/content-problems";
import { isBuilt } from "./build-env";
import type { ContentFile, FieldArgs } from "./content-file";
import { pagePricesOf } from "./page-prices";
import { loadFacts, productFactsContext, productFactsOf, type ProductFactsContext } from "./product-facts";
import { loadStories, storiesOf } from "./customers";
import { pricingOf } from "./prices";
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

/** A page's ids, flags and the keys of the data its MDX shows; the template queries the data
 * (src/templates/page.tsx). */
export interface MdxPageContext extends StaticBodyContext, ProductFactsContext {
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
  /** The countries besides the home country whose prices the page names (ISO codes): its query
   * gets their CountryPrice nodes; every page gets the home country's and the services' prices. */
  priceCountries?: string[];
  /** The page shows the volume discounts (<VolumeDiscounts />): its query gets them. */
  volume?: true;
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
    const { problems, ...prices } = pagePricesOf(source, relative, pricing);
    const { problems: factProblems, ...product } = productFactsOf(source, relative, factsData);
    problems.push(...factProblems);
    const shown = storiesOf(source, relative, stories);
    problems.push(...shown.problems);
    // Their sections exist only as HTML in the production browser bundle (plugins/gatsby-overrides/static-body/).
    for (const name of reactComponentsIn(source))
      problems.push(`${relative}: <${name}> needs React, which pages of content/pages/ do not get; use it in a doc.`);
    if (problems.length) reporter.panicOnBuild(problems.join("\n"));
    const context: MdxPageContext = {
      id: node.id,
      hideFooter: Boolean(hideFooter),
      draft: Boolean(draft),
      unlisted: Boolean(unlisted),
      campaign: Boolean(campaign),
      layout: layout === "article" ? "article" : "landing",
      hasHero: /^<Hero\b/m.test(source),
      // The keys of the prices and facts the page shows: the template queries their values.
      ...(prices.countries.length ? { priceCountries: prices.countries } : {}),
      ...(prices.volume ? { volume: true } : {}),
      ...productFactsContext(product),
      // The stories the page shows, in the order it names them: the template queries them.
      ...(Object.keys(shown.customers).length ? { customerIds: Object.keys(shown.customers) } : {}),
    };
    const { component, context: body } = mdxPageComponent(pageTemplate, file, source);
    actions.createPage({ path: node.fields.route, component, context: { ...context, ...body, family: family.name } });
  }
}
