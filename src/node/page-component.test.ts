import path from "node:path";
import { describe, expect, it } from "vitest";
import { mdxPageComponent } from "./page-component";

const template = path.resolve("src/templates/doc.tsx");
const mdx = path.resolve("content/docs/help/odesilani-sms.mdx");

describe("mdxPageComponent", () => {
  it("gives a static body in production the shared template and the MDX file to render on the server", () => {
    expect(mdxPageComponent(template, mdx, true, true)).toEqual({
      component: template,
      mdxFile: "docs/help/odesilani-sms.mdx",
    });
  });

  it("keeps gatsby-plugin-mdx's component per file for bodies that need React and in `gatsby develop`", () => {
    const own = { component: `${template}?__contentFilePath=${mdx}` };
    expect(mdxPageComponent(template, mdx, false, true)).toEqual(own);
    expect(mdxPageComponent(template, mdx, true, false)).toEqual(own);
  });

  it("refuses an MDX file outside content/, naming it", () => {
    expect(() => mdxPageComponent(template, path.resolve("src/x.mdx"), true, true)).toThrow(/src[\\/]x\.mdx/);
  });
});
