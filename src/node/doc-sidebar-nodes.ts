import fs from "node:fs";
import path from "node:path";
import type { CreateSchemaCustomizationArgs, Node, SourceNodesArgs } from "gatsby";
import contentSidebars from "../../content/sidebars";
import type { SidebarCategoryItem, SidebarItem, Sidebars } from "../config/sidebars";
import { flattenSidebar, type FlatSidebarEntry } from "../lib/doc-sidebar";
import { isBuildingForProduction } from "./build-env";
import {
  categoryCards,
  categoryHeading,
  folderSidebarEntries,
  folderSidebarId,
  generatedCategories,
  indexDocs,
  renderSidebar,
  type Card,
  type DocInfo,
} from "./doc-sidebars";
import { pricingOf, pricingSidebar, readPricing } from "./prices";
import { PricingError } from "../lib/pricing";

// The docs sidebars in the GraphQL layer: one DocSidebar node per sidebar of content/sidebars.ts,
// per sidebar generated from data (the pricing sidebar of the country pages) and per folder of
// content/docs (its docs that are in no sidebar). A node keeps the sidebar's definition; its
// entries are rendered when a query asks for them, from the docs as they are then (labels from
// the docs' titles, drafts left out of production), so an edited title shows in `gatsby develop`.
// The doc templates ask for every docs sidebar in one static query, the country pages for the
// pricing sidebar in another: each is stored once (page-data/sq/) and not in every page's data.
// A category of a sidebar with a generated index page is a DocCategory node, which that page
// queries: its title, lead and cards (rendered from the docs when asked, like the entries).

export const DOC_SIDEBAR_TYPE = "DocSidebar";
export const DOC_CATEGORY_TYPE = "DocCategory";
const DOCS_DIR = "content/docs";

type DocSidebarNode = Node & { sidebarId: string; items: SidebarItem[] | null; folder: string | null };
type DocCategoryNode = Node & { category: SidebarCategoryItem };

export function createDocSidebarSchema({
  actions,
  schema,
}: Pick<CreateSchemaCustomizationArgs, "actions" | "schema">): void {
  actions.createTypes(`
    "An entry of a docs sidebar: a link, or a category that holds the entries after it one level deeper."
    type DocSidebarEntry @dontInfer {
      "link (a page or an outside address) or category (a group of entries, with or without its own page)."
      kind: String!
      "The text shown, with Czech typography: „Odesílání SMS“."
      label: String!
      "Where the entry leads: /docs/help/kontakty/; null for a category without its own page."
      href: String
      "A category shown closed until the reader opens it or is on a page inside it; null for a link."
      collapsed: Boolean
      "How deep the entry sits: 0 at the top, 1 inside a top category…"
      depth: Int!
    }
    "A card of a docs category page: a doc, a link or a subcategory of the category."
    type DocCategoryCard @dontInfer {
      "The card's heading: the doc's title or the subcategory's label, with Czech typography."
      title: String!
      "The text under it: the doc's or the subcategory's description; null when it has none."
      description: String
      "Where the card leads: /docs/help/integrace/klaviyo/."
      href: String!
    }
  `);
  actions.createTypes(
    schema.buildObjectType({
      name: DOC_SIDEBAR_TYPE,
      description:
        "A docs sidebar as the pages show it: one of content/sidebars.ts, one generated from data (pricing: a link per country page), or a folder's docs that are in no sidebar.",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        sidebarId: {
          type: "String!",
          description:
            "The sidebar's id: help, api, pricing; folder:<folder> for a folder's docs in no sidebar (folder:.).",
        },
        entries: {
          type: "[DocSidebarEntry!]!",
          description:
            "Its entries in reading order, a category before its items, each with its depth; drafts only outside production.",
          resolve: async (source: DocSidebarNode, _args: unknown, context: { nodeModel: NodeModel }) =>
            renderDocSidebar(source, await sidebarDocs(context.nodeModel)),
        },
      },
    }),
  );
  actions.createTypes(
    schema.buildObjectType({
      name: DOC_CATEGORY_TYPE,
      description:
        "A category of a docs sidebar with a generated index page (/docs/category/<slug>/), which lists its items as cards.",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        route: { type: "String!", description: "The category's page: /docs/category/integrace/." },
        sidebarId: { type: "String!", description: "The sidebar it is in: help, api…" },
        title: {
          type: "String!",
          description: "The page's h1: the generated index's title, else the category's label; Czech typography.",
        },
        description: {
          type: "String",
          description: "The lead under the h1 (the generated index's description); null when it has none.",
        },
        cards: {
          type: "[DocCategoryCard!]!",
          description:
            "A card per item of the category in its order: its docs (drafts only outside production), links and subcategories.",
          resolve: async (source: DocCategoryNode, _args: unknown, context: { nodeModel: NodeModel }) =>
            renderDocCategoryCards(source.category, await sidebarDocs(context.nodeModel)),
        },
      },
    }),
  );
}

