import { analyzeSms, splitCharacters, type SmsAnalysis } from "../lib/sms-length";
import type { ContentProblem } from "../lib/content-problems";
import { parseMdx, type MdxNode } from "./mdx-source";

// The SMS the site's mock-ups show, read from an MDX file's syntax tree (src/node/mdx-source.ts),
// and what is wrong with them: the site tells customers to write without diacritics (a Czech
// letter such as „č“ is not in GSM-7, so the whole SMS goes as UCS-2: 70 characters instead of
// 160, parts of 67 instead of 153), so an example that ignores its own advice would cost twice.
// Every count comes from src/lib/sms-length.ts, the counter the send and the length tool use.

/** Who writes a text of a mock-up: the business sending through Depeše, or its customer. */
export type SmsAuthor = "business" | "customer";

export type SmsMockupText = {
  /** The component showing it: `SmsMessage`, `OtpMessage`, `SharedInbox`… */
  component: string;
  /** Where the text is: `children`, a prop (`answer`, `reply`, `text`) or `messages[1]`. */
  field: string;
  author: SmsAuthor;
  /** The text as the reader sees it, whitespace collapsed as the browser does; placeholders such as
   * `{{ person.first_name }}` are text. */
  text: string;
  /** The component's line in the file. */
  line: number;
  /** How many SMS the page says it takes: the mock-up's `parts` prop, else 1. */
  parts: number;
};

/** What a text of the kind of JSX elements read here is made of: estree JSX or an MDX element. */
type Element = {
  name: string;
  line: number;
  /** Static attribute values (strings, numbers, arrays of them); `undefined` for what is computed. */
  attributes: Map<string, unknown>;
  /** The children's text, or undefined when a child is computed. */
  text: string | undefined;
};

type Estree = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Estree =>
  typeof value === "object" && value !== null && typeof (value as Estree).type === "string";
const lineOf = (node: Estree) => (node.loc as { start: { line: number } } | undefined)?.start.line ?? 1;

/** Not a static value (a variable, a call): the reader cannot know it. */
const COMPUTED = Symbol("computed");

/** The value of a literal expression: a string, number, template without `${}`, array of those. */
function staticValue(node: unknown): unknown {
  if (!isNode(node)) return COMPUTED;
  switch (node.type) {
    case "Literal":
      return node.value;
    case "TemplateLiteral":
      return (node.expressions as unknown[]).length
        ? COMPUTED
        : (node.quasis as { value: { cooked: string } }[])[0].value.cooked;
    case "ArrayExpression":
      return (node.elements as unknown[]).map(staticValue);
    case "UnaryExpression":
      return node.operator === "-" && typeof staticValue(node.argument) === "number"
        ? -(staticValue(node.argument) as number)
        : COMPUTED;
    default:
      return COMPUTED;
  }
}

/** The value of an MDX expression (`{"…"}`, `={[…]}`) from its estree. */
function expressionValue(node: { data?: { estree?: unknown } }): unknown {
  const program = node.data?.estree as { body?: { type: string; expression?: unknown }[] } | undefined;
  const statement = program?.body?.[0];
  return program?.body?.length === 1 && statement?.type === "ExpressionStatement"
    ? staticValue(statement.expression)
    : COMPUTED;
}

/** React's rule for text between JSX tags: lines trimmed where they break, blank lines dropped. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  return lines
    .map((line, i) => {
      let part = line.replace(/\t/g, " ");
      if (i > 0) part = part.replace(/^ +/, "");
      if (i < lines.length - 1) part = part.replace(/ +$/, "");
      return part;
    })
    .filter((part, i) => part || i === 0 || i === lines.length - 1)
    .join(" ");
}

/** The text of estree JSX children, or undefined when one is computed. */
function estreeChildrenText(children: Estree[]): string | undefined {
  let text = "";
  for (const child of children) {
    if (child.type === "JSXText") text += jsxText(child.value as string);
    else if (child.type === "JSXExpressionContainer") {
      if ((child.expression as Estree).type === "JSXEmptyExpression") continue; // {/* comment */}
      const value = staticValue(child.expression);
      if (typeof value !== "string" && typeof value !== "number") return undefined;
      text += String(value);
    } else if (child.type === "JSXElement" && elementName(child) === "br") text += "\n";
    else if (child.type === "JSXElement" || child.type === "JSXFragment") {
      const inner = estreeChildrenText(child.children as Estree[]);
      if (inner === undefined) return undefined;
      text += inner;
    } else return undefined;
  }
  return text;
}

