// Redoc 2.5 lets only a few of its labels be set (options.labels); the rest of its interface is
// English text in its components. This translates those texts in place after Redoc renders, so
// the reference pages read in Czech (docs/product-spec.md §9: Czech only). API data (field
// names, types, formats, examples) is never touched: only whole texts known to be Redoc's own,
// and the prose of the specification gets Czech typography's non-breaking spaces.

import { czechTypography } from "../../lib/typography";

const EXACT: Record<string, string> = {
  required: "povinné",
  "Content type": "Typ obsahu",
  Copy: "Kopírovat",
  Copied: "Zkopírováno",
  "Expand all": "Rozbalit vše",
  "Collapse all": "Sbalit vše",
  "Authorizations:": "Autorizace:",
  "Response Schema:": "Schéma odpovědi:",
  "Request Body schema:": "Schéma těla požadavku:",
  Payload: "Tělo",
  Example: "Příklad",
  Deprecated: "Zastaralé",
  Callbacks: "Zpětná volání",
  // A webhook's badge beside its title; the menu calls it the same (options.labels.webhook).
  Webhook: "Událost",
  "Request samples": "Ukázky požadavků",
  "API Key": "API klíč",
  "Security Scheme Type:": "Typ zabezpečení:",
  "Header parameter name:": "Název hlavičky:",
  "Bearer format:": "Formát tokenu:",
  "Flow type:": "Typ toku:",
  "Scopes:": "Rozsahy:",
  "License:": "Licence:",
  "non-empty": "neprázdné",
  "(non-empty)": "(neprázdné)",
  unique: "jedinečné položky",
  objects: "objektů",
  strings: "řetězců",
  integers: "celých čísel",
  numbers: "čísel",
  booleans: "logických hodnot",
  "string or null": "string nebo null",
  "integer or null": "integer nebo null",
  "object or null": "object nebo null",
  expand: "rozbalit",
  collapse: "sbalit",
  "Not supported in your browser": "Prohlížeč kopírování nepodporuje",
  "Response Headers": "Hlavičky odpovědi",
  // An operation whose security list allows calling it without any scheme.
  None: "Žádná",
  "URL:": "Web:",
  "[ items": "[ položky",
  Array: "Pole",
  "additional property": "další vlastnost",
  "pattern property": "vlastnost podle vzoru",
  // Redoc's own name for the keys of additionalProperties (the spec can rename it with
  // x-additionalPropertiesName).
  "property name*": "název klíče*",
  optional: "nepovinné",
  "No sample": "Bez ukázky",
  "Schema not provided": "Schéma není uvedeno",
  "Callback payload samples": "Ukázky těla zpětného volání",
  Description: "Popis",
  "Terms of Service": "Podmínky použití",
  "Show pattern": "Zobrazit vzor",
  "Hide pattern": "Skrýt vzor",
  "Query parameter name:": "Název parametru dotazu:",
  "Cookie parameter name:": "Název cookie:",
  "HTTP Authorization Scheme:": "Schéma autorizace HTTP:",
  "Required scopes:": "Požadované rozsahy:",
  "Authorization URL:": "Adresa autorizace:",
  "Token URL:": "Adresa tokenu:",
  "Refresh URL:": "Adresa obnovení tokenu:",
  "Connect URL:": "Adresa OpenID Connect:",
  // Live Redoc only: an external example while it loads or when it fails, the callbacks' samples.
  "Loading...": "Načítání…",
  "Error loading external example:": "Externí příklad se nepodařilo načíst:",
  Callback: "Zpětné volání",
  // Live Redoc's error screen, should it fail while rendering.
  "Something went wrong...": "Něco se pokazilo…",
  "Stack trace": "Výpis zásobníku",
  "ReDoc Version:": "Verze Redocu:",
  "Commit:": "Revize:",
};

/** "path" + " Parameters" are two texts in Redoc's markup: the place names its heading. */
export const PARAMETER_PLACES: Record<string, string> = {
  path: "Parametry cesty",
  query: "Parametry dotazu",
  header: "Parametry hlavičky",
  cookie: "Parametry cookie",
};

