import { landingComponentNames, mdxComponentNames, remarkComponentNames } from "../components/mdx-names";
import { FRONT_MATTER, type ContentProblem } from "../lib/content-problems";

// What `gatsby develop` checks in an MDX file's body, from its syntax tree (the MDX 2 parser
// gatsby-plugin-mdx compiles with), so each problem has its line: internal links and the components
// it uses. The production build finds the same mistakes later and fails on them: a broken link in
// the link guard (src/node/link-guard.ts), an unknown component when its HTML is rendered.

/** A link target or component name and the line it is on. */
export type MdxReference = { value: string; line: number };

/** A link or button as its words and its target (or its intent), with its line. */
export type MdxAction = { words: string; href?: string; intent?: string; component?: string; line: number };

export type MdxSource = {
  /** Root-relative links (`[x](/ceny/)`, `href="/ceny/"`), as written. */
  links: MdxReference[];
  /** Every link and button with literal words: markdown links, `<a>`/`<Link>` and the
   * `secondaryLabel`/`secondaryHref` or `docsLabel`/`docsHref` pairs of sections. */
  actions: MdxAction[];
  /** Capitalised JSX elements the file uses and does not import or define itself. */
  components: MdxReference[];
  /** Why the file cannot be read at all, with its line. */
  syntaxError?: MdxReference;
};

/** A node of the MDX syntax tree (mdast with MDX nodes), as far as the readers here use it. */
export type MdxNode = {
  type: string;
  url?: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  position?: { start: { line: number } };
  /** Expressions and ES blocks: their estree (JSX in `media={<SmsMessage …/>}` is only here). */
  data?: { estree?: unknown };
};
type Node = MdxNode;

/** The front matter block as empty lines, so the body's lines stay the file's. */
export const blankFrontmatter = (source: string) =>
  source.replace(FRONT_MATTER, (block) => block.replace(/[^\n]/g, ""));

/** The literal text under a node (markdown text, inline code, JSX text). */
const textOf = (node: Node): string =>
  typeof node.value === "string" && (node.type === "text" || node.type === "inlineCode")
    ? node.value
    : (node.children ?? []).map(textOf).join("");

/** The button pairs of a section element: `xLabel` with `xHref`, or `secondary` (an intent) with its label. */
function sectionActions(node: Node, line: number): MdxAction[] {
  const literal = new Map<string, string>();
  for (const attribute of node.attributes ?? [])
    if (attribute.type === "mdxJsxAttribute" && attribute.name && typeof attribute.value === "string")
      literal.set(attribute.name, attribute.value);
  const component = node.name ?? undefined;
  const actions: MdxAction[] = [];
  for (const [name, words] of literal) {
    const prefix = /^(\w+)Label$/.exec(name)?.[1];
    if (!prefix || prefix === "primary") continue;
    // Feature's `linkLabel` goes with its `href`.
    const href = literal.get(prefix === "link" ? "href" : `${prefix}Href`);
    actions.push({ words, line, component, href, intent: href ? undefined : literal.get(prefix) });
  }
  return actions;
}

/** Names an ES block of the file (import, export) defines: `import X`, `{ A, B as C }`, `const D`. */
function definedNames(esm: string): string[] {
  const names: string[] = [];
  for (const [, clause] of esm.matchAll(/import\s+([\s\S]*?)\s+from\s/g))
    for (const [, name] of clause.matchAll(/(?:\bas\s+|^|[{,]\s*)([A-Z]\w*)/g)) names.push(name);
  for (const [, name] of esm.matchAll(/\b(?:const|let|var|function|class)\s+([A-Z]\w*)/g)) names.push(name);
  return names;
}

/** The syntax tree of an MDX file, on the file's lines (front matter blanked); throws the parser's
 * error when the file cannot be read. */
export async function parseMdx(source: string): Promise<MdxNode> {
  // An ES module; Gatsby's bundle of gatsby-node turns this into require(), which loads one since
  // Node 20.19 and 22.12.
  const { createProcessor } = await import("@mdx-js/mdx");
  return createProcessor({ format: "mdx" }).parse(blankFrontmatter(source)) as unknown as MdxNode;
}

export async function readMdxSource(source: string): Promise<MdxSource> {
  let tree: Node;
  try {
    tree = await parseMdx(source);
  } catch (error) {
    // Some of the parser's errors carry their place only in the message: "… (7:1-7:7)".
    const { message, line } = error as { message: string; line?: number | null };
    const place = Number(/\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(message)?.[1]);
    return { links: [], actions: [], components: [], syntaxError: { value: message, line: line ?? (place || 1) } };
  }
  const links: MdxReference[] = [];
  const actions: MdxAction[] = [];
  const used: MdxReference[] = [];
  const defined = new Set<string>();
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 1;
    if ((node.type === "link" || node.type === "definition") && node.url) links.push({ value: node.url, line });
    if (node.type === "link" && node.url) actions.push({ words: textOf(node), href: node.url, line });
    if (node.type === "mdxjsEsm" && typeof node.value === "string")
      definedNames(node.value).forEach((n) => defined.add(n));
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const name = node.name?.split(".")[0];
      if (name && /^[A-Z]/.test(name)) used.push({ value: name, line });
      for (const attribute of node.attributes ?? [])
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "href" && typeof attribute.value === "string") {
          links.push({ value: attribute.value, line });
          if (node.name === "a" || node.name === "Link")
            actions.push({ words: textOf(node), href: attribute.value, line });
        }
      actions.push(...sectionActions(node, line));
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return {
    links: links.filter((link) => link.value.startsWith("/") && !link.value.startsWith("//")),
    actions: actions.filter((action) => action.words.trim()),
    components: used.filter((component) => !defined.has(component.value)),
  };
}

const known = {
  everywhere: new Set<string>([...mdxComponentNames, ...remarkComponentNames]),
  pages: new Set<string>(landingComponentNames),
};

/** Components nobody provides: the page would fail to render ("Expected component … to be defined"). */
export function componentProblems(file: string, kind: string, components: readonly MdxReference[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { value: name, line } of components) {
    if (known.everywhere.has(name) || (kind === "pages" && known.pages.has(name))) continue;
    const message = known.pages.has(name)
      ? "je jen pro stránky z content/pages/ (sekce landing pages)"
      : "neznámá komponenta; komponenty, které lze použít, ukazuje /markdown-page/ (content/pages/markdown-page.mdx)";
    problems.push({ file, line, field: `komponenta <${name}>`, message });
  }
  return problems;
}

const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** Internal links without the trailing slash or to a route `exists` does not know. Links to files
 * (`/ceny/cenik.json`) are left to the link guard of the production build. */
export function linkProblems(
  file: string,
  links: readonly MdxReference[],
  exists: (route: string) => boolean,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { value, line } of links) {
    const route = value.split(/[?#]/)[0];
    if (FILE_EXTENSION.test(route)) continue;
    const field = `odkaz „${value}“`;
    if (!route.endsWith("/")) problems.push({ file, line, field, message: `adresa stránky končí lomítkem: ${route}/` });
    else if (!exists(route)) problems.push({ file, line, field, message: "stránka s touto adresou neexistuje" });
  }
  return problems;
}
