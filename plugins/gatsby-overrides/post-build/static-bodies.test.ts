import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtPage, runPipeline } from "./pipeline";
import { staticBodiesReader } from "./static-bodies";

const html = (body: string) => `<html><body><main><div class="x" data-page-body="">${body}</div></main></body></html>`;

describe("staticBodiesReader", () => {
  let dir = "";
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const add = (route: string, pageContext: Record<string, unknown>, body: string) => {
    const folder = route === "/" ? "index" : route.slice(1, -1);
    fs.mkdirSync(path.join(dir, "page-data", folder), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "page-data", folder, "page-data.json"),
      JSON.stringify({ path: route, result: { pageContext } }),
    );
    fs.mkdirSync(path.join(dir, route), { recursive: true });
    fs.writeFileSync(path.join(dir, route, "index.html"), body);
  };

  it("writes each static page's body file in the pass, keeps the page data and removes stale body files", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"));
    add("/", { staticBody: true }, html("<p>Úvod</p>"));
    add("/ceny/", {}, html("<p>Ceník</p>"));
    fs.writeFileSync(path.join(dir, "page-data/ceny/body.json"), '{"html":"stará"}');
    const before = fs.readFileSync(path.join(dir, "page-data/index/page-data.json"), "utf8");
    const reader = staticBodiesReader(dir);
    expect(runPipeline(dir, [], [reader]).problems).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "page-data/index/body.json"), "utf8"))).toEqual({
      html: "<p>Úvod</p>",
    });
    expect(fs.readFileSync(path.join(dir, "page-data/index/page-data.json"), "utf8")).toBe(before);
    expect(fs.existsSync(path.join(dir, "page-data/ceny/body.json"))).toBe(false);
    expect(reader.summary?.()).toMatch(/^1 static pages.*1 stale/);
  });

  it("keeps the body file of a page unchanged since the last pass without reading the page", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"));
    add("/", { staticBody: true }, html("<p>Úvod</p>"));
    expect(runPipeline(dir, [], [staticBodiesReader(dir)]).problems).toEqual([]);
    const reader = staticBodiesReader(dir);
    expect(reader.unchanged?.(builtPage("index.html"))).toBe(true);
    expect(reader.finish?.()).toEqual([]);
    expect(fs.existsSync(path.join(dir, "page-data/index/body.json"))).toBe(true);
    expect(reader.unchanged?.(builtPage("ceny/index.html"))).toBe(false); // no body file: read it
  });

  it("fails naming a static page whose HTML has no body", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"));
    add("/docs/b/", { staticBody: true }, "<main><p>x</p></main>");
    const { problems } = runPipeline(dir, [], [staticBodiesReader(dir)]);
    expect(problems).toEqual([expect.stringMatching(/static page bodies: \/docs\/b\/.*data-page-body/)]);
  });
});
