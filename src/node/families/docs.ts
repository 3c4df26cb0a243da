import { createDocPages, docRouteOf } from "../docs";
import { createDocSidebarSchema, sourceDocSidebars } from "../doc-sidebar-nodes";
import { builtMdxFiles, type Family, type FamilyModule } from "./family";

// The documentation: each content/docs/<path>.mdx is a page, and each category of a sidebar with a
// generated index (content/sidebars.ts, src/node/generated-sidebars.ts) a page listing its docs
// (src/node/docs.ts).

export const doc: Family = {
  name: "doc",
  pattern: "/docs/<path>/",
  source: "content/docs/<path>.mdx, or its front matter's slug",
  files: (root) =>
    builtMdxFiles(root, "content/docs").map(({ file, data }) => ({
      file: `content/docs/${file}`,
      route: docRouteOf(file, data.slug as string | undefined),
    })),
};

/** Its members are not listed without a build: the sidebars are TypeScript. */
export const category: Family = {
  name: "category",
  pattern: "/docs/category/<slug>/",
  source: "content/sidebars.ts: a category with a generated index",
};

export const docs: FamilyModule = {
  name: "docs",
  families: [doc, category],
  createPages: (args) => createDocPages(args, { doc, category }),
  // The sidebars as DocSidebar nodes, which the doc and country pages query (src/node/doc-sidebar-nodes.ts).
  createSchemaCustomization: createDocSidebarSchema,
  sourceNodes: sourceDocSidebars,
};
