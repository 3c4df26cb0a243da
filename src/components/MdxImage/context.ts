import { createContext } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// Apart from the component, so that the shell, which provides the images of every page, does not
// carry the component itself: it ships only with the MDX bodies that render in the browser.

/** The processed images the current page's MDX shows (src/node/mdx-images.ts), by path relative
 * to the MDX file. */
export type MdxImages = Record<string, IGatsbyImageData>;

/** A page query's result that includes the MdxImages fragment (./query.ts). */
type ImagesQuery = { mdx?: Queries.MdxImagesFragment | null };

const none: MdxImages = {};
const byData = new WeakMap<object, MdxImages>();

/** The images of a page's query result (the MdxImages fragment, ./query.ts); the same object for
 * the same result, so the context's readers do not render again. */
export function mdxImagesFrom(data: unknown): MdxImages {
  const images = (data as ImagesQuery | undefined)?.mdx?.fields?.images;
  if (!images?.length) return none;
  if (!byData.has(data as object)) {
    const map: MdxImages = {};
    for (const { src, file } of images) if (file?.childImageSharp) map[src] = file.childImageSharp.gatsbyImageData;
    byData.set(data as object, map);
  }
  return byData.get(data as object)!;
}

export const MdxImagesContext = createContext<MdxImages>({});