/** `SmsMessage` for `<SmsMessage>`, `Tabs` for `<Tabs.Tab>`. */
function elementName(node: Estree): string {
  let name = (node.openingElement as { name: Estree }).name;
  while (name.type === "JSXMemberExpression") name = name.object as Estree;
  return typeof name.name === "string" ? name.name : "";
}

function estreeElement(node: Estree): Element {
  const opening = node.openingElement as { attributes: Estree[] };
  const attributes = new Map<string, unknown>();
  for (const attribute of opening.attributes) {
    if (attribute.type !== "JSXAttribute") continue;
    const key = (attribute.name as { name: string }).name;
    const value = attribute.value as Estree | null;
    attributes.set(
      key,
      value === null
        ? true
        : value.type === "JSXExpressionContainer"
          ? staticValue(value.expression)
          : value.type === "Literal"
            ? value.value
            : COMPUTED,
    );
  }
  return {
    name: elementName(node),
    line: lineOf(node),
    attributes,
    text: estreeChildrenText(node.children as Estree[]),
  };
}

/** Every JSX element of an estree (an attribute's expression, an ES block), nested ones too. */
function estreeElements(node: unknown, out: Element[]): void {
  if (Array.isArray(node)) {
    for (const item of node) estreeElements(item, out);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === "JSXElement") out.push(estreeElement(node));
  for (const [key, value] of Object.entries(node))
    if (key !== "loc" && key !== "range" && typeof value === "object") estreeElements(value, out);
}

/** The text of an MDX element's children as the page shows it; paragraphs are lines of the SMS. */
function mdxChildrenText(children: MdxNode[]): string | undefined {
  const parts: string[] = [];
  for (const child of children) {
    if (child.type === "text" || child.type === "inlineCode") parts.push(String(child.value));
    else if (child.type === "mdxTextExpression" || child.type === "mdxFlowExpression") {
      const value = expressionValue(child);
      if (typeof value !== "string" && typeof value !== "number") return undefined;
      parts.push(String(value));
    } else if (child.type === "break" || (child.type === "mdxJsxTextElement" && child.name === "br")) parts.push("\n");
    else {
      const inner = mdxChildrenText(child.children ?? []);
      if (inner === undefined) return undefined;
      parts.push(child.type === "paragraph" && parts.length ? `\n${inner}` : inner);
    }
  }
  return parts.join("");
}

/** Every JSX element of an MDX tree: the elements themselves and the JSX in their attributes'
 * expressions (`media={<SmsMessage …/>}`) and in other expressions. */
function mdxElements(node: MdxNode, out: Element[]): void {
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    const attributes = new Map<string, unknown>();
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== "mdxJsxAttribute" || !attribute.name) continue;
      const value = attribute.value as string | null | { type: string; data?: { estree?: unknown } };
      if (value === null) attributes.set(attribute.name, true);
      else if (typeof value === "string") attributes.set(attribute.name, value);
      else {
        attributes.set(attribute.name, expressionValue(value));
        estreeElements(value.data?.estree, out);
      }
    }
    out.push({
      name: node.name?.split(".")[0] ?? "",
      line: node.position?.start.line ?? 1,
      attributes,
      text: mdxChildrenText(node.children ?? []),
    });
  } else if (node.data?.estree) estreeElements(node.data.estree, out);
  node.children?.forEach((child) => mdxElements(child, out));
}

