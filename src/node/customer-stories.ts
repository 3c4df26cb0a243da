import fs from "node:fs";
import type { CreateNodeArgs, CreateSchemaCustomizationArgs, Node } from "gatsby";
import { ContentProblemsError, formatContentProblems } from "../lib/content-problems";
import { customerRoute } from "../lib/routes";
import { CUSTOMERS_DIR, parseStory } from "./customers";

// The customer stories' nodes: each content/customers/<id>.yaml becomes a typed, described
// CustomerStory node (validated on the way in, problems in Czech with file, line and field). Their
// pages at /zakaznici/<id>/, whose template queries the node, are the family module
// src/node/families/customers.ts; the list at /zakaznici/ is src/pages/zakaznici.tsx. Saving a
// story in `npm start` re-creates its node and page.

const SOURCE = "customers";

type FileNode = Node & { sourceInstanceName?: string; relativePath?: string; absolutePath?: string };

/** createSchemaCustomization: the CustomerStory type, described for GraphiQL. */
export function createCustomerStorySchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "A customer's measured result: one figure and what it means."
    type CustomerStoryResult @dontInfer {
      "The figure, e.g. „z 8 % na 3 %“ (at most 20 characters)."
      value: String!
      "What the figure means."
      label: String!
    }
    "A quote from a named person at the customer."
    type CustomerStoryQuote @dontInfer {
      "The quote itself, at most 160 characters, without quotation marks."
      text: String!
      "Who said it."
      name: String!
      "Their role at the company."
      role: String!
    }
    "The customer's drawn wordmark: a shape in the company's colour with its initials."
    type CustomerStoryWordmark @dontInfer {
      "circle, square, leaf, drop, hexagon or arch."
      shape: String!
      "Colour #rrggbb with a contrast of at least 4.5:1 on white."
      color: String!
    }
    "A customer's story (content/customers/<storyId>.yaml): who, what they solved with which channel, and the result. The firms are fictional."
    type CustomerStory implements Node @dontInfer {
      "The file name without .yaml; pages show the story with <CustomerStory id=…>."
      storyId: String!
      "The story's own page: /zakaznici/<storyId>/."
      route: String!
      "The company's name."
      company: String!
      "The town the company is in."
      town: String!
      "The industry, e.g. „Kadeřnictví“."
      industry: String!
      "What they send with, e.g. „SMS ze sdíleného čísla s odpovědí“."
      channel: String!
      "The page of the service they use, when there is one."
      href: String
      "What they needed to solve."
      problem: String!
      "What they did with Depeše."
      solution: String!
      "The measured result."
      result: CustomerStoryResult!
      "A quote from a named person."
      quote: CustomerStoryQuote!
      "The drawn wordmark."
      wordmark: CustomerStoryWordmark!
    }
  `);
}

/** onCreateNode: a story's YAML file becomes its CustomerStory node; a bad field stops the build
 * (in `npm start` it is reported and the story is left out until the file is fixed). */
export function createCustomerStoryNode({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: Pick<CreateNodeArgs, "node" | "actions" | "createNodeId" | "createContentDigest" | "reporter">): void {
  const file = node as FileNode;
  if (file.internal.type !== "File" || file.sourceInstanceName !== SOURCE || !file.absolutePath) return;
  if (!file.relativePath?.endsWith(".yaml")) return;
  let story;
  try {
    story = parseStory(fs.readFileSync(file.absolutePath, "utf8"), `${CUSTOMERS_DIR}/${file.relativePath}`);
  } catch (error) {
    if (!(error instanceof ContentProblemsError)) throw error;
    reporter.panicOnBuild(formatContentProblems(error.problems));
    return;
  }
  const { id: storyId, ...fields } = story;
  const data = { ...fields, storyId, route: customerRoute(storyId) };
  const child = {
    ...data,
    id: createNodeId(`CustomerStory ${storyId}`),
    parent: node.id,
    children: [],
    internal: { type: "CustomerStory", contentDigest: createContentDigest(data) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

/** The page context of a story's page: the node's id, nothing else. */
export type CustomerStoryContext = {
  id: string;
  /** The storyIds of the stories shown below this one (otherStoryIds), in their order. */
  otherIds: string[];
};
