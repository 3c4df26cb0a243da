import { createContext } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// Apart from the component, so that the shell, which provides the images of every page, does not
// carry the component itself: it ships only with the MDX bodies that render in the browser.

/** The processed images of the current page's MDX folder (src/node/mdx-images.ts), by path
 * relative to the MDX file. */
export type MdxImages = Record<string, IGatsbyImageData>;

export const MdxImagesContext = createContext<MdxImages>({});
