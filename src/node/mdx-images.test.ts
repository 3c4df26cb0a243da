import { describe, expect, it } from "vitest";
import { imagesForMdx, type ImageIndex } from "./mdx-images";

const data = (w: number) =>
  ({ width: w, height: 100, layout: "constrained", images: { fallback: { src: `/static/${w}.png` } } }) as never;

describe("imagesForMdx", () => {
  const index: ImageIndex = new Map([
    ["/site/content/docs/help/schema.png", data(1)],
    ["/site/content/docs/help/obrazky/cesta.png", data(2)],
    ["/site/content/docs/api/jine.png", data(3)],
  ]);

  it("gives a page the images of its folder and subfolders, by path relative to the MDX file", () => {
    expect(imagesForMdx(index, "/site/content/docs/help/odesilani-sms.mdx")).toEqual({
      "schema.png": data(1),
      "obrazky/cesta.png": data(2),
    });
  });

  it("gives nothing for a folder without images, so the page data stays lean", () => {
    expect(imagesForMdx(index, "/site/content/blog/post/index.mdx")).toBeUndefined();
    expect(imagesForMdx(index, undefined)).toBeUndefined();
  });
});
