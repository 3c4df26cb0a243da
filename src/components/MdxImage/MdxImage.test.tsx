import React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import MdxImage, { MdxImagesContext } from ".";
import { mdxImagesOf } from "./context";

afterEach(cleanup);

const image = {
  layout: "constrained",
  width: 800,
  height: 320,
  backgroundColor: "#f3f6fb",
  images: {
    fallback: {
      src: "/static/abc/800.png",
      srcSet: "/static/abc/400.png 400w, /static/abc/800.png 800w",
      sizes: "(min-width: 800px) 800px, 100vw",
    },
    sources: [{ type: "image/avif", srcSet: "/static/abc/800.avif 800w", sizes: "(min-width: 800px) 800px, 100vw" }],
  },
} as const;

describe("MdxImage", () => {
  it("renders a processed image as a picture with AVIF, a srcset, fixed proportions and lazy loading", () => {
    const { container } = render(
      <MdxImagesContext.Provider
        value={[{ src: "obrazky/cesta.png", file: { childImageSharp: { gatsbyImageData: image as never } } }]}
      >
        <MdxImage src="./obrazky/cesta.png" alt="Cesta zprávy" />
      </MdxImagesContext.Provider>,
    );
    expect(container.querySelector("source")?.getAttribute("type")).toBe("image/avif");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Cesta zprávy");
    expect(img.getAttribute("srcset")).toContain("400w");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "320"]);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("puts the Markdown title in a caption and leaves other images as they are", () => {
    const { container } = render(<MdxImage src="/logo.svg" alt="Logo Depeše" title="Naše logo" />);
    expect(container.querySelector("figcaption")?.textContent).toBe("Naše logo");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/logo.svg");
  });
});

describe("mdxImagesOf", () => {
  it("gives the images of a page's query as the query gives them", () => {
    const images = [{ src: "obrazky/cesta.png", file: { childImageSharp: { gatsbyImageData: image } } }];
    expect(mdxImagesOf({ mdx: { fields: { images } } })).toBe(images);
  });

  it("gives no images to a page whose query has no MDX", () => {
    expect(mdxImagesOf({ priceList: {} })).toEqual([]);
    expect(mdxImagesOf(undefined)).toEqual([]);
  });
});
