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
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      if (node.type === "code" && node.meta) {
        const match = node.meta.match(TITLE);
        if (match)
          node.data = { ...node.data, hProperties: { ...node.data?.hProperties, "data-title": match[1] ?? match[2] } };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
