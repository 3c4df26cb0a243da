import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { MdxImages } from "../components/MdxImage";

// Content images next to MDX files (`![Popis](./obrazek.png)`): gatsby-plugin-image (sharp)
// resizes them and writes AVIF/WebP variants at build time; each page gets the data of the images
// in its folder through its page context, and <MdxImage> renders them as a plain <picture>.

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;

type ImageFile = { absolutePath: string; childImageSharp: { gatsbyImageData: unknown } | null };

/** Images by their absolute path, from every content source. */
export type ImageIndex = Map<string, MdxImages[string]>;

export async function loadImageIndex({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<ImageIndex> {
  const result = await graphql<{ allFile: { nodes: ImageFile[] } }>(`
    {
      allFile(
        filter: {
          extension: { in: ["png", "jpg", "jpeg", "webp"] }
          sourceInstanceName: { in: ["pages", "docs", "blog"] }
        }
      ) {
        nodes {
          absolutePath
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 800, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content images", result.errors);
    return new Map();
  }
  const index: ImageIndex = new Map();
  for (const node of result.data.allFile.nodes) {
    if (!node.childImageSharp) reporter.panicOnBuild(`${node.absolutePath}: sharp could not read the image`);
    else index.set(node.absolutePath, node.childImageSharp.gatsbyImageData as MdxImages[string]);
  }
  return index;
}

const indexes = new WeakMap<object, Promise<ImageIndex>>();

/** The images of one MDX file (see imagesForMdx); the index is queried once per build. */
export async function mdxImagesOf(
  args: Pick<CreatePagesArgs, "graphql" | "reporter">,
  mdxAbsolutePath: string | undefined,
) {
  if (!indexes.has(args.graphql)) indexes.set(args.graphql, loadImageIndex(args));
  return imagesForMdx(await indexes.get(args.graphql)!, mdxAbsolutePath);
}

/** The images below an MDX file's folder, keyed by their path relative to it ("obrazek.png",
 * "obrazky/schema.png"); undefined when there are none, so page data stays lean. */
export function imagesForMdx(index: ImageIndex, mdxAbsolutePath: string | undefined): MdxImages | undefined {
  if (!mdxAbsolutePath) return undefined;
  const dir = path.dirname(mdxAbsolutePath);
  const images: MdxImages = {};
  for (const [file, data] of index) {
    const relative = path.relative(dir, file).split(path.sep).join("/");
    if (!relative.startsWith("../")) images[relative] = data;
  }
  return Object.keys(images).length ? images : undefined;
}
