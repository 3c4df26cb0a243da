import fs from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import type { Root, Image } from "mdast";
import type { VFile } from "vfile";
import { IMAGE_EXTENSIONS } from "./mdx-images";

/** Checks every Markdown image of an MDX file at compile time, so a bad one fails the build
 * naming the file and the image: a local image must exist next to the file in a format sharp
 * processes, and every image needs its alternative text. */
export default function remarkLocalImages() {
  return (tree: Root, file: VFile) => {
    visit(tree, "image", (node: Image) => {
      const where = `${file.path ?? "MDX"}: image "${node.url}"`;
      if (!node.alt?.trim()) file.fail(`${where} has no alternative text (![Popis obrázku](…))`, node);
      if (/^([a-z]+:)?\/\//i.test(node.url) || node.url.startsWith("/") || node.url.startsWith("data:")) return;
      const extension = path.extname(node.url).slice(1).toLowerCase();
      if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
        file.fail(`${where}: use ${IMAGE_EXTENSIONS.join(", ")} (or an SVG from static/ by its root path)`, node);
      }
      if (file.path && !fs.existsSync(path.resolve(path.dirname(file.path), decodeURI(node.url)))) {
        file.fail(`${where} does not exist next to the file`, node);
      }
    });
  };
}
