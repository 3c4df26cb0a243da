import { visit } from "unist-util-visit";

// Remark plugin: ```js title="send.js"``` gives the code block a title; the MDX `pre`
// component (src/components/CodeBlock) shows it above the code.

type MdNode = {
  type: string;
  meta?: string | null;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
};

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

export default function remarkCodeTitle() {
  return (tree: MdNode) =>
    visit(tree, "code", (node: MdNode) => {
      const match = node.meta?.match(TITLE);
      if (match)
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, "data-title": match[1] ?? match[2] } };
    });
}