/** The SMS texts of one mock-up element, by who writes them; empty for other elements. */
function mockupTexts(element: Element): Omit<SmsMockupText, "component" | "line" | "parts">[] {
  const texts: Omit<SmsMockupText, "component" | "line" | "parts">[] = [];
  const prop = (field: string, author: SmsAuthor) => {
    const value = element.attributes.get(field);
    if (typeof value === "string") texts.push({ field, author, text: value });
  };
  // The sender's earlier SMS in the thread (`before={[["včera 8:02", "…"]]}`).
  const before = () => {
    const messages = element.attributes.get("before");
    if (Array.isArray(messages))
      messages.forEach((message: unknown, i) => {
        if (Array.isArray(message) && typeof message[1] === "string")
          texts.push({ field: `before[${i}]`, author: "business", text: message[1] });
      });
  };
  const children = (author: SmsAuthor) => {
    if (element.text !== undefined) texts.push({ field: "children", author, text: element.text });
  };
  switch (element.name) {
    case "SmsMessage":
      before();
      children("business");
      prop("reply", "customer");
      prop("answer", "business");
      break;
    case "OtpMessage":
      before();
      children("business");
      break;
    // The web app's and extensions' editors: the text is the SMS about to be sent.
    case "CampaignEditor":
    case "ChromePopup":
    case "MacAppWindow":
      prop("text", "business");
      break;
    case "SharedInbox": {
      const channel = element.attributes.get("channel");
      if (channel !== undefined && channel !== "SMS") break; // WhatsApp has no SMS parts
      const messages = element.attributes.get("messages");
      if (!Array.isArray(messages)) break;
      messages.forEach((message: unknown, i) => {
        if (!Array.isArray(message) || typeof message[1] !== "string") return;
        const author = message[0] === "out" ? "business" : "customer";
        texts.push({ field: `messages[${i}]`, author, text: message[1] });
      });
      break;
    }
    // PriceCalculator is left out on purpose: it compares the cost of a text with and without
    // diacritics, and WhatsApp, Viber, RCS and the chat window are no SMS.
  }
  return texts;
}

/** The SMS the mock-ups of an MDX file show, in the file's order. Throws when it cannot be read. */
export async function smsMockups(source: string): Promise<SmsMockupText[]> {
  const elements: Element[] = [];
  mdxElements(await parseMdx(source), elements);
  elements.sort((a, b) => a.line - b.line);
  return elements.flatMap((element) => {
    const declared = element.attributes.get("parts");
    const parts = typeof declared === "number" ? declared : Number(declared) || 1;
    return mockupTexts(element).map((text) => ({
      ...text,
      text: text.text
        .replace(/[ \t]*\n[ \t]*/g, "\n")
        .replace(/[ \t]+/g, " ")
        .trim(),
      component: element.name,
      line: element.line,
      parts,
    }));
  });
}

/** A character as a problem names it: a space other than the plain one by its code. */
const shown = (character: string) =>
  /^\s$/u.test(character) ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : character;

/** „158 znaků“, and the septets when the extension table's characters (`{`, `€`…) take two. */
const length = ({ characters, units }: SmsAnalysis) =>
  `${characters} znaků${units === characters ? "" : ` (${units} míst, { } [ ] ~ ^ | \\ € zaberou dvě)`}`;

/** A page that tells its readers to write without diacritics (or without háčky and čárky). */
export const advisesPlainText = (source: string) => /bez\s+(diakritiky|háčků)/i.test(source);

/**
 * What is wrong with the mock-up SMS of an MDX file, with its line:
 *
 * - A text the business sends has a character outside GSM-7, on every page. The site gives the
 *   advice everywhere it talks about length (home, /sms/, FAQ, the length tool, the help) and every
 *   mock-up is an example of what a customer of Depeše sends, so none may cost more than its plain
 *   twin. A customer's reply is free to receive, so it keeps its háčky unless the page itself says
 *   „bez diakritiky“: there every SMS bubble follows the page's advice.
 * - A text takes more SMS than the mock-up says: 1 unless it declares `parts={2}` (a prop the
 *   components accept for exactly this; no phone shows the parts).
 */
export async function smsMockupProblems(file: string, source: string): Promise<ContentProblem[]> {
  let mockups: SmsMockupText[];
  try {
    mockups = await smsMockups(source);
  } catch (error) {
    const { message, line } = error as { message: string; line?: number | null };
    return [{ file, line: line ?? undefined, field: "MDX", message }];
  }
  const plainPage = advisesPlainText(source);
  const problems: ContentProblem[] = [];
  for (const { component, field, author, text, line, parts } of mockups) {
    if (author === "customer" && !plainPage) continue;
    const sms = analyzeSms(text);
    const where = `<${component}> ${field}`;
    if (sms.encoding === "UCS-2") {
      const characters = splitCharacters(text);
      const found = [...new Set(sms.ucs2Positions.map((i) => characters[i]))].map(shown).join(" ");
      problems.push({
        file,
        line,
        field: where,
        message: `znaky mimo GSM-7 (${found}) pošlou SMS jako UCS-2 na ${sms.segments} SMS; pište bez diakritiky: „${text}“`,
      });
    } else if (sms.segments > parts)
      problems.push({
        file,
        line,
        field: where,
        message: `${length(sms)} je ${sms.segments} SMS, ukázka má být na ${parts}; zkraťte text, nebo uveďte parts={${sms.segments}}: „${text}“`,
      });
  }
  return problems;
}
