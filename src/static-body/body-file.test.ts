import { describe, expect, it } from "vitest";
import { staticBodyFile } from "./body-file";

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
