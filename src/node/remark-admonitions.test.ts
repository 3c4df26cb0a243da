import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import rehypePrism from "rehype-prism-plus";
import remarkGfm from "remark-gfm";
import remarkAdmonitions from "./remark-admonitions";
import remarkCodeTitle from "./remark-code-title";
import remarkCzechTypography from "./remark-czech-typography";
import remarkExternalUrls from "./remark-external-urls";
import remarkHeadingIds from "./remark-heading-ids";

const render = async (mdx: string) =>
  String(
    await compile(
      { value: mdx, path: "content/docs/x.mdx" },
      {
        // The plugins around it in gatsby-config's order: they meet its directive nodes.
        remarkPlugins: [
          remarkGfm,
          remarkExternalUrls,
          remarkHeadingIds,
          remarkCzechTypography,
          remarkAdmonitions,
          remarkCodeTitle,
        ],
        rehypePlugins: [[rehypePrism, { ignoreMissing: true }]],
        development: false,
      },
    ),
  );

describe("remarkAdmonitions", () => {
  it("turns :::tip … ::: into a Callout with type and title, keeping Markdown inside", async () => {
    const js = await render(":::warning[Pozor na noc]\n\nNeposílejte **po 20:00**.\n\n:::\n\nDalší odstavec.");
    expect(js).toMatch(/_jsxs?\(Callout, \{\s*type: "warning",\s*title: "Pozor na noc"/);
    expect(js).toContain('"po 20:00"');
    expect(js).toMatch(/Další odstavec/);
  });

  it("accepts the compact form without blank lines and no title", async () => {
    const js = await render(":::tip\nKrátký tip.\n:::");
    expect(js).toMatch(/Callout, \{\s*type: "tip",\s*children/);
    expect(js).not.toContain(":::");
  });

  it("keeps escaped brackets typed in a title", async () => {
    expect(await render(":::tip[Limit \\[beta\\]]\nText.\n:::")).toMatch(/title: "Limit \[beta\]"/);
  });

  it("fails naming the file and line on a title without brackets, showing the form to use", async () => {
    await expect(render("Text\n\n:::info Kde se verze zobrazují\nText.\n:::")).rejects.toThrow(
      `content/docs/x.mdx:3: write the admonition's title in brackets: ":::info[Titulek]"`,
    );
  });

  it("nests an admonition inside one opened with more colons", async () => {
    const js = await render("::::warning[Venku]\n\n:::tip[Uvnitř]\nVnořený text.\n:::\n\n::::");
    expect(js).toMatch(/type: "warning",\s*title: "Venku"[\s\S]*type: "tip",\s*title: "Uvnitř"[\s\S]*Vnořený text/);
  });

  it("keeps text that looks like another directive, and code, as written", async () => {
    const js = await render(
      "Pište na adresu kontakt:info@depese.cz, poznámka:text[x] zůstane.\n\n::sekce\n\n```md\n:::tip Titulek\n```",
    );
    expect(js).toContain('"Pište na adresu kontakt:info@depese.cz, poznámka:text[x] zůstane."');
    expect(js).toContain('"::sekce"');
    expect(js).toContain(":::tip Titulek");
    expect(js).not.toContain("Callout");
  });

  it("fails naming the file and line on an unknown type", async () => {
    await expect(render("Text\n\n:::note[Poznámka]\n\nText.\n\n:::")).rejects.toThrow(
      'content/docs/x.mdx:3: unknown admonition ":::note" (use tip, info, warning, danger)',
    );
  });

  it("fails naming the file and line when the closing ::: is missing", async () => {
    await expect(render("Text\n\n:::danger[Pozor]\n\nBez konce.")).rejects.toThrow(
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
