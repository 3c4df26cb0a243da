import { czechLabel, PARAMETER_PLACES } from "../components/ApiReference/czech-labels";
import { redocOptions } from "../components/ApiReference/options";

// The build's check that Redoc's rendering of a reference has no English label left: every text
// Redoc rendered (before the Czech translation) is either from the specification, or known to the
// translation (src/components/ApiReference/czech-labels.ts), or one of the labels Redoc lets us set
// (options.labels), or has no letters. Anything else is a label of Redoc's own that a Redoc update
// added or that no one translated, and the build names it.

/** Elements whose text is the specification's code or data (samples, JSON examples, prose). */
const DATA = new Set(["pre", "code", "svg", "style"]);
const isData = (element: Element) =>
  DATA.has(element.localName) ||
  element.classList.contains("redoc-json") ||
  element.classList.contains("redoc-markdown");
/** The operation's method, as Redoc shows it in the menu (`del` for delete, `hook` for a webhook). */
const METHODS = new Set(["get", "post", "put", "patch", "delete", "del", "options", "head", "trace", "hook"]);
/** The keys of these maps are names chosen by the specification's authors, shown as they are. */
const NAMED_MAPS = new Set([
  "paths",
  "webhooks",
  "callbacks",
  "properties",
  "patternProperties",
  "responses",
  "content",
  "headers",
  "examples",
  "schemas",
  "securitySchemes",
  "scopes",
  "mapping",
  "variables",
]);
const ATTRIBUTES = ["aria-label", "title"];
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** The specification's texts: every value, and the keys that are names (not OpenAPI's keywords). */
function specTexts(spec: unknown) {
  const values: string[] = [];
  const names = new Set<string>();
  const walk = (value: unknown, key: string) => {
    // The code samples' names are shown as tabs; their code is in <pre>.
    if (key === "x-codeSamples") value = (value as { source?: string }[]).map(({ source, ...names }) => names);
    if (Array.isArray(value)) value.forEach((item) => walk(item, ""));
    else if (value !== null && typeof value === "object")
      for (const [child, item] of Object.entries(value)) {
        if (NAMED_MAPS.has(key)) names.add(child);
        walk(item, child);
      }
    else if (value !== undefined && value !== null) values.push(normalise(String(value)));
  };
  walk(spec, "");
  for (const value of values) names.add(value);
  return { names, prose: `\n${values.join("\n")}\n` };
}

/** Whether `text` occurs in `prose` as whole words (a fragment of a description around a link or code). */
function inProse(prose: string, text: string): boolean {
  const word = /[\p{L}\p{N}]/u;
  for (let at = prose.indexOf(text); at !== -1; at = prose.indexOf(text, at + 1)) {
    const [before, after] = [prose[at - 1] ?? "", prose[at + text.length] ?? ""];
    if (!(word.test(before) && word.test(text[0])) && !(word.test(after) && word.test(text.at(-1)!))) return true;
  }
  return false;
}

/**
 * The English labels of Redoc's own in its rendering `root` (before translation) of `spec` that
 * the Czech translation does not know, each once.
 */
export function unknownRedocLabels(root: Element, spec: unknown): string[] {
  const { names, prose } = specTexts(spec);
  const setLabels = new Set(Object.values(redocOptions.labels).map(normalise));
  const ids = new Set(
    Array.from(root.querySelectorAll("[id], [data-section-id]")).flatMap((e) => [
      e.getAttribute("id"),
      e.getAttribute("data-section-id"),
    ]),
  );
  const known = (raw: string, node?: Node) => {
    const text = normalise(raw);
    const unquoted = text.replace(/^"(.*)"$/, "$1");
    if (!/\p{L}/u.test(text) || czechLabel(text) !== null || setLabels.has(text.replace(/:$/, ""))) return true;
    if (names.has(unquoted) || METHODS.has(text.toLowerCase()) || inProse(prose, unquoted)) return true;
    // A parameter's example as Redoc shows it: name=value, an array's items joined by commas.
    const [name, value] = text.split(/=(.*)/s);
    if (value !== undefined && names.has(name) && value.split(",").every((item) => names.has(item))) return true;
    // "path" + "Parameters": the translation names the heading by its place.
    if (text === "Parameters" && node) {
      let previous = node.previousSibling;
      while (previous?.nodeType === COMMENT_NODE) previous = previous.previousSibling;
      return normalise(previous?.nodeValue ?? "") in PARAMETER_PLACES;
    }
    return false;
  };
  const unknown = new Set<string>();
  const visit = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === TEXT_NODE && !known(child.nodeValue ?? "", child))
        unknown.add(normalise(child.nodeValue!));
      else if (child.nodeType === ELEMENT_NODE && !isData(child as Element)) visit(child);
    }
  };
  visit(root);
  for (const element of Array.from(root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(","))))
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null && !ids.has(value) && !known(value)) unknown.add(normalise(value));
    }
  return [...unknown];
}
