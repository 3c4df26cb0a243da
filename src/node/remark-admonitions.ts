// Remark plugin: the `:::tip` directive syntax for admonitions, without remark-directive.
//
//   :::warning Pozor na klidové hodiny
//   Text upozornění, **Markdown** funguje.
//   :::
//
// becomes <Callout type="warning" title="Pozor na klidové hodiny">…</Callout>. Types: tip, info,
// warning, danger. An opener without its closing ":::" fails the build naming the file and line.

type MdNode = {
  type: string;
  value?: string;
  name?: string;
  attributes?: { type: "mdxJsxAttribute"; name: string; value: string }[];
  children?: MdNode[];
  position?: { start: { line: number } };
};

export const ADMONITION_TYPES = ["tip", "info", "warning", "danger"] as const;
const OPENER = /^:::(tip|info|warning|danger)(?:[ \t\u00a0]+([^\n]*))?[ \t]*(?:\n|$)/;
const CLOSER = /(?:^|\n)[ \t]*:::[ \t]*$/;

const firstText = (p: MdNode) => (p.type === "paragraph" && p.children?.[0]?.type === "text" ? p.children[0] : null);
const lastText = (p: MdNode) =>
  p.type === "paragraph" && p.children?.at(-1)?.type === "text" ? p.children.at(-1)! : null;
const isEmpty = (p: MdNode) => !p.children?.length || p.children.every((c) => c.type === "text" && !c.value?.trim());

function transform(parent: MdNode, file: { path?: string }): void {
  const children = parent.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const opener = firstText(children[i]);
    const match = opener?.value?.match(OPENER);
    if (!opener || !match) {
      transform(children[i], file);
      continue;
    }
    const line = children[i].position?.start.line ?? 0;
    opener.value = opener.value!.slice(match[0].length);
    let end = -1;
    for (let j = i; j < children.length; j++) {
      const closer = lastText(children[j]);
      if (closer?.value && CLOSER.test(closer.value)) {
        closer.value = closer.value.replace(CLOSER, "");
        end = j;
        break;
      }
    }
    if (end < 0) throw new Error(`${file.path ?? "MDX"}:${line}: ":::${match[1]}" has no closing ":::"`);
    const body = children.slice(i, end + 1).filter((node) => node.type !== "paragraph" || !isEmpty(node));
    body.forEach((node) => transform(node, file));
    const attributes: NonNullable<MdNode["attributes"]> = [{ type: "mdxJsxAttribute", name: "type", value: match[1] }];
    if (match[2]?.trim()) attributes.push({ type: "mdxJsxAttribute", name: "title", value: match[2].trim() });
    children.splice(i, end - i + 1, { type: "mdxJsxFlowElement", name: "Callout", attributes, children: body });
  }
}

export default function remarkAdmonitions() {
  return (tree: MdNode, file: { path?: string }) => transform(tree, file);
}
