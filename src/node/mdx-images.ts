import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { MdxImages } from "../components/MdxImage";

// Content images next to MDX files (`![Popis](./obrazek.png)`): gatsby-plugin-image (sharp)
// resizes them and writes AVIF/WebP variants at build time; each page gets the data of the images
// it shows through its page context, and <MdxImage> renders them as a plain <picture>.

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
  const index = await indexes.get(args.graphql)!;
  // The source is read only for a file with images below its folder (most have none).
  const nearby = imagesForMdx(index, mdxAbsolutePath, null);
  return nearby && imagesForMdx(index, mdxAbsolutePath, fs.readFileSync(mdxAbsolutePath!, "utf8"));
}

/** The images below an MDX file's folder that its source names (all of them when `source` is
 * null), keyed by their path relative to it ("obrazek.png", "obrazky/schema.png"); undefined when
 * there are none, so page data stays lean (a folder's images on each of its pages cost every doc
 * of content/docs/help/ 1.3 KB). A name found outside an image costs a few bytes; an image is never
 * left out. */
export function imagesForMdx(
  index: ImageIndex,
  mdxAbsolutePath: string | undefined,
  source: string | null,
): MdxImages | undefined {
  if (!mdxAbsolutePath) return undefined;
  const dir = path.dirname(mdxAbsolutePath);
  const images: MdxImages = {};
  for (const [file, data] of index) {
    const relative = path.relative(dir, file).split(path.sep).join("/");
    if (relative.startsWith("../")) continue;
    if (source === null || source.includes(relative) || source.includes(encodeURI(relative))) images[relative] = data;
  }
  return Object.keys(images).length ? images : undefined;
}
