import { describe, expect, it } from "vitest";
import { resourceKind } from "./bench-first-visit";

describe("resourceKind", () => {
  const at = (path: string) => `http://127.0.0.1:8080${path}`;
  it("tells a page's data from the app's data, the page and its assets", () => {
    expect(resourceKind(at("/page-data/sms/page-data.json"), "Fetch")).toBe("page-data");
    expect(resourceKind(at("/page-data/index/page-data.json"), "XHR")).toBe("page-data");
    expect(resourceKind(at("/page-data/app-data.json"), "Fetch")).toBe("app-data");
    expect(resourceKind(at("/sms/"), "Document")).toBe("html");
    expect(resourceKind(at("/app-bff25ceaef1266ab52b7.js"), "Script")).toBe("js");
    expect(resourceKind(at("/landing-styles.cfa748ca769a5b7133b0.css"), "Stylesheet")).toBe("css");
    expect(resourceKind(at("/favicon.svg"), "Other")).toBe("other");
    expect(resourceKind(at("/page-data/sq/d/123.json"), "Fetch")).toBe("other");
  });
});
