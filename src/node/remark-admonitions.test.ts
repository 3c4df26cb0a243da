import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import rehypePrism from "rehype-prism-plus";
import remarkAdmonitions from "./remark-admonitions";
import remarkCodeTitle from "./remark-code-title";

const render = async (mdx: string) =>
  String(
    await compile(
      { value: mdx, path: "content/docs/x.mdx" },
      {
        remarkPlugins: [remarkAdmonitions, remarkCodeTitle],
        rehypePlugins: [[rehypePrism, { ignoreMissing: true }]],
        development: false,
      },
    ),
  );

describe("remarkAdmonitions", () => {
  it("turns :::tip … ::: into a Callout with type and title, keeping Markdown inside", async () => {
    const js = await render(":::warning Pozor na noc\n\nNeposílejte **po 20:00**.\n\n:::\n\nDalší odstavec.");
    expect(js).toMatch(/_jsxs?\(Callout, \{\s*type: "warning",\s*title: "Pozor na noc"/);
    expect(js).toContain('"po 20:00"');
    expect(js).toMatch(/Další odstavec/);
  });

  it("accepts the compact form without blank lines and no title", async () => {
    const js = await render(":::tip\nKrátký tip.\n:::");
    expect(js).toMatch(/Callout, \{\s*type: "tip",\s*children/);
    expect(js).not.toContain(":::");
  });

  it("fails naming the file and line when the closing ::: is missing", async () => {
    await expect(render("Text\n\n:::danger Pozor\n\nBez konce.")).rejects.toThrow(
      'content/docs/x.mdx:3: ":::danger" has no closing ":::"',
    );
  });
});

describe("code blocks", () => {
  it("are highlighted at build time and keep their title", async () => {
    const js = await render('```js title="odeslat.js"\nconst a = 1;\n```');
    expect(js).toContain('"data-title": "odeslat.js"');
    expect(js).toContain('className: "token keyword"');
  });
});
