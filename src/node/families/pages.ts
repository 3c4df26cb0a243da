import { contentPageRoute } from "../../lib/routes";
import { createMdxPages } from "../pages";
import { builtMdxFiles, type Family, type FamilyModule } from "./family";

// The content pages: each content/pages/<path>.mdx is a page at /<path>/ (src/node/pages.ts).

export const page: Family = {
  name: "page",
  pattern: "/<path>/",
  source: "content/pages/<path>.mdx (index.mdx: its folder's route)",
  files: (root) =>
    builtMdxFiles(root, "content/pages").map(({ file }) => ({
      file: `content/pages/${file}`,
      route: contentPageRoute(file),
    })),
};

export const pages: FamilyModule = {
  name: "content pages",
  families: [page],
  createPages: (args) => createMdxPages(args, page),
};
