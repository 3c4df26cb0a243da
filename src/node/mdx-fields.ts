import type { CreateNodeArgs } from "gatsby";
import { addPageFields } from "./pages";
import { addDocFields } from "./docs";
import { addBlogPostFields } from "./blog";
import type { ContentFile, FieldArgs } from "./content-file";

// onCreateNode for MDX: every file gets its kind (the source folder), then the fields of that kind
// (route, doc id, reading time…) from the step that owns it.

const fieldsByKind: Record<string, (args: FieldArgs, file: ContentFile) => void> = {
  pages: addPageFields,
  docs: addDocFields,
  blog: addBlogPostFields,
};

export function addMdxFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as Partial<ContentFile> | undefined;
  if (!file?.sourceInstanceName || !file.relativePath) return;
  actions.createNodeField({ node, name: "kind", value: file.sourceInstanceName });
  fieldsByKind[file.sourceInstanceName]?.({ node, getNode, actions, reporter }, file as ContentFile);
}
