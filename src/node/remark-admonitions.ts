import remarkDirective from "remark-directive";
import { visit, SKIP } from "unist-util-visit";
import type { Content, Parent, Root, Text } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Processor } from "unified";
import type { VFile } from "vfile";

// Remark plugin: admonitions in the directive syntax (remark-directive), as editors write them:
//
//   :::warning[Pozor na klidové hodiny]
//   Text upozornění, **Markdown** funguje.
//   :::
//
// becomes <Callout type="warning" title="Pozor na klidové hodiny">…</Callout>. An unknown type, a
// title without brackets (`:::warning Titulek`, which the parser leaves as a paragraph) or an opener
// without its closing ":::" fails the build naming the file and line.

export const ADMONITION_TYPES = ["tip", "info", "warning", "danger"] as const;

/** `:::warning Titulek` is a paragraph to the directive parser: the title must be in brackets. */
const UNBRACKETED_OPENER = /^:{3,}([a-z][\w-]*)[ \t\u00a0]+\S/;

/** Only `:::` containers are admonitions: text (`e-mail:info`) and leaf (`::name`) directives
 * become the text they were written as, so no visible text is lost. */
function restoreOtherDirectives(tree: Root, doc: string): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if ((node.type !== "textDirective" && node.type !== "leafDirective") || !parent || index === undefined) return;
    const { start, end } = node.position!;
    const text: Text = { type: "text", value: doc.slice(start.offset, end.offset), position: node.position };
    if (node.type === "leafDirective") {
      parent.children[index] = { type: "paragraph", children: [text], position: node.position };
      return SKIP;
    }
    // One text node, as the parser gives for text without a directive.
    const siblings = parent.children as Content[];
    siblings[index] = text;
    const first = siblings[index - 1]?.type === "text" ? index - 1 : index;
    const last = siblings[index + 1]?.type === "text" ? index + 1 : index;
    const run = siblings.slice(first, last + 1) as Text[];
    siblings.splice(first, run.length, {
      type: "text",
      value: run.map((t) => t.value).join(""),
      position: { start: run[0].position!.start, end: run.at(-1)!.position!.end },
    });
    return [SKIP, first + 1];
  });
}

const plainText = (node: Content): string =>
  "value" in node ? node.value : "children" in node ? node.children.map(plainText).join("") : "";

/** A closed container ends after its last child, on the line of its closing fence. */
function isClosed(node: ContainerDirective): boolean {
  const last = node.children.at(-1);
  return last
    ? last.position!.end.offset! < node.position!.end.offset!
    : node.position!.end.line > node.position!.start.line;
}

export default function remarkAdmonitions(this: Processor) {
  remarkDirective.call(this);
  const parse = this.Parser as (doc: string, file: VFile) => Root;
  this.Parser = (doc: string, file: VFile) => {
    const tree = parse(doc, file);
    restoreOtherDirectives(tree, doc);
    return tree;
  };

  return (tree: Root, file: VFile) => {
    visit(tree, "paragraph", (node) => {
      const first = node.children[0];
      const opener = first?.type === "text" ? UNBRACKETED_OPENER.exec(first.value) : null;
      if (opener)
        throw new Error(
          `${file.path ?? "MDX"}:${node.position?.start.line ?? 0}: write the admonition's title in brackets: ":::${opener[1]}[Titulek]"`,
        );
    });
    visit(tree, "containerDirective", (node, index, parent) => {
      const where = `${file.path ?? "MDX"}:${node.position?.start.line ?? 0}`;
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name))
        throw new Error(`${where}: unknown admonition ":::${node.name}" (use ${ADMONITION_TYPES.join(", ")})`);
      if (!isClosed(node)) throw new Error(`${where}: ":::${node.name}" has no closing ":::"`);
      // The same children array, so nested admonitions, visited next, are replaced inside the Callout.
      const label = node.children[0]?.data?.directiveLabel ? node.children.shift() : undefined;
      const title = label ? plainText(label).trim() : "";
      const attributes = [{ type: "mdxJsxAttribute", name: "type", value: node.name }];
      if (title) attributes.push({ type: "mdxJsxAttribute", name: "title", value: title });
      parent!.children[index!] = {
        type: "mdxJsxFlowElement",
        name: "Callout",
        attributes,
        children: node.children,
      } as never;
    });
  };
}
