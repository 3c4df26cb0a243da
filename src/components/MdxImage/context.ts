import { createContext } from "react";

// Apart from the component, so that the shell, which provides the images of every page, does not
// carry the component itself: it ships only with the MDX bodies that render in the browser.

/** The images the current page's MDX shows (src/node/mdx-images.ts), as its query gives them (the
 * MdxImages fragment, ./query.ts): each with its path relative to the MDX file. */
export type MdxImages = Queries.MdxImagesFragment["fields"]["images"];

const none: MdxImages = [];

/** The images of a page's query result; none for a page without MDX. The shell hands them on as
 * they are, so it carries no code to reshape them. */
export const mdxImagesOf = (data: unknown): MdxImages =>
  (data as { mdx?: Queries.MdxImagesFragment | null } | undefined)?.mdx?.fields?.images ?? none;

export const MdxImagesContext = createContext<MdxImages>(none);
