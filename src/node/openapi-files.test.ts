import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OPENAPI_DIR, apiReferences } from "./openapi";
import { operationsOf } from "./api-operations";
import { postmanCollection, postmanFileOf, writeOpenApiFiles } from "./openapi-files";

const METHODS = ["get", "post", "put", "patch", "delete"];

describe("served OpenAPI files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-files-"));
  writeOpenApiFiles(dir);

  it.each(apiReferences.map((r) => [r.file, r]))(
    "%s: every operation has seven x-codeSamples, the rest is the file as it is",
    (file, ref) => {
      const served = parse(fs.readFileSync(path.join(dir, "openapi", file), "utf8"));
      let operations = 0;
      for (const item of Object.values(served.paths) as Record<string, Record<string, unknown>>[]) {
        for (const [method, op] of Object.entries(item)) {
          if (!METHODS.includes(method)) continue;
          operations++;
          const samples = op["x-codeSamples"] as { lang: string; label: string; source: string }[];
          expect(samples.map((s) => s.label)).toEqual(["curl", "PHP", "Python", "Node.js", "C#", "Java", "Go"]);
          for (const s of samples) expect(s.source).toContain("DEPESE_API_KEY");
          delete op["x-codeSamples"];
        }
      }
      expect(operations).toBe(operationsOf(ref.api).length);
      expect(served).toEqual(parse(fs.readFileSync(path.join(OPENAPI_DIR, file), "utf8")));
    },
  );

  it.each(apiReferences.map((r) => [r.file, r]))(
    "%s: the Postman collection has every operation, the key as a collection variable",
    (file, ref) => {
      const collection = JSON.parse(fs.readFileSync(path.join(dir, "openapi", postmanFileOf(file)), "utf8"));
      expect(collection).toEqual(postmanCollection(ref.api));
      expect(collection.info.schema).toMatch(/v2\.1\.0/);
      expect(collection.variable.map((v: { key: string }) => v.key)).toEqual(["baseUrl", "apiKey"]);
      expect(collection.auth.apikey).toContainEqual({ key: "value", value: "{{apiKey}}", type: "string" });
      const requests = collection.item.flatMap(
        (folder: { item: { request: { method: string; url: { raw: string } } }[] }) =>
          folder.item.map((i) => `${i.request.method} ${i.request.url.raw}`),
      );
      expect(requests).toHaveLength(operationsOf(ref.api).length);
      expect(requests).toContain(
        ref.api === "json" ? "POST {{baseUrl}}/message" : "POST {{baseUrl}}/messages/template",
      );
    },
  );

  it("sends the example body of the specification", () => {
    const collection = postmanCollection("json") as {
      item: { item: { name: string; request: { body?: { raw?: string } } }[] }[];
    };
    const send = collection.item.flatMap((f) => f.item).find((i) => i.name.startsWith("Odeslání jedné zprávy"))!;
    expect(JSON.parse(send.request.body!.raw!).from).toBe("ZAHRADNIK");
  });
});
