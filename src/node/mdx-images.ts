import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { lineAt, type ContentProblem } from "../lib/content-problems";

// Content images next to MDX files (`![Popis](./obrazek.png)`): each MDX node lists in
// `fields.images` the images below its folder that its source names; the schema links each to its
// File (MdxImage in src/node/schema.ts), whose childImageSharp (gatsby-plugin-image, sharp) has the
// resized AVIF/WebP variants. The page templates query them with the MdxImages fragment
// (src/components/MdxImage/query.ts) and <MdxImage> renders them as a plain <picture>.

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;

/** One image an MDX file shows: its path relative to the file, and the image's absolute path. */
export type MdxImageField = { src: string; file: string };

const IMAGE_NAME = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})\\b`, "i");
const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

/** Whether a source names a file with an image's extension anywhere. */
export const mentionsImage = (source: string) => IMAGE_NAME.test(source);

/** The image files below a folder, as absolute paths. */
export function imageFilesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => IMAGE_FILE.test(name) && !name.split(path.sep).includes("node_modules"))
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

/** The images an MDX file shows that sharp cannot decode (a damaged file, or another format under
 * an image's extension), each as a problem naming the file, the line that shows it and the image:
 * the build stops there, not in a page query that names neither. `file` is the MDX file as editors
 * name it ("content/docs/help/x.mdx"), `source` its whole text. */
export async function unreadableImages(
  images: readonly MdxImageField[],
  file: string,
  source: string,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const image of images) {
    try {
      await sharp(image.file).stats(); // decodes every pixel: a cut-off file fails here too
    } catch (error) {
      const index = [image.src, encodeURI(image.src)].map((name) => source.indexOf(name)).find((i) => i >= 0);
      problems.push({
        file,
        line: index === undefined ? undefined : lineAt(source, index),
        field: `obrázek „${image.src}“`,
        message: `soubor nejde přečíst jako obrázek (${(error as Error).message}); uložte ho znovu jako PNG, JPEG nebo WebP`,
      });
    }
  }
  return problems;
}
