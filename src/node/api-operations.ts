import { apiReferences, readSpecFile, type Spec } from "./openapi";

// Every operation of the two OpenAPI files as the code samples, the Postman collections and the
// field tables need it: method, path, the example values of its parameters and of its request
// body, and its success status. The samples are generated from these, never written by hand.

export type ApiName = (typeof apiReferences)[number]["api"];
export type { Spec };

export type RequestBody =
  | { type: "json"; value: unknown }
  | { type: "form"; fields: [string, string][] }
  | { type: "multipart"; fields: [string, string][]; file: { field: string; fileName: string; contentType: string } };

export type ApiOperation = {
  api: ApiName;
  file: string;
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** The path with its parameters' example values, e.g. /message/7d3f2c1e-…. */
  examplePath: string;
  summary: string;
  tag: string;
  baseUrl: string;
  query: [string, string][];
  body?: RequestBody;
  successStatus: number;
  /** The success response's first example, if the operation returns a body. */
  responseExample?: unknown;
};

/** A specification's data, from the one read of its file (readSpecFile, openapi.ts). */
export const readSpec = (file: string): Spec => readSpecFile(file).data;

/** Follows a local $ref ("#/components/schemas/Error") until a real object. */
export function deref<T = Spec>(spec: Spec, value: T): T {
  let current = value as Spec;
  for (let i = 0; current && typeof current === "object" && typeof current.$ref === "string"; i++) {
    if (i > 20) throw new Error(`$ref loop at ${current.$ref}`);
    const ref = current.$ref as string;
    current = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((node: Spec | undefined, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], spec) as Spec;
    if (!current) throw new Error(`Unresolved $ref ${ref}`);
  }
  return current as T;
}

function firstExample(spec: Spec, media: Spec | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0] as Spec | undefined;
  return first ? deref(spec, first).value : undefined;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  mp4: "video/mp4",
};

function requestBodyOf(spec: Spec, operation: Spec, where: string): RequestBody | undefined {
  if (!operation.requestBody) return undefined;
  const content = deref(spec, operation.requestBody).content as Spec;
  const [mediaType, media] = Object.entries(content)[0] as [string, Spec];
  const example = firstExample(spec, media);
  if (example === undefined)
    throw new Error(`${where}: the request body has no example to build the code samples from`);
  if (mediaType === "application/json") return { type: "json", value: example };
  // The samples send the key in the X-Api-Key header, never in a form field.
  const fields = Object.entries(example as Record<string, unknown>).filter(([name]) => name !== "apiKey");
  if (mediaType === "application/x-www-form-urlencoded")
    return { type: "form", fields: fields.map(([k, v]) => [k, String(v)]) };
  if (mediaType === "multipart/form-data") {
    const schema = deref(spec, media.schema) as Spec;
    const fileField = Object.keys(schema.properties ?? {}).find((name) => {
      const property = deref(spec, schema.properties[name]);
      return property.contentMediaType || property.format === "binary";
    });
    if (!fileField) throw new Error(`${where}: multipart body without a file field`);
    const fileName = String((example as Record<string, unknown>)[fileField]);
    const contentType = MIME_BY_EXTENSION[fileName.split(".").pop()!.toLowerCase()] ?? "application/octet-stream";
    return {
      type: "multipart",
      fields: fields.filter(([name]) => name !== fileField).map(([k, v]) => [k, String(v)]),
      file: { field: fileField, fileName, contentType },
    };
  }
  throw new Error(`${where}: request body type ${mediaType} is not supported by the sample generator`);
}

const exampleText = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));

/** The operations of one specification, in the file's order (paths only, not webhooks). */
export function operationsOf(api: ApiName): ApiOperation[] {
  const ref = apiReferences.find((r) => r.api === api)!;
  const spec = readSpec(ref.file);
  const operations: ApiOperation[] = [];
  for (const [route, item] of Object.entries(spec.paths as Spec)) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const operation = (item as Spec)[method] as Spec | undefined;
      if (!operation) continue;
      const where = `openapi/${ref.file}: ${method.toUpperCase()} ${route}`;
      const parameters = [...((item as Spec).parameters ?? []), ...(operation.parameters ?? [])].map((p: Spec) =>
        deref(spec, p),
      );
      const exampleOf = (p: Spec) => {
        const value = p.example ?? deref(spec, p.schema ?? {}).example;
        if (value === undefined) throw new Error(`${where}: parameter ${p.name} has no example`);
        return exampleText(value);
      };
      let examplePath = route;
      for (const p of parameters.filter((p) => p.in === "path"))
        examplePath = examplePath.replace(`{${p.name}}`, encodeURIComponent(exampleOf(p)));
      // A page cursor ("after") only comes from a previous response, so a first request has none.
      const query = parameters
        .filter((p) => p.in === "query" && (p.required || p.name !== "after"))
        .map((p) => [p.name, exampleOf(p)] as [string, string]);
      const [status, response] = Object.entries(operation.responses as Spec).find(([code]) => /^2\d\d$/.test(code))!;
      const success = deref(spec, response as Spec);
      const responseMedia = success.content?.["application/json"];
      operations.push({
        api,
        file: ref.file,
        operationId: operation.operationId,
        method: method.toUpperCase() as ApiOperation["method"],
        path: route,
        examplePath,
        summary: operation.summary,
        tag: operation.tags?.[0] ?? "",
        baseUrl: spec.servers[0].url,
        query,
        body: requestBodyOf(spec, operation, where),
        successStatus: Number(status),
        responseExample: firstExample(spec, responseMedia),
      });
    }
  }
  return operations;
}

export const allOperations = (): ApiOperation[] => apiReferences.flatMap((ref) => operationsOf(ref.api));

export function findOperation(operationId: string): ApiOperation | undefined {
  return allOperations().find((o) => o.operationId === operationId);
}
