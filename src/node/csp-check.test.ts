import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scriptHash } from "../../server/csp";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement } from "../../plugins/gatsby-overrides/after-first-paint";
import { inlineScripts } from "../lib/inline-scripts";
import { cspReader, policyProblems } from "./csp-check";
import { runPipeline } from "../../plugins/gatsby-overrides/post-build/pipeline";

const allowed = new Set(inlineScripts().map(scriptHash));
const page = (body: string) =>
  `<!DOCTYPE html><html><head>${inlineScripts()
    .slice(0, -1)
    .map((script) => `<script>${script}</script>`)
    .join("")}<script type="application/ld+json">{"@type":"FAQPage"}</script><style>a{color:red}</style></head>` +
  `<body><h1>Ceník</h1>${body}${bootDataElement({ globals: { pagePath: "/" }, bundles: ["/app-1.js"] })}` +
  `<script>${AFTER_FIRST_PAINT_SCRIPT}</script></body></html>`;

describe("policyProblems", () => {
  it("accepts the site's own inline scripts, data blocks and external scripts", () => {
    expect(policyProblems(page('<script src="/app-1.js" async></script><p>onclick=x</p>'), allowed)).toEqual([]);
  });

  it("names an inline script the policy does not allow by how it starts and its hash", () => {
    const script = 'window.pagePath="/ceny/";';
    expect(policyProblems(page(`<script>${script}</script>`), allowed)).toEqual([
      `inline script "window.pagePath=\\"/ceny/\\";" (${scriptHash(script)})`,
    ]);
    expect(policyProblems(page('<script type="module">import("/x.js")</script>'), allowed)).toHaveLength(1);
    expect(policyProblems(page('<script type="text/javascript">1</script>'), allowed)).toHaveLength(1);
  });

  it("finds a script that differs from an allowed one by a single character", () => {
    expect(policyProblems(page(`<script>${AFTER_FIRST_PAINT_SCRIPT} </script>`), allowed)).toHaveLength(1);
  });

  it("finds event handler attributes and javascript: addresses, not text that looks like them", () => {
    expect(policyProblems(page('<img src="/a.png" alt="a > b" onerror="x()">'), allowed)).toEqual([
      'event handler onerror in "<img"',
    ]);
    expect(policyProblems(page("<button type=\"button\" onClick='go()'>Jít</button>"), allowed)).toHaveLength(1);
    expect(policyProblems(page('<a href="javascript:void(0)">x</a>'), allowed)).toEqual(["a javascript: address"]);
    expect(policyProblems(page('<p title="x onclick=y">onload=1</p><style>.onclick{}</style>'), allowed)).toEqual([]);
  });
});

describe("cspReader (the post-build pipeline)", () => {
  function build(pages: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-csp-"));
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
    const reader = cspReader();
    return { ...runPipeline(dir, [], [reader]), reader };
  }

  it("fails the build naming the page and the script", () => {
    const { problems } = build({
      "index.html": page(""),
      "ceny/index.html": page('<script>window.___chunkMapping="{}";</script>'),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Content-Security-Policy: 1 inline script/);
    expect(problems[0]).toContain('ceny/index.html: inline script "window.___chunkMapping=\\"{}\\";"');
    expect(problems[0]).not.toContain(" index.html");
  });

  it("passes a build whose pages run only allowed scripts, and skips Gatsby's slice fragments", () => {
    const { problems, reader } = build({
      "index.html": page(""),
      "_gatsby/slices/_gatsby-scripts-1.html": '<script>window.___webpackCompilationHash="1";</script>',
    });
    expect(problems).toEqual([]);
    expect(reader.summary!()).toBe("every page runs only the inline scripts the policy allows.");
  });
});
