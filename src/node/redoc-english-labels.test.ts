import { afterAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { unknownRedocLabels } from "./redoc-english-labels";

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