const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^(<=|>=|<|>|=) (\d+) characters$/, (op, n) => `${op.replace("<=", "≤").replace(">=", "≥")} ${n} znaků`],
  [/^\[ (\d+) \.\. (\d+) \] characters$/, (a, b) => `[ ${a} .. ${b} ] znaků`],
  [/^(<=|>=|<|>|=) (\d+) items$/, (op, n) => `${op.replace("<=", "≤").replace(">=", "≥")} ${n} položek`],
  [/^\[ (\d+) \.\. (\d+) \] items$/, (a, b) => `[ ${a} .. ${b} ] položek`],
  // The same limits in parentheses after "Array" (an array nested in a schema).
  [/^\((<=|>=|<|>|=) (\d+) items\)$/, (op, n) => `(${op.replace("<=", "≤").replace(">=", "≥")} ${n} položek)`],
  [/^\(\[ (\d+) \.\. (\d+) \] items\)$/, (a, b) => `([ ${a} .. ${b} ] položek)`],
  [/^expand (.+)$/, (name) => `rozbalit ${name}`],
  [/^collapse (.+)$/, (name) => `sbalit ${name}`],
];

/** The Czech for one of Redoc's own texts (surrounding spaces kept), or null for anything else. */
export function czechLabel(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const [lead, tail] = [text.slice(0, text.indexOf(trimmed)), text.slice(text.indexOf(trimmed) + trimmed.length)];
  const exact = EXACT[trimmed];
  if (exact) return lead + exact + tail;
  for (const [pattern, render] of PATTERNS) {
    const match = trimmed.match(pattern);
    if (match) return lead + render(...match.slice(1)) + tail;
  }
  return null;
}

const ATTRIBUTES = ["aria-label", "title"];
// The DOM's node types as numbers: the build translates its rendering of Redoc in a DOM of its own
// (src/node/api-reference-html.ts), where the global Node does not exist.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** Elements whose text is code or data (Redoc's JSON samples included): typography leaves it. */
const CODE = new Set(["code", "pre", "kbd", "samp", "svg"]);
const isCode = (element: Element) => CODE.has(element.localName) || element.classList.contains("redoc-json");
/** A value Redoc shows in quotes (example, default, enum): data, not prose. */
const QUOTED = /^\s*".*"\s*$/s;

type TextNode = { node: Node; prose: boolean };

function textNodes(root: Node, out: TextNode[] = [], prose = true): TextNode[] {
  // childNodes, not nextSibling: happy-dom, which the build translates in, ends a parent's
  // nextSibling chain at a <select>.
  for (const child of Array.from(root.childNodes)) {
    if (child.nodeType === TEXT_NODE) out.push({ node: child, prose });
    else if (child.nodeType === ELEMENT_NODE) textNodes(child, out, prose && !isCode(child as Element));
  }
  return out;
}

/** Czech non-breaking spaces in the specification's prose (descriptions, summaries, headings), as
 * the rest of the site has them; a text followed by another node (a link, code) continues into it. */
function typeset(node: Node, text: string): string {
  return QUOTED.test(text) ? text : czechTypography(text, { continues: node.nextSibling !== null });
}

/** Translates Redoc's texts and labels below `root`, sets its prose in Czech typography and puts
 * its code samples in the tab order; returns how many texts it changed. */
export function translateRedoc(root: Element): number {
  let changed = 0;
  for (const { node, prose } of textNodes(root)) {
    const text = node.nodeValue ?? "";
    if (text.trim() === "Parameters") {
      let previous = node.previousSibling;
      while (previous && previous.nodeType === COMMENT_NODE) previous = previous.previousSibling;
      const place = previous?.nodeType === TEXT_NODE ? PARAMETER_PLACES[(previous.nodeValue ?? "").trim()] : undefined;
      if (previous && place) {
        previous.nodeValue = place;
        node.nodeValue = "";
        changed++;
      }
      continue;
    }
    const label = czechLabel(text);
    const czech = label ?? (prose ? typeset(node, text) : text);
    if (czech !== text) {
      node.nodeValue = czech;
      changed++;
    }
  }
  for (const element of Array.from(root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(",")))) {
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      const czech = value === null ? null : czechLabel(value);
      if (czech !== null && czech !== value) {
        element.setAttribute(attribute, czech);
        changed++;
      }
    }
  }
  // Not a label, but the same pass over Redoc's markup: its code samples scroll sideways, and a
  // keyboard can scroll them only when they take focus (WCAG 2.1.1).
  for (const pre of Array.from(root.querySelectorAll("pre:not([tabindex])"))) pre.setAttribute("tabindex", "0");
  return changed;
}

/** Keeps Redoc in Czech while it re-renders (expanding a schema, switching a sample tab…). */
export function keepRedocCzech(root: Element): () => void {
  translateRedoc(root);
  const observer = new MutationObserver(() => translateRedoc(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRIBUTES,
  });
  return () => observer.disconnect();
}
