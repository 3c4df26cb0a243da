import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse } from "node-html-parser";
import { parse as parseYaml } from "yaml";
import { looseOneLetterWords } from "../lib/typography-check";
import { renderApiReference } from "./api-reference-html";

// Rendering a whole specification with Redoc and translating it in happy-dom takes a few seconds.
describe("renderApiReference", () => {
  it("renders every operation of the specification with Redoc's labels in Czech and its styles", async () => {
    const { html, styles } = await renderApiReference(
      path.resolve("openapi/jsonapi_v1.yaml"),
      "/openapi/jsonapi_v1.yaml",
    );
    const spec = parseYaml(fs.readFileSync("openapi/jsonapi_v1.yaml", "utf8")) as Record<
      "paths" | "webhooks",
      Record<string, Record<string, { operationId?: string }>>
    >;
    // Operations and webhooks: Redoc shows both as operations.
    const operationIds = [...Object.values(spec.paths), ...Object.values(spec.webhooks ?? {})].flatMap((item) =>
      Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
    );
    const root = parse(html);
    const shown = root
      .querySelectorAll("[data-section-id^='operation/']")
      .map((e) => e.getAttribute("data-section-id"));
    expect(shown.sort()).toEqual(operationIds.map((id) => `operation/${id}`).sort());
    expect(root.textContent).toContain("povinné");
    expect(root.textContent).toContain("Rozbalit vše");
    expect(root.textContent).not.toMatch(/\brequired\b|Expand all|Response Schema/);
    // Czech typography in the specification's prose, as on every other page.
    expect(looseOneLetterWords(html)).toEqual([]);
    expect(styles).toMatch(/^<style data-styled[^>]*>[\s\S]+<\/style>$/);
    // The page's h1 names the API: Redoc's own title is left out (one h1 per page).
    expect(root.querySelectorAll("h1")).toHaveLength(0);
    // A tap focuses each control, so a tap before the scripts run is remembered (first-use.ts).
    expect(root.querySelector(".menu-content + div")!.getAttribute("tabindex")).toBe("-1");
    expect(root.querySelectorAll("[role=tab]").filter((tab) => !tab.hasAttribute("tabindex"))).toEqual([]);
  }, 30_000);

  it("fails naming an English label of Redoc's that the Czech translation does not know", async () => {
    vi.resetModules();
    vi.doMock("../components/ApiReference/czech-labels", async (importOriginal) => {
      const original = await importOriginal<typeof import("../components/ApiReference/czech-labels")>();
      // As if the translation had never heard of the copy button.
      return { ...original, czechLabel: (text: string) => (text.trim() === "Copy" ? null : original.czechLabel(text)) };
    });
    try {
      const { renderApiReference: render } = await import("./api-reference-html");
      await expect(render(path.resolve("openapi/jsonapi_v1.yaml"), "/openapi/jsonapi_v1.yaml")).rejects.toThrow(
        'Redoc shows English labels that src/components/ApiReference/czech-labels.ts does not translate: "Copy"',
      );
    } finally {
      vi.doUnmock("../components/ApiReference/czech-labels");
    }
  }, 30_000);
});
