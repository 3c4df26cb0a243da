import path from "node:path";
import { describe, expect, it } from "vitest";
import { mdxPageComponent } from "./page-component";

const template = path.resolve("src/templates/doc.tsx");
const mdx = path.resolve("content/docs/help/odesilani-sms.mdx");
const plain = '## Odesílání\n\n<Tabs><Tab label="PHP">…</Tab></Tabs>';

describe("mdxPageComponent", () => {
  it("marks a static body in production and gives it the shared template and the MDX file to render on the server", () => {
    expect(mdxPageComponent(template, mdx, plain, true)).toEqual({
      component: template,
      context: { staticBody: true, mdxFile: "docs/help/odesilani-sms.mdx", bodyDigest: expect.any(String) },
    });
  });

  it("gives a static page a digest of its content, so an edited body changes its page data and Gatsby renders it again", () => {
    const digest = (source: string) => mdxPageComponent(template, mdx, source, true).context.bodyDigest;
    expect(digest(plain)).toBe(digest(plain));
    expect(digest(`${plain}\n\nNový odstavec.`)).not.toBe(digest(plain));
  });

  it("keeps gatsby-plugin-mdx's component per file, unmarked, for bodies that need React and in `gatsby develop`", () => {
    const own = { component: `${template}?__contentFilePath=${mdx}`, context: { staticBody: false } };
    expect(mdxPageComponent(template, mdx, "<ApiErrorCodes />", true)).toEqual(own);
    expect(mdxPageComponent(template, mdx, plain, false)).toEqual(own);
  });

  it("refuses an MDX file outside content/, naming it", () => {
    expect(() => mdxPageComponent(template, path.resolve("src/x.mdx"), plain, true)).toThrow(/src[\\/]x\.mdx/);
  });
});
