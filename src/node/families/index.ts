import type { CreatePagesArgs } from "gatsby";
import type { ContentProblem } from "../../lib/content-problems";
import { blog } from "./blog";
import { customers } from "./customers";
import { docs } from "./docs";
import type { Family, FamilyModule } from "./family";
import { pages } from "./pages";
import { prices } from "./prices";

// Every family module (./family.ts), in the order gatsby-node.ts runs their steps. A new kind of
// content with pages of its own is a module here, a template and its content: no route list,
// gatsby-node.ts or check needs an edit.

export const familyModules: readonly FamilyModule[] = [pages, docs, blog, prices, customers];

/** Every family of the site, from its module. */
export const families: readonly Family[] = familyModules.flatMap((familyModule) => familyModule.families);

/** createPages: each module's step, in order, through `step` (the build times each); returns the
 * content problems they found, for `gatsby develop` to show. */
export async function createFamilyPages(
  args: CreatePagesArgs,
  step: <T>(name: string, run: () => T | Promise<T>) => Promise<T> = async (_name, run) => run(),
  modules: readonly FamilyModule[] = familyModules,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const familyModule of modules)
    problems.push(...((await step(familyModule.name, () => familyModule.createPages(args))) ?? []));
  return problems;
}
