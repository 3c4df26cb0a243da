import { describe, expect, it } from "vitest";
import { bodyHtmlOf, staticBodyFile } from "./body-file";

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

  it("takes the body element's inner HTML as the server sent it, nested elements of its tag included", () => {
    const body = '<div class="tabs"><div><p>A<!-- -->b</p></div><input checked=""/></div><p>Konec</p>';
    expect(
      bodyHtmlOf(`<html><body><main><div class="x" data-page-body="">${body}</div><div>patička</div></main>`),
    ).toBe('<div class="tabs"><div><p>Ab</p></div><input checked=""/></div><p>Konec</p>');
    expect(bodyHtmlOf('<article data-page-body=""><p>a</p></article>')).toBe("<p>a</p>");
    expect(bodyHtmlOf('<div data-page-body=""><p>neuzavřené</p>')).toBe("<p>neuzavřené</p>"); // no end: parsed instead
    expect(bodyHtmlOf("<main><p>x</p></main>")).toBeNull();
  });

  it("leaves pages without the flag alone, and fails naming a static page whose HTML has no body", () => {
    expect(staticBodyFile("/ceny/", html("<p>x</p>"), page("/ceny/", {}))).toBeNull();
    expect(staticBodyFile("/docs/a/", html("<p>x</p>"), page("/docs/a/", { staticBody: false }))).toBeNull();
    expect(() => staticBodyFile("/docs/b/", "<main><p>x</p></main>", page("/docs/b/", { staticBody: true }))).toThrow(
      /\/docs\/b\/.*data-page-body/,
    );
  });
});
