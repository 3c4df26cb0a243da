import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staticBodyFile, writeStaticBodies } from "./body-file";

const page = (route: string, pageContext: Record<string, unknown>) => ({ path: route, result: { pageContext } });
const html = (body: string) => `<html><body><main><div class="x" data-page-body="">${body}</div></main></body></html>`;

describe("staticBodyFile", () => {
  it("publishes the body of a static page beside its page data", () => {
    const file = staticBodyFile("/sms/", html('<h2 id="a">Ceny</h2><p>Text</p>'), page("/sms/", { staticBody: true }));
    expect(file?.file).toBe("page-data/sms/body.json");
    expect(JSON.parse(file!.contents)).toEqual({ html: '<h2 id="a">Ceny</h2><p>Text</p>' });
    expect(staticBodyFile("/", html("<p>Úvod</p>"), page("/", { staticBody: true }))?.file).toBe(
      "page-data/index/body.json",
    );
  });

  it("leaves pages without the flag alone, and fails naming a static page whose HTML has no body", () => {
    expect(staticBodyFile("/ceny/", html("<p>x</p>"), page("/ceny/", {}))).toBeNull();
    expect(staticBodyFile("/docs/a/", html("<p>x</p>"), page("/docs/a/", { staticBody: false }))).toBeNull();
    expect(() => staticBodyFile("/docs/b/", "<main><p>x</p></main>", page("/docs/b/", { staticBody: true }))).toThrow(
      /\/docs\/b\/.*data-page-body/,
    );
  });
});

describe("writeStaticBodies", () => {
  let dir = "";
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes each static page's body file, keeps the page data as it was, and removes stale body files", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"));
    const add = (route: string, context: Record<string, unknown>, body: string) => {
      const folder = route === "/" ? "index" : route.slice(1, -1);
      fs.mkdirSync(path.join(dir, "page-data", folder), { recursive: true });
      fs.writeFileSync(path.join(dir, "page-data", folder, "page-data.json"), JSON.stringify(page(route, context)));
      fs.mkdirSync(path.join(dir, route), { recursive: true });
      fs.writeFileSync(path.join(dir, route, "index.html"), html(body));
    };
    add("/", { staticBody: true }, "<p>Úvod</p>");
    add("/ceny/", {}, "<p>Ceník</p>");
    fs.writeFileSync(path.join(dir, "page-data/ceny/body.json"), '{"html":"stará"}');
    const before = fs.readFileSync(path.join(dir, "page-data/index/page-data.json"), "utf8");
    expect(writeStaticBodies(dir)).toEqual({ pages: 1, problems: [] });
    expect(JSON.parse(fs.readFileSync(path.join(dir, "page-data/index/body.json"), "utf8"))).toEqual({
      html: "<p>Úvod</p>",
    });
    expect(fs.readFileSync(path.join(dir, "page-data/index/page-data.json"), "utf8")).toBe(before);
    expect(fs.existsSync(path.join(dir, "page-data/ceny/body.json"))).toBe(false);
  });
});
