import { describe, expect, it } from "vitest";
import { imagesForMdx, type ImageIndex } from "./mdx-images";

const data = (w: number) =>
  ({ width: w, height: 100, layout: "constrained", images: { fallback: { src: `/static/${w}.png` } } }) as never;

describe("imagesForMdx", () => {
  const index: ImageIndex = new Map([
    ["/site/content/docs/help/schema.png", data(1)],
    ["/site/content/docs/help/obrazky/cesta.png", data(2)],
    ["/site/content/docs/help/obrazky/trasa zprávy.png", data(4)],
    ["/site/content/docs/api/jine.png", data(3)],
  ]);
  const page = "/site/content/docs/help/odesilani-sms.mdx";

  it("gives a page the images of its folder and subfolders that it shows, by path relative to the MDX file", () => {
    const source = '# Odesílání\n\n![Schéma](./schema.png)\n\n![Cesta zprávy](obrazky/cesta.png "Cesta")\n';
    expect(imagesForMdx(index, page, source)).toEqual({ "schema.png": data(1), "obrazky/cesta.png": data(2) });
  });

  it("finds an image whose name the source writes URL-encoded", () => {
    expect(imagesForMdx(index, page, "![Trasa](./obrazky/trasa%20zpr%C3%A1vy.png)")).toEqual({
      "obrazky/trasa zprávy.png": data(4),
    });
  });

  it("gives nothing to a page that shows none of its folder's images, so the page data stays lean", () => {
    expect(imagesForMdx(index, page, "# Bez obrázků\n")).toBeUndefined();
    expect(
      imagesForMdx(index, "/site/content/blog/post/index.mdx", "![Jiné](../../docs/api/jine.png)"),
    ).toBeUndefined();
    expect(imagesForMdx(index, undefined, "")).toBeUndefined();
  });
});
