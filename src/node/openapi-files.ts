import fs from "node:fs";
import path from "node:path";
import { apiReferences, readSpecFile } from "./openapi";
import { operationsOf, readSpec, type ApiName, type ApiOperation } from "./api-operations";
import { redocCodeSamples } from "./api-samples";
import { postmanFileOf } from "../config/api-references";

// The files served under /openapi/: each specification with the generated code samples added to
// its operations as x-codeSamples (Redoc shows them; the rest of the YAML is the file as it is),
// and a Postman collection per specification built from the same operations and examples.

export { postmanFileOf };

/** The YAML text with x-codeSamples on every operation; comments and everything else kept. */
export function specWithCodeSamples(api: ApiName): string {
  const ref = apiReferences.find((r) => r.api === api)!;
  const doc = readSpecFile(ref.file).document.clone(); // the one read of the file, kept as it is for the other steps
  for (const op of operationsOf(api))
    doc.setIn(["paths", op.path, op.method.toLowerCase(), "x-codeSamples"], redocCodeSamples(op));
  return doc.toString({ lineWidth: 0 });
}

type PostmanItem = { name: string; request: Record<string, unknown>; response: [] };

function postmanRequest(op: ApiOperation): PostmanItem {
  const segments = op.examplePath.split("/").filter(Boolean);
  const query = op.query.map(([key, value]) => ({ key, value }));
  const search = op.query.length ? `?${op.query.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
  const request: Record<string, unknown> = {
    method: op.method,
    header: op.body?.type === "json" ? [{ key: "Content-Type", value: "application/json" }] : [],
    url: {
      raw: `{{baseUrl}}${op.examplePath}${search}`,
      host: ["{{baseUrl}}"],
      path: segments,
      ...(query.length ? { query } : {}),
    },
    description: `${op.summary}. Dokumentace: https://www.depese.cz${apiReferences.find((r) => r.api === op.api)!.route}#operation/${op.operationId}`,
  };
  const body = op.body;
  if (body?.type === "json")
    request.body = { mode: "raw", raw: JSON.stringify(body.value, null, 2), options: { raw: { language: "json" } } };
  else if (body?.type === "form")
    request.body = {
      mode: "urlencoded",
      urlencoded: body.fields.map(([key, value]) => ({ key, value, type: "text" })),
    };
  else if (body?.type === "multipart") {
    request.body = {
      mode: "formdata",
      formdata: [
        ...body.fields.map(([key, value]) => ({ key, value, type: "text" })),
        { key: body.file.field, type: "file", src: body.file.fileName },
      ],
    };
  }
  return { name: op.summary, request, response: [] };
}

/** A Postman collection (format v2.1): a folder per tag, the key as the collection variable apiKey. */
export function postmanCollection(api: ApiName): Record<string, unknown> {
  const ref = apiReferences.find((r) => r.api === api)!;
  const spec = readSpec(ref.file);
  const operations = operationsOf(api);
  const tags = [...new Set(operations.map((o) => o.tag))];
  return {
    info: {
      name: spec.info.title,
      description: `${spec.info.summary}\n\nAPI klíč vložte do proměnné kolekce apiKey (záložka Variables); posílá se v hlavičce X-Api-Key. Specifikace: https://www.depese.cz/openapi/${ref.file}`,
      schema: "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    },
    auth: {
      type: "apikey",
      apikey: [
        { key: "key", value: "X-Api-Key", type: "string" },
        { key: "value", value: "{{apiKey}}", type: "string" },
        { key: "in", value: "header", type: "string" },
      ],
    },
    variable: [
      { key: "baseUrl", value: spec.servers[0].url, type: "string" },
      { key: "apiKey", value: "", type: "string", description: "Váš API klíč z webové aplikace (nastavení účtu)." },
    ],
    item: tags.map((tag) => ({ name: tag, item: operations.filter((o) => o.tag === tag).map(postmanRequest) })),
  };
}

/** onPreBootstrap: /openapi/*.yaml (with x-codeSamples) and /openapi/*.postman_collection.json. */
export function writeOpenApiFiles(publicDir = path.resolve("public")): void {
  const target = path.join(publicDir, "openapi");
  fs.mkdirSync(target, { recursive: true });
  for (const { api, file } of apiReferences) {
    fs.writeFileSync(path.join(target, file), specWithCodeSamples(api));
    fs.writeFileSync(path.join(target, postmanFileOf(file)), JSON.stringify(postmanCollection(api), null, 2) + "\n");
  }
}
