import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageFilesBelow, imagesForMdx, unreadableImages } from "./mdx-images";

describe("imagesForMdx", () => {
  const files = [
    "/site/content/docs/help/schema.png",
    "/site/content/docs/help/obrazky/cesta.png",
    "/site/content/docs/help/obrazky/trasa zprávy.png",
    "/site/content/docs/api/jine.png",
  ];
  const page = "/site/content/docs/help/odesilani-sms.mdx";

  it("gives a page the images of its folder and subfolders that it shows, by path relative to the MDX file", () => {
    const source = '# Odesílání\n\n![Schéma](./schema.png)\n\n![Cesta zprávy](obrazky/cesta.png "Cesta")\n';
    expect(imagesForMdx(files, page, source)).toEqual([
      { src: "schema.png", file: files[0] },
      { src: "obrazky/cesta.png", file: files[1] },
    ]);
  });

  it("finds an image whose name the source writes URL-encoded", () => {
    expect(imagesForMdx(files, page, "![Trasa](./obrazky/trasa%20zpr%C3%A1vy.png)")).toEqual([
      { src: "obrazky/trasa zprávy.png", file: files[2] },
    ]);
  });

  it("gives nothing to a page that shows none of its folder's images, so the page data stays lean", () => {
    expect(imagesForMdx(files, page, "# Bez obrázků\n")).toEqual([]);
    expect(imagesForMdx(files, "/site/content/blog/post/index.mdx", "![Jiné](../../docs/api/jine.png)")).toEqual([]);
  });
});

describe("imageFilesBelow", () => {
  it("lists the images of a folder and its subfolders, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-images-"));
    fs.mkdirSync(path.join(dir, "obrazky"));
    for (const name of ["a.png", "obrazky/b.JPG", "c.mdx", "obrazky/d.svg"]) fs.writeFileSync(path.join(dir, name), "");
    expect(imageFilesBelow(dir).sort()).toEqual([path.join(dir, "a.png"), path.join(dir, "obrazky/b.JPG")]);
  });
});

describe("unreadableImages", () => {
  it("names the MDX file, the line that shows an image sharp cannot decode, and the image; a good image passes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-images-"));
    const good = fs
      .readdirSync("content", { recursive: true, encoding: "utf8" })
      .find((name) => name.endsWith(".png"))!;
    fs.copyFileSync(path.join("content", good), path.join(dir, "dobry.png"));
    // A PNG cut off after its header, and text saved under an image's name.
    fs.writeFileSync(path.join(dir, "useknuty.png"), fs.readFileSync(path.join(dir, "dobry.png")).subarray(0, 200));
    fs.writeFileSync(path.join(dir, "text.jpg"), "není obrázek");
    const source =
      "---\ntitle: Obrázky\n---\n\n![Dobrý](./dobry.png)\n\n![Useknutý](./useknuty.png)\n\n![Text](text.jpg)\n";
    const images = imagesForMdx(imageFilesBelow(dir), path.join(dir, "index.mdx"), source);
    expect(images.map((image) => image.src).sort()).toEqual(["dobry.png", "text.jpg", "useknuty.png"]);
    const problems = await unreadableImages(images, "content/blog/obrazky/index.mdx", source);
    expect(problems.map(({ file, line, field }) => ({ file, line, field })).sort((a, b) => a.line! - b.line!)).toEqual([
      { file: "content/blog/obrazky/index.mdx", line: 7, field: "obrázek „useknuty.png“" },
      { file: "content/blog/obrazky/index.mdx", line: 9, field: "obrázek „text.jpg“" },
    ]);
    for (const problem of problems)
      expect(problem.message).toMatch(/^soubor nejde přečíst jako obrázek \(.+\); uložte ho znovu/);
  });
});
