import { describe, expect, it } from "vitest";
import { svgSize } from "./svg-size";

describe("svgSize", () => {
  it("reads width and height, in either order", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="1200" height="630">')).toEqual({
      width: 1200,
      height: 630,
    });
    expect(svgSize('<svg height="96" width="96px">')).toEqual({ width: 96, height: 96 });
  });

  it("falls back to the viewBox", () => {
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 1200 630">')).toEqual({ width: 1200, height: 630 });
  });

  it("gives null for what is not an SVG", () => expect(svgSize("<png>")).toBeNull());
});
