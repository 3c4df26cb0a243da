import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OPENAPI_DIR, apiReferences, readApiTables } from "./openapi";

// One source for the tables that can drift (issue: error codes, delivery codes, limits): the
// docs pages render them from the OpenAPI files, and every code the guide pages mention must
// exist there.

const jsonApi = readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"));
const wabaApi = readApiTables(path.join(OPENAPI_DIR, "waba_restapi_v1.yaml"));
// Guide pages about WhatsApp also cite the WhatsApp Business API's own codes (6xx).
const errorCodes = new Set([...jsonApi.errorCodes, ...wabaApi.errorCodes].map((c) => c.code));
const deliveryCodes = new Set(jsonApi.deliveryCodes.map((c) => c.code));

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : []));
}
const guidePages = mdxFiles(path.resolve("content/docs/api/json")).concat(path.resolve("content/docs/api/index.mdx"), path.resolve("content/docs/api/tips.mdx"));

describe("API tables", () => {
  it("reads both specifications", () => {
    for (const { file } of apiReferences) expect(readApiTables(path.join(OPENAPI_DIR, file)).errorCodes.length).toBeGreaterThan(5);
    expect(jsonApi.deliveryCodes.length).toBeGreaterThan(5);
    expect(jsonApi.limits.find((l) => l.name === "maxRecipientsPerMessage")?.value).toBe(1000);
  });

  it("names the file and field of a malformed table", () => {
    const file = path.join(os.tmpdir(), "bad-openapi.yaml");
    fs.writeFileSync(file, "x-depese-error-codes:\n  - code: '307'\n    httpStatus: 200\n    name: X\n    description: Y\n");
    expect(() => readApiTables(file)).toThrow(/bad-openapi\.yaml: x-depese-error-codes\.0\.code: Expected number/);
  });

  it.each(guidePages.map((f) => [path.relative(process.cwd(), f), f]))("%s mentions only codes the specification defines", (_name, file) => {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/"code":\s*(\d+)/g)) {
      const code = Number(m[1]);
      expect(code >= 300 ? errorCodes.has(code) : deliveryCodes.has(code), `${_name}: code ${code}`).toBe(true);
    }
    for (const m of text.matchAll(/(?:kód(?:em|u)?|chyb[aouy]|error)\s+`?(\d{3})`?/gi)) {
      expect(errorCodes.has(Number(m[1])), `${_name}: code ${m[1]}`).toBe(true);
    }
  });

  it("renders the tables from the specification on the docs pages (no hand-written copy)", () => {
    const page = (p: string) => fs.readFileSync(path.resolve("content/docs/api", p), "utf8");
    expect(page("json/error-codes.mdx")).toContain("<ApiErrorCodes");
    expect(page("json/delivery/codes.mdx")).toContain("<ApiDeliveryCodes");
    expect(page("index.mdx")).toContain("<ApiLimits");
  });

  it("keeps the example responses' codes inside the specification's tables", () => {
    const spec = JSON.stringify(parse(fs.readFileSync(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"), "utf8")).paths);
    for (const m of spec.matchAll(/"code":(\d+)/g)) {
      const code = Number(m[1]);
      expect(code >= 300 ? errorCodes.has(code) : deliveryCodes.has(code)).toBe(true);
    }
  });
});
