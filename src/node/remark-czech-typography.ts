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

function walk(node: MdNode): void {
  const children = node.children;
  if (!children) return;
  children.forEach((child, i) => {
    if (child.type === "text" && typeof child.value === "string") {
      const continues = PHRASING_CONTAINERS.has(node.type) && i < children.length - 1;
      child.value = czechTypography(child.value, { continues });
    } else {
      walk(child);
    }
  });
}

export default function remarkCzechTypography() {
  return (tree: MdNode) => walk(tree);
}
