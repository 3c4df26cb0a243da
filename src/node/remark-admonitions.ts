import remarkDirective from "remark-directive";
import { visit, SKIP } from "unist-util-visit";
import type { Content, Parent, Root, Text } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Processor } from "unified";
import type { VFile } from "vfile";

// Remark plugin: admonitions in the directive syntax (remark-directive), as editors write them:
//
//   :::warning Pozor na klidové hodiny
//   Text upozornění, **Markdown** funguje.
//   :::
//
// becomes <Callout type="warning" title="Pozor na klidové hodiny">…</Callout>; `:::warning[Titulek]`
// works too. An unknown type or an opener without its closing ":::" fails the build naming the
// file and line.

export const ADMONITION_TYPES = ["tip", "info", "warning", "danger"] as const;

// Directive syntax wants the title in brackets; the form with a space (Docusaurus's) is a
// paragraph to the parser, so such an opener line gets brackets and the file is parsed again.
const TITLED_OPENER = /^(:{3,}[a-z][\w-]*)[ \t\u00a0]+([^\n]*?)[ \t]*(\r?)$/;
const MAY_HAVE_TITLED_OPENER = /:{3,}[a-z][\w-]*[ \t\u00a0]+\S/;

function bracketTitles(doc: string, tree: Root): string {
  const lines = doc.split("\n");
  visit(tree, "paragraph", (node) => {
    const { line, column } = node.position!.start;
    const text = lines[line - 1];
    lines[line - 1] =
      text.slice(0, column - 1) +
      text
        .slice(column - 1)
        .replace(TITLED_OPENER, (_, opener, title, cr) => `${opener}[${title.replace(/[[\]\\]/g, "\\$&")}]${cr}`);
  });
  return lines.join("\n");
}

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
    let tree = parse(doc, file);
    if (MAY_HAVE_TITLED_OPENER.test(doc)) {
      doc = bracketTitles(doc, tree);
      tree = parse(doc, file);
    }
    restoreOtherDirectives(tree, doc);
    return tree;
  };

  return (tree: Root, file: VFile) => {
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
