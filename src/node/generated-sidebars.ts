import type { CreatePagesArgs } from "gatsby";
import type { Sidebars } from "../config/sidebars";
import { generatePricingSidebar } from "./prices";

// Sidebars generated from data at build time, next to the hand-written ones of content/sidebars.ts.
// Each generator returns sidebars by id; their items are the same as in content/sidebars.ts (docs,
// links, categories), so a generated sidebar can link pages other steps create (the pricing
// sidebar links the country pages of src/node/prices.ts). The docs build validates and
// renders them exactly like the hand-written ones.

export type SidebarGenerator = (
  args: Pick<CreatePagesArgs, "graphql" | "reporter" | "getNodesByType">,
) => Promise<Sidebars> | Sidebars;

// pricing: one link per country page of the price list (src/node/prices.ts), in Czech order.
export const sidebarGenerators: SidebarGenerator[] = [generatePricingSidebar];

export async function generateSidebars(
  args: Pick<CreatePagesArgs, "graphql" | "reporter" | "getNodesByType">,
  generators = sidebarGenerators,
): Promise<Sidebars> {
  const all: Sidebars = {};
  for (const generate of generators) {
    for (const [id, items] of Object.entries(await generate(args))) {
      if (id in all) throw new Error(`Two sidebar generators produce the sidebar "${id}"`);
      all[id] = items;
    }
  }
  return all;
}
