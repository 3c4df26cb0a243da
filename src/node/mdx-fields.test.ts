import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { describe, expect, it, vi } from "vitest";
import { addMdxFields } from "./mdx-fields";

/** Runs onCreateNode for an MDX node made from content/<kind>/<relativePath> in the production build
 * (`gatsby develop` with `develop`); returns the fields it got. */
async function fieldsOf(kind: string, relativePath: string, frontmatter: Record<string, unknown>, develop = false) {
  vi.stubEnv("NODE_ENV", develop ? "development" : "production");
  const file = {
    id: "file",
    internal: { type: "File" },
    sourceInstanceName: kind,
    relativePath,
    absolutePath: undefined as string | undefined,
  };
  if (kind === "blog") file.absolutePath = path.resolve("content/blog", relativePath);
  const fields: Record<string, unknown> = {};
  const panicOnBuild = vi.fn();
  await addMdxFields({
    node: { id: "mdx", parent: "file", internal: { type: "Mdx" }, frontmatter, body: "Dvě slova" },
    getNode: () => file,
    actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
    reporter: { panicOnBuild },
  } as unknown as CreateNodeArgs);
  vi.unstubAllEnvs();
  return { fields, problems: panicOnBuild.mock.calls.map((call) => String(call[0])) };
}

describe("addMdxFields", () => {
  it("gives a page its kind and the route of its path", async () => {
    const page = await fieldsOf("pages", "sms/text-odesilatel.mdx", {
      title: "Textový odesílatel",
      description: "Popis.",
    });
    expect(page.fields).toEqual({
      kind: "pages",
      images: [],
      route: "/sms/text-odesilatel/",
      heading: "Textový odesílatel",
    });
  });

  it("gives a doc its id and route, the front matter's id and slug replacing the path", async () => {
    const { fields } = await fieldsOf("docs", "help/kontakty.mdx", {
      title: "Kontakty",
      id: "adresar",
      slug: "/adresar",
    });
    expect(fields).toMatchObject({ kind: "docs", docId: "help/adresar", route: "/docs/adresar/" });
  });

  it("gives a blog post its route and reading time", async () => {
    const { fields } = await fieldsOf("blog", "checklist-sms-kampane/index.mdx", {
      title: "Kontrolní seznam SMS kampaně",
      description: "Popis.",
      date: "2025-02-18",
      authors: ["lucie-svobodova"],
      tags: ["tipy"],
    });
    expect(fields).toMatchObject({ kind: "blog", route: "/blog/checklist-sms-kampane/", words: 2, readingTime: 1 });
  });

  it("fails the build on bad front matter, naming the file and field, for every kind", async () => {
    expect((await fieldsOf("pages", "sms.mdx", { description: "Popis." })).problems[0]).toContain(
      "content/pages/sms.mdx: pole „title“: chybí",
    );
    expect((await fieldsOf("docs", "help/x.mdx", { title: "X", sidebar: "help" })).problems[0]).toContain(
      "content/docs/help/x.mdx: pole „sidebar“",
    );
    expect((await fieldsOf("blog", "checklist-sms-kampane/index.mdx", { title: "X" })).problems[0]).toMatch(
      /content\/blog\/checklist-sms-kampane\/index\.mdx:\d+: pole „description“: chybí/,
    );
  });

  it("in develop keeps the problems and the internal links on the node instead of failing", async () => {
    const { fields, problems } = await fieldsOf("blog", "checklist-sms-kampane/index.mdx", { title: "X" }, true);
    expect(problems).toEqual([]);
    expect(fields.contentProblems).toContainEqual(
      expect.objectContaining({ file: "content/blog/checklist-sms-kampane/index.mdx", field: "pole „description“" }),
    );
    expect(fields.links).toContainEqual(expect.objectContaining({ value: "/sms-opt-out/" }));
  });

  it("leaves other sources with their kind, images and heading only", async () => {
    expect((await fieldsOf("legal", "zasady.mdx", { title: "Zásady" })).fields).toEqual({
      kind: "legal",
      images: [],
      heading: "Zásady",
    });
  });

  it("gives every file with a title its heading, typeset the Czech way", async () => {
    const { fields } = await fieldsOf("pages", "sms/sdilene-cislo.mdx", { title: "SMS z čísla a 5 % sleva" });
    expect(fields.heading).toBe("SMS z\u00a0čísla a\u00a05\u00a0% sleva");
  });
});
