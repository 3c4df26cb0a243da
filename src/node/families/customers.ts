import fs from "node:fs";
import path from "node:path";
import { customerRoute } from "../../lib/routes";
import { otherStoryIds } from "../../lib/customers";
import { CUSTOMERS_DIR } from "../customers";
import { createCustomerStoryNode, createCustomerStorySchema, type CustomerStoryContext } from "../customer-stories";
import type { Family, FamilyModule } from "./family";

// The customer stories: each content/customers/<story-id>.yaml is a CustomerStory node
// (src/node/customer-stories.ts) and a page at /zakaznici/<story-id>/, whose template queries the
// node by the id in its context. The list at /zakaznici/ is a required route (src/pages/zakaznici.tsx).

const template = path.resolve("src/templates/customer-story.tsx");

export const customer: Family = {
  name: "customer",
  pattern: "/zakaznici/<story-id>/",
  source: `${CUSTOMERS_DIR}/<story-id>.yaml: one page per customer story`,
  members: (root) =>
    fs
      .readdirSync(path.join(root, CUSTOMERS_DIR))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => customerRoute(path.basename(name, ".yaml"))),
};

export const customers: FamilyModule = {
  name: "customer stories",
  families: [customer],
  createSchemaCustomization: createCustomerStorySchema,
  onCreateNode: createCustomerStoryNode,
  async createPages({ graphql, actions, reporter }) {
    const result = await graphql<{ allCustomerStory: { nodes: { id: string; storyId: string; route: string }[] } }>(`
      {
        allCustomerStory(sort: { storyId: ASC }) {
          nodes {
            id
            storyId
            route
          }
        }
      }
    `);
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Příběhy zákazníků: dotaz selhal: ${JSON.stringify(result.errors)}`);
      return;
    }
    const storyIds = result.data.allCustomerStory.nodes.map((node) => node.storyId);
    for (const { id, storyId, route } of result.data.allCustomerStory.nodes) {
      const otherIds = otherStoryIds(storyIds, storyId);
      const context: CustomerStoryContext & { family: string } = { id, otherIds, family: customer.name };
      actions.createPage({ path: route, component: template, context });
    }
  },
};
