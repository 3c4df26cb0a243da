import fs from "node:fs";
import { describe, expect, it } from "vitest";

// GraphiQL's documentation pane shows a type's and a field's description. The committed typegen
// file (src/types/gatsby-types.d.ts, written by `npm run typegen` from the schema) carries them as
// doc comments, so this test reads the schema as the last typegen saw it.

const TYPES_FILE = "src/types/gatsby-types.d.ts";

type Field = { name: string; type: string; described: boolean };
type ObjectType = { described: boolean; fields: Field[] };

function objectTypes(text: string): Map<string, ObjectType> {
  const types = new Map<string, ObjectType>();
  for (const m of text.matchAll(/(\/\*\*[^\n]*\*\/\n)?type (\w+) = (?:Node & )?\{\n([\s\S]*?)\n\};/g)) {
    const lines = m[3].split("\n");
    const fields = lines.flatMap((line, i) => {
      const field = /^ {2}readonly (\w+): (.*);$/.exec(line);
      return field ? [{ name: field[1], type: field[2], described: /^\s*\/\*\*/.test(lines[i - 1] ?? "") }] : [];
    });
    types.set(m[2], { described: Boolean(m[1]), fields });
  }
  return types;
}

/** Every kind of content in the data layer (issue 33). */
const CONTENT_NODES = [
  "Mdx",
  "BlogAuthor",
  "BlogTag",
  "CountryPrice",
  "PriceList",
  "ProductFact",
  "OnboardingStep",
  "DeliveryState",
  "CustomerStory",
  "ApiOperation",
  "ApiErrorCode",
  "ApiDeliveryCode",
  "ApiLimit",
  "DocSidebar",
  "DocCategory",
];
/** Gatsby's own types, which content nodes link to. */
const GATSBY_TYPES = new Set(["Node", "Internal", "File", "Directory", "ImageSharp"]);
/** The Node interface's fields, the same on every node. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal"]);
/** Gatsby drops a type's description when a second plugin's createTypes adds to it, and Mdx is
 * gatsby-plugin-mdx's: src/node/schema.ts describes it, but that cannot reach the schema. */
const UNDESCRIBED_TYPES = new Set(["Mdx"]);

describe("the schema's descriptions", () => {
  const types = objectTypes(fs.readFileSync(TYPES_FILE, "utf8"));
  // The content nodes and every object type their fields lead to.
  const reached = new Set<string>();
  const queue = [...CONTENT_NODES];
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name) || GATSBY_TYPES.has(name) || !types.has(name)) continue;
    reached.add(name);
    for (const field of types.get(name)!.fields) queue.push(...(field.type.match(/\b[A-Z]\w*\b/g) ?? []));
  }

  it("has every content node", () => {
    expect(CONTENT_NODES.filter((name) => !types.has(name))).toEqual([]);
  });

  it("describes every type of the content nodes and every field but the Node interface's", () => {
    const undescribed = [...reached].flatMap((name) => {
      const type = types.get(name)!;
      return [
        ...(type.described || UNDESCRIBED_TYPES.has(name) ? [] : [name]),
        ...type.fields.filter((f) => !f.described && !NODE_FIELDS.has(f.name)).map((f) => `${name}.${f.name}`),
      ];
    });
    expect(undescribed).toEqual([]);
    expect(reached.size).toBeGreaterThan(CONTENT_NODES.length);
  });

  it("describes gatsby-plugin-mdx's fields of Mdx, keeping their arguments", () => {
    const mdx = types.get("Mdx")!;
    for (const name of ["body", "excerpt", "tableOfContents"])
      expect(
        mdx.fields.find((f) => f.name === name),
        name,
      ).toMatchObject({ described: true });
    const text = fs.readFileSync(TYPES_FILE, "utf8");
    expect(text).toMatch(/type Mdx_excerptArgs = \{\n {2}pruneLength\?: InputMaybe<Scalars\['Int'\]>;\n\};/);
    expect(text).toMatch(/type Mdx_tableOfContentsArgs = \{\n {2}maxDepth: InputMaybe<Scalars\['Int'\]>;\n\};/);
  });
});
