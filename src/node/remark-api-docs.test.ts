import fs from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import rehypePrism from "rehype-prism-plus";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import remarkApiDocs, { rehypeStaticSamples } from "./remark-api-docs";
import remarkCodeTitle from "./remark-code-title";

const compileMdx = async (source: string) =>
  String(
    await compile(source, {
      remarkPlugins: [remarkApiDocs, remarkGfm, remarkCodeTitle],
      rehypePlugins: [[rehypePrism, { ignoreMissing: true }], rehypeStaticSamples],
      development: false,
    }),
  );

describe("remark-api-docs", () => {
  it("turns <ApiSamples /> into seven highlighted tabs remembered by language", async () => {
    const out = await compileMdx('<ApiSamples operation="sendMessage" />\n');
    expect(out).toContain('groupId: "language"');
    const labels = [...out.matchAll(/label: "([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(["curl", "PHP", "Python", "Node.js", "C#", "Java", "Go"]);
    // Highlighted at build time, carried as one HTML string per sample (no element per token).
    expect(out).toContain('html: "<span class=\\"code-line\\">');
    expect(out).toMatch(/<span class=\\"token (keyword|string|function)/);
    expect(out).not.toMatch(/className: "token /);
    expect(out).toContain('"data-title": "SendMessage.java"');
    expect(out).toContain("DEPESE_API_KEY");
  }, 30_000);

  it("turns <ApiFields /> into a table from the schema", async () => {
    const out = await compileMdx('<ApiFields operation="createFront" part="request" />\n');
    expect(out).toContain('"rateLimit"');
    expect(out).toContain("1 až 500");
    expect(out).toContain('"povinné"');
    expect(out).toContain('"Omezení"');
  });

  it("fails naming an unknown operation or schema", async () => {
    await expect(compileMdx('<ApiSamples operation="sendFax" />\n')).rejects.toThrow(/sendFax/);
    await expect(compileMdx('<ApiFields schema="Fax" />\n')).rejects.toThrow(/schema="Fax"/);
  });

  it("compiles every API guide page", async () => {
    const dir = path.resolve("content/docs/api");
    const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mdx"));
    for (const file of files) {
      const body = fs.readFileSync(path.join(dir, file), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
      await expect(compileMdx(body), file).resolves.toBeTypeOf("string");
    }
  }, 60_000);
});
