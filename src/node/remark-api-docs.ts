import { visit } from "unist-util-visit";
import { findOperation } from "./api-operations";
import { samplesFor } from "./api-samples";
import { fieldsFor, type FieldRow } from "./api-fields";

// Remark plugin: API content generated from the OpenAPI files at MDX compile time, so it is
// highlighted and rendered like hand-written Markdown (no component code reaches the browser):
//   <ApiSamples operation="sendMessage" />  → <Tabs groupId="language"> with the seven samples
//   <ApiFields operation="sendMessage" part="request|response|parameters" /> or
//   <ApiFields schema="DeliveryReport" api="json" />  → a field table
// An unknown operation, schema or part fails the build naming it.

type MdNode = {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string;
  meta?: string | null;
  attributes?: { type: string; name: string; value?: unknown }[];
  children?: MdNode[];
  align?: (string | null)[];
  data?: { hProperties?: Record<string, string> };
};

const attribute = (node: MdNode, name: string) => {
  const found = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name)?.value;
  return typeof found === "string" ? found : undefined;
};
const jsxAttribute = (name: string, value: string) => ({ type: "mdxJsxAttribute", name, value });

export function samplesNode(operationId: string): MdNode {
  const operation = findOperation(operationId);
  if (!operation) throw new Error(`<ApiSamples operation="${operationId}" />: no such operationId in openapi/*.yaml`);
  return {
    type: "mdxJsxFlowElement",
    name: "Tabs",
    attributes: [jsxAttribute("groupId", "language")],
    children: samplesFor(operation).map((sample) => ({
      type: "mdxJsxFlowElement",
      name: "Tab",
      attributes: [jsxAttribute("label", sample.label)],
      children: [
        {
          type: "code",
          lang: sample.prism,
          meta:
            sample.language === "java"
              ? `title="${operation.operationId[0].toUpperCase()}${operation.operationId.slice(1)}.java"`
              : null,
          value: sample.source.trimEnd(),
          data: { hProperties: { "data-sample": sample.language } },
        },
      ],
    })),
  };
}

/** `pole` in a description becomes inline code, as in the spec's Markdown. */
function phrasing(text: string): MdNode[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("`") ? { type: "inlineCode", value: part.slice(1, -1) } : { type: "text", value: part },
    );
}

const cell = (children: MdNode[]): MdNode => ({ type: "tableCell", children });

export function fieldsTable(rows: FieldRow[]): MdNode {
  // Four columns so the description keeps its width: "povinné" goes with the type.
  const header = ["Pole", "Typ", "Omezení", "Popis"].map((h) => cell([{ type: "text", value: h }]));
  return {
    type: "table",
    align: [null, null, null, null],
    children: [
      { type: "tableRow", children: header },
      ...rows.map((row) => ({
        type: "tableRow",
        children: [
          cell([{ type: "inlineCode", value: row.name }]),
          cell(
            row.required
              ? [
                  { type: "text", value: `${row.type}, ` },
                  { type: "strong", children: [{ type: "text", value: "povinné" }] },
                ]
              : [{ type: "text", value: row.type }],
          ),
          cell(phrasing(row.constraints || "–")),
          cell(phrasing(row.description || "–")),
        ],
      })),
    ],
  };
}

export function expandApiNode(node: MdNode): MdNode | null {
  if (node.type !== "mdxJsxFlowElement") return null;
  if (node.name === "ApiSamples") {
    const operation = attribute(node, "operation");
    if (!operation) throw new Error('<ApiSamples /> needs operation="operationId"');
    return samplesNode(operation);
  }
  if (node.name === "ApiFields") {
    return fieldsTable(
      fieldsFor({
        operation: attribute(node, "operation"),
        part: attribute(node, "part"),
        schema: attribute(node, "schema"),
        api: attribute(node, "api"),
      }),
    );
  }
  return null;
}

export default function remarkApiDocs() {
  return (tree: MdNode) =>
    visit(tree, "mdxJsxFlowElement", (node: MdNode, index, parent: MdNode | undefined) => {
      const expanded = expandApiNode(node);
      if (expanded && parent && index !== undefined) parent.children![index] = expanded;
    });
}

// ---------------------------------------------------------------------------------------------
// Rehype plugin, after rehype-prism-plus: a generated sample's highlighted code becomes one HTML
// string (<StaticCode html="…" />) instead of a React element per token. The page shows the same
// markup, but the page's JavaScript carries a compact string: 91 samples on one page would
// otherwise add about a megabyte of element calls.

type HastNode = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  attributes?: unknown[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attributeName = (name: string) =>
  name === "className" ? "class" : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Serialises highlighted code (spans and text only) to HTML. */
export function highlightedHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeHtml(node.value ?? "");
      if (node.type !== "element") throw new Error(`unexpected ${node.type} in highlighted code`);
      const attributes = Object.entries(node.properties ?? {})
        .filter(([, v]) => v !== undefined && v !== null && v !== false)
        .map(([k, v]) => ` ${attributeName(k)}="${escapeHtml(Array.isArray(v) ? v.join(" ") : String(v))}"`)
        .join("");
      return `<${node.tagName}${attributes}>${highlightedHtml(node.children ?? [])}</${node.tagName}>`;
    })
    .join("");
}

export function rehypeStaticSamples() {
  return (tree: HastNode) =>
    visit(tree, { type: "element", tagName: "pre" }, (node: HastNode) => {
      node.children = (node.children ?? []).map((child) => {
        if (
          child.type !== "element" ||
          child.tagName !== "code" ||
          (child.properties?.dataSample ?? child.properties?.["data-sample"]) === undefined
        )
          return child;
        const properties = child.properties as { className?: string[]; dataTitle?: string; "data-title"?: string };
        const className = properties.className;
        const dataTitle = properties.dataTitle ?? properties["data-title"];
        const attributes = [
          { type: "mdxJsxAttribute", name: "className", value: (className ?? []).join(" ") },
          { type: "mdxJsxAttribute", name: "html", value: highlightedHtml(child.children ?? []) },
          ...(dataTitle ? [{ type: "mdxJsxAttribute", name: "data-title", value: dataTitle }] : []),
        ];
        return { type: "mdxJsxTextElement", name: "StaticCode", attributes, children: [] };
      });
    });
}
