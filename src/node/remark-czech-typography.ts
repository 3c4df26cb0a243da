import { visit } from "unist-util-visit";
import { czechTypography } from "../lib/typography";

// Remark plugin: applies Czech non-breaking-space rules to the text of every MDX file. Only
// `text` nodes change, so code blocks, inline code and MDX expressions are never touched.

type MdNode = { type: string; value?: string; children?: MdNode[] };

const PHRASING_CONTAINERS = new Set([
  "paragraph",
  "heading",
  "emphasis",
  "strong",
  "link",
  "delete",
  "tableCell",
  "listItem",
]);

export default function remarkCzechTypography() {
  return (tree: MdNode) =>
    visit(tree, "text", (node: MdNode, index, parent: MdNode | undefined) => {
      if (typeof node.value !== "string" || !parent || index === undefined) return;
      const continues = PHRASING_CONTAINERS.has(parent.type) && index < parent.children!.length - 1;
      node.value = czechTypography(node.value, { continues });
    });
}
