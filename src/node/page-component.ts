import path from "node:path";
import { isBuildingForProduction } from "./build-env";

/** How createPage gets an MDX page: its component, and for a static body the content file the
 * server renders it from (src/components/MdxBody). */
export interface MdxPageComponent {
  component: string;
  /** Relative to the content folder, e.g. "docs/help/intro.mdx"; only when the template is shared. */
  mdxFile?: string;
}

/**
 * A production page whose body reaches the browser as static HTML shares its plain template with
 * every such page, so Gatsby's component map in each page's first load lists one entry per template
 * instead of one per MDX file; the HTML renderer finds the body by `mdxFile`. `gatsby develop` and
 * bodies that need React keep gatsby-plugin-mdx's component per file (…?__contentFilePath=…).
 */
export function mdxPageComponent(
  template: string,
  contentFilePath: string,
  staticBody: boolean,
  production = isBuildingForProduction(),
): MdxPageComponent {
  if (!production || !staticBody) return { component: `${template}?__contentFilePath=${contentFilePath}` };
  const mdxFile = path.relative(path.resolve("content"), contentFilePath).split(path.sep).join("/");
  if (mdxFile.startsWith("..")) throw new Error(`${contentFilePath}: an MDX page outside content/`);
  return { component: template, mdxFile };
}