type NodeModel = {
  findAll: (args: { type: string; query?: unknown }) => Promise<{ entries: Iterable<MdxDocNode> }>;
};
type MdxDocNode = Node & {
  fields?: { kind?: string; docId?: string; route?: string };
  frontmatter?: {
    title?: string;
    sidebar_label?: string | null;
    sidebar_position?: number | null;
    sidebar?: boolean | null;
    draft?: boolean | null;
    unlisted?: boolean | null;
    description?: string | null;
  };
};

/** The docs as the sidebars need them (the same fields src/node/docs.ts plans the pages with). */
export const sidebarDocInfo = (node: MdxDocNode): DocInfo => ({
  nodeId: node.id,
  id: node.fields?.docId ?? "",
  file: "",
  route: node.fields?.route ?? "",
  title: node.frontmatter?.title ?? "",
  description: node.frontmatter?.description,
  sidebarLabel: node.frontmatter?.sidebar_label,
  sidebarPosition: node.frontmatter?.sidebar_position,
  noSidebar: node.frontmatter?.sidebar === false,
  draft: Boolean(node.frontmatter?.draft),
  unlisted: Boolean(node.frontmatter?.unlisted),
});

/** A sidebar's entries from the docs of this moment. */
export function renderDocSidebar(
  sidebar: Pick<DocSidebarNode, "items" | "folder">,
  docs: DocInfo[],
  production = isBuildingForProduction(),
): FlatSidebarEntry[] {
  const index = indexDocs(docs, production);
  const entries =
    sidebar.folder !== null
      ? folderSidebarEntries(sidebar.folder, docs, index)
      : renderSidebar(sidebar.items ?? [], index);
  return flattenSidebar(entries);
}

/** A category page's cards from the docs of this moment. */
export function renderDocCategoryCards(
  category: SidebarCategoryItem,
  docs: DocInfo[],
  production = isBuildingForProduction(),
): Card[] {
  return categoryCards(category, indexDocs(docs, production));
}

async function sidebarDocs(nodeModel: NodeModel): Promise<DocInfo[]> {
  const { entries } = await nodeModel.findAll({
    type: "Mdx",
    query: { filter: { fields: { kind: { eq: "docs" } } } },
  });
  return [...entries].map(sidebarDocInfo);
}

/** The folders of content/docs that hold a doc ("." for the folder itself). */
export function docFolders(root = process.cwd()): string[] {
  const base = path.join(root, DOCS_DIR);
  if (!fs.existsSync(base)) return [];
  const folders: string[] = [];
  const walk = (dir: string) => {
    const dirents = fs.readdirSync(dir, { withFileTypes: true });
    if (dirents.some((d) => d.isFile() && d.name.endsWith(".mdx")))
      folders.push(path.relative(base, dir).split(path.sep).join("/") || ".");
    for (const d of dirents) if (d.isDirectory()) walk(path.join(dir, d.name));
  };
  walk(base);
  return folders.sort();
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType">;

/** The sidebars generated from data (src/node/generated-sidebars.ts): the pricing sidebar, from the
 * price list read once per build (readPricing), whether or not its nodes exist yet; none when the
 * price list is bad (sourcePricing stops the build, naming the problems). */
export function generatedSidebars({ getNodesByType }: Pick<NodeArgs, "getNodesByType">): Sidebars {
  try {
    return pricingSidebar((pricingOf({ getNodesByType }) ?? readPricing()).countries);
  } catch (error) {
    if (error instanceof PricingError) return {};
    throw error;
  }
}

/** sourceNodes: a DocSidebar node per sidebar and per docs folder, a DocCategory node per category
 * with a generated index page. */
export function sourceDocSidebars(
  { actions, createNodeId, createContentDigest, getNodesByType }: NodeArgs,
  sidebars: Sidebars = { ...contentSidebars, ...generatedSidebars({ getNodesByType }) },
  folders: string[] = docFolders(),
): void {
  const create = (sidebarId: string, items: SidebarItem[] | null, folder: string | null) => {
    const fields = { sidebarId, items, folder };
    actions.createNode({
      ...fields,
      id: createNodeId(`${DOC_SIDEBAR_TYPE} ${sidebarId}`),
      internal: { type: DOC_SIDEBAR_TYPE, contentDigest: createContentDigest(fields) },
    });
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) create(sidebarId, items, null);
  for (const folder of folders) create(folderSidebarId(folder), null, folder);
  for (const { sidebarId, route, category } of generatedCategories(sidebars)) {
    const fields = { route, sidebarId, ...categoryHeading(category), category };
    actions.createNode({
      ...fields,
      id: createNodeId(`${DOC_CATEGORY_TYPE} ${route}`),
      internal: { type: DOC_CATEGORY_TYPE, contentDigest: createContentDigest(fields) },
    });
  }
}
