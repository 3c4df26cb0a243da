import fs from "node:fs";
import path from "node:path";

// Content images next to MDX files (`![Popis](./obrazek.png)`): each MDX node lists in
// `fields.images` the images below its folder that its source names; the schema links each to its
// File (MdxImage in src/node/schema.ts), whose childImageSharp (gatsby-plugin-image, sharp) has the
// resized AVIF/WebP variants. The page templates query them with the MdxImages fragment
// (src/components/MdxImage/query.ts) and <MdxImage> renders them as a plain <picture>.

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;

/** One image an MDX file shows: its path relative to the file, and the image's absolute path. */
export type MdxImageField = { src: string; file: string };

/** Whether a source names a file with an image's extension anywhere. */
export const mentionsImage = (source: string) => new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})\\b`, "i").test(source);

/** The image files below a folder, as absolute paths. */
export function imageFilesBelow(dir: string): string[] {
  const extension = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => extension.test(name) && !name.split(path.sep).includes("node_modules"))
    .map((name) => path.join(dir, name));
}

/** The images among `imageFiles` below an MDX file's folder that its source names, by path relative
 * to it ("obrazek.png", "obrazky/schema.png"); written plainly or URL-encoded. A name found outside
 * an image costs a few bytes of page data; an image is never left out. */
export function imagesForMdx(imageFiles: readonly string[], mdxAbsolutePath: string, source: string): MdxImageField[] {
  const dir = path.dirname(mdxAbsolutePath);
  return imageFiles
    .map((file) => ({ src: path.relative(dir, file).split(path.sep).join("/"), file }))
    .filter(({ src }) => !src.startsWith("../") && (source.includes(src) || source.includes(encodeURI(src))));
}
