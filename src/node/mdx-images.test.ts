import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageFilesBelow, imagesForMdx } from "./mdx-images";

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
