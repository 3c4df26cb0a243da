import { SKIP, visit } from "unist-util-visit";
import { czechTypography } from "../lib/typography";

// Remark plugin: applies Czech non-breaking-space rules to the text of every MDX file. Only
// `text` nodes change, so code blocks, inline code and MDX expressions are never touched, nor is
// text inside a JSX <code>, <pre>, <kbd> or <samp> (copied as it is, so no non-breaking characters).

type MdNode = { type: string; value?: string; name?: string | null; children?: MdNode[] };

const CODE_ELEMENTS = new Set(["code", "pre", "kbd", "samp"]);
const isJsxCode = (node: MdNode) =>
  (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && CODE_ELEMENTS.has(node.name ?? "");

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
    visit(tree, (node: MdNode, index, parent: MdNode | undefined) => {
      if (isJsxCode(node)) return SKIP;
      if (node.type !== "text" || typeof node.value !== "string" || !parent || index === undefined) return;
      const continues = PHRASING_CONTAINERS.has(parent.type) && index < parent.children!.length - 1;
      node.value = czechTypography(node.value, { continues });
    });
}
