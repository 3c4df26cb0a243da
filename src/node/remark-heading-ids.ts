import { visit } from "unist-util-visit";
import { createSlugger } from "../lib/slug";

// Remark plugin: every heading gets an ASCII id from its text ("Doručení v noci" →
// "doruceni-v-noci"), so links and the table of contents (mdast-util-toc reuses an existing id)
// agree. An explicit {#id} at the end of a heading wins.

type MdNode = {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
};

const textOf = (node: MdNode): string => (node.value ?? "") + (node.children ?? []).map(textOf).join("");

export default function remarkHeadingIds() {
  return (tree: MdNode) => {
    const slug = createSlugger();
    visit(tree, "heading", (node: MdNode) => {
      const explicit = textOf(node).match(/\s*\\?\{#([A-Za-z0-9_-]+)\}\s*$/);
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, id: explicit ? explicit[1] : slug(textOf(node)) },
      };
    });
  };
}
