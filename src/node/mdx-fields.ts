import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { addPageFields } from "./pages";
import { addDocFields } from "./docs";
import { addBlogPostFields } from "./blog";
import { contentFileName, type ContentFile, type FieldArgs } from "./content-file";
import type { ContentProblem } from "../lib/content-problems";
import { keepFileProblems } from "./content-problems";
import { czechTypography } from "../lib/typography";
import { imageFilesBelow, imagesForMdx, mentionsImage, unreadableImages } from "./mdx-images";

// onCreateNode for MDX: every file gets its kind (the source folder), then the fields of that kind
// (route, doc id, reading time…) from the step that owns it, which returns the problems of the
// file's front matter, and of the images it shows that cannot be read: they stop the build, or show
// on the page in develop (./content-problems.ts).

const fieldsByKind: Record<string, (args: FieldArgs, file: ContentFile) => ContentProblem[]> = {
  pages: addPageFields,
  docs: addDocFields,
  blog: addBlogPostFields,
};

export async function addMdxFields({ node, getNode, actions, reporter }: CreateNodeArgs): Promise<void> {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as Partial<ContentFile> | undefined;
  if (!file?.sourceInstanceName || !file.relativePath) return;
  actions.createNodeField({ node, name: "kind", value: file.sourceInstanceName });
  // The title as pages show it, typeset once here, so no page's browser code carries the rules.
  const title = (node.frontmatter as { title?: unknown } | undefined)?.title;
  if (typeof title === "string") actions.createNodeField({ node, name: "heading", value: czechTypography(title) });
  const mdxPath = (node.internal as { contentFilePath?: string }).contentFilePath;
  const source = String(node.body ?? "");
  // The folder is read only for a file that names an image at all (most name none).
  const images =
    mdxPath && mentionsImage(source) ? imagesForMdx(imageFilesBelow(path.dirname(mdxPath)), mdxPath, source) : [];
  actions.createNodeField({ node, name: "images", value: images });
  const addFields = fieldsByKind[file.sourceInstanceName];
  if (!addFields) return;
  const problems = addFields({ node, getNode, actions, reporter }, file as ContentFile);
  if (images.length && mdxPath)
    problems.push(
      ...(await unreadableImages(images, contentFileName(file as ContentFile), fs.readFileSync(mdxPath, "utf8"))),
    );
  await keepFileProblems({ node, actions, reporter }, file as ContentFile, problems);
}
