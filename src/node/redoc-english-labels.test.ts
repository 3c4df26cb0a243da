import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import ts from "typescript";
import { czechLabel } from "../components/ApiReference/czech-labels";
import { unknownRedocLabels } from "./redoc-english-labels";

const require = createRequire(import.meta.url);

// The build checks Redoc's rendering in happy-dom (src/node/api-reference-html.ts); so does this.
const window = new Window();
afterAll(() => window.happyDOM.close());

const rendering = (html: string) => {
  const root = window.document.createElement("div");
  root.innerHTML = html;
  return root as unknown as Element;
};

const SPEC = {
  info: { title: "Depeše JSON API v1", description: "Ověření probíhá API klíčem v hlavičce `X-Api-Key`." },
  paths: {
    "/messages": {
      post: {
        summary: "Odeslání zprávy",
        "x-codeSamples": [{ lang: "PHP", source: "Copy this" }],
        parameters: [{ name: "ids", in: "query", example: ["a1", "b2"] }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["to"],
                properties: { to: { type: "string", description: "Telefonní čísla příjemců ve formátu E.164." } },
              },
            },
          },
        },
      },
    },
  },
};

// Markup as Redoc 2.5 renders it: its labels around the specification's names and prose.
const REDOC = `<div class="redoc-wrap">
  <div class="api-info"><h1>Depeše JSON API v1 <span>(1.0.0)</span></h1>
    <div class="redoc-markdown"><p>Ověření probíhá API klíčem v hlavičce <code>X-Api-Key</code>.</p></div></div>
  <div data-section-id="operation/send" id="operation/send"><h2>Odeslání zprávy</h2>
    <a href="#operation/send" aria-label="operation/send"></a>
    <span type="post" class="operation-type post">post</span>
    <h5>query<!-- --> Parameters</h5><div>ids=a1,b2</div>
    <h5>Request Body schema: <span>application/json</span></h5>
    <table><tr><td><span class="property-name">to</span><div>required</div></td>
      <td><span>string</span><div><p>Telefonní čísla příjemců ve formátu E.164.</p></div></td></tr></table>
    <h3>Ukázky požadavků</h3><ul role="tablist"><li role="tab">PHP</li></ul><button> Expand all </button><button>Copy</button>
    <pre><code>curl -X POST https://api.depese.cz/v1/messages</code></pre>
    <div class="redoc-json"><code>{ "to": "Sample text" }</code></div>
  </div></div>`;

describe("unknownRedocLabels", () => {
  it("passes a rendering whose texts are the specification's or labels the translation knows", () => {
    expect(unknownRedocLabels(rendering(REDOC), SPEC)).toEqual([]);
  });

  it("names an English label of Redoc's that the translation does not know, in text or in an attribute", () => {
    const root = rendering(REDOC.replace("<h3>", '<h3>Try it out</h3><button title="Show all fields">…</button><h3>'));
    expect(unknownRedocLabels(root, SPEC)).toEqual(["Try it out", "Show all fields"]);
  });

  it("names a label the translation does not know even when it looks like data beside the specification's", () => {
    const root = rendering(REDOC.replace("<div>required</div>", "<div>required</div><div>Nullable</div>"));
    expect(unknownRedocLabels(root, SPEC)).toEqual(["Nullable"]);
  });

  it("names each unknown label once", () => {
    const root = rendering(REDOC.replace("<h3>", "<span>Webhooks</span><span>Webhooks</span><h3>"));
    expect(unknownRedocLabels(root, SPEC)).toEqual(["Webhooks"]);
  });
});

// Redoc 2.5's own texts, read from its components' source (the source map it publishes): each is
// known to the translation, or named here with the reason the reference never shows it.
const NEVER_SHOWN: Record<string, string> = {
  "Loading ...": "the spinner of Redoc's standalone loader; the page shows its own (options.hideLoading)",
  "API docs by Redocly": "the menu's credit, left out of the build's rendering and hidden in live Redoc",
  schema: "menu entries of schemas: the reference has no models section",
  "parameter name:": "inside <SecurityDefinitions>, which neither specification's description uses",
  Parameters: "the second half of a heading, translated with its place (PARAMETER_PLACES)",
  "Search...": "the search box (options.disableSearch)",
  Search: "the search box (options.disableSearch)",
  "redocly logo": "the credit's logo (above)",
};

const SHOWN_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "label"];

function redocComponentTexts(): string[] {
  const map = JSON.parse(fs.readFileSync(require.resolve("redoc/bundles/redoc.lib.js.map"), "utf8")) as {
    sources: string[];
    sourcesContent: string[];
  };
  const texts = new Set<string>();
  map.sources.forEach((source, index) => {
    if (!/\/src\/components\/.*\.tsx$/.test(source)) return;
    const file = ts.createSourceFile(
      source,
      map.sourcesContent[index],
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      // Text between tags, and strings put there or in an attribute a reader hears or sees.
      const shown = (parent: ts.Node): boolean =>
        ts.isJsxElement(parent) ||
        ts.isJsxFragment(parent) ||
        (ts.isJsxAttribute(parent) && SHOWN_ATTRIBUTES.includes(parent.name.getText())) ||
        (ts.isJsxExpression(parent) && shown(parent.parent));
      const text = ts.isJsxText(node) || (ts.isStringLiteral(node) && shown(node.parent)) ? node.text : "";
      const words = text.replace(/\s+/g, " ").trim();
      if (/^[A-Za-z][\w .:…-]*$/.test(words) && !/^\d|em$|px$/.test(words)) texts.add(words);
      ts.forEachChild(node, visit);
    };
    visit(file);
  });
  return [...texts];
}

describe("Redoc's own texts", () => {
  it("are each known to the translation or named as never shown", () => {
    const texts = redocComponentTexts();
    // The source map is read: Redoc's best-known labels are among the texts found.
    expect(texts).toEqual(expect.arrayContaining(["Expand all", "Request Body schema:", "required"]));
    expect(texts.filter((text) => czechLabel(text) === null && !(text in NEVER_SHOWN))).toEqual([]);
  });
});
