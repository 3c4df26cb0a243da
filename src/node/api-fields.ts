import { formatNumber } from "../lib/czech-number";
import { apiReferences } from "./openapi";
import { deref, readSpec, type ApiName, type Spec } from "./api-operations";

// Field tables of the guide pages, read from the OpenAPI schemas: name (nested fields as
// `flow[].ttl`, `template.name`), type, required, constraints and the Czech description of the
// spec. Rendered by remark-api-docs.ts; api-fields.test.ts checks the fields guide pages name.

export type FieldRow = { name: string; type: string; required: boolean; constraints: string; description: string };
export type FieldsPart = "parameters" | "request" | "response";

const specOf = (api: ApiName) => readSpec(apiReferences.find((r) => r.api === api)!.file);

/** allOf merged, oneOf/anyOf variants merged (a field is required only when every variant requires it). */
function flatten(spec: Spec, raw: Spec): Spec {
  const schema = deref(spec, raw) ?? {};
  if (schema.allOf) {
    const parts = (schema.allOf as Spec[]).map((s) => flatten(spec, s));
    return {
      ...schema,
      allOf: undefined,
      type: parts.find((p) => p.type)?.type ?? schema.type ?? "object",
      description: schema.description ?? parts.find((p) => p.description)?.description,
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
      required: [...new Set(parts.flatMap((p) => p.required ?? []).concat(schema.required ?? []))],
    };
  }
  const variants = (schema.oneOf ?? schema.anyOf) as Spec[] | undefined;
  if (variants) {
    const parts = variants.map((s) => flatten(spec, s));
    const properties: Spec = {};
    for (const part of parts) {
      for (const [name, property] of Object.entries(part.properties ?? {})) {
        const seen = properties[name];
        const values = [
          ...(seen?.enum ?? (seen?.const !== undefined ? [seen.const] : [])),
          ...((property as Spec).enum ?? ((property as Spec).const !== undefined ? [(property as Spec).const] : [])),
        ];
        properties[name] = {
          ...(seen ?? {}),
          ...(property as Spec),
          ...(values.length ? { enum: [...new Set(values)], const: undefined } : {}),
        };
      }
    }
    return {
      type: "object",
      description: schema.description,
      properties,
      required: parts.map((p) => p.required ?? []).reduce((a: string[], b: string[]) => a.filter((n) => b.includes(n))),
    };
  }
  return schema;
}

const TYPE_NAMES: Record<string, string> = {
  string: "řetězec",
  integer: "celé číslo",
  number: "číslo",
  boolean: "logická hodnota",
  object: "objekt",
  array: "pole",
};

function typeOf(spec: Spec, raw: Spec): string {
  const schema = flatten(spec, raw);
  const types = ([] as string[])
    .concat(schema.type ?? (schema.properties ? "object" : schema.const !== undefined ? typeof schema.const : "string"))
    .filter((t) => t !== "null");
  const nullable = ([] as string[]).concat(schema.type ?? []).includes("null");
  let name = types.map((t) => TYPE_NAMES[t] ?? t).join(" nebo ");
  if (types[0] === "string" && schema.format === "date-time") name = "datum a čas";
  else if (types[0] === "string" && schema.format === "uri") name = "URL";
  else if (types[0] === "string" && schema.format === "uuid") name = "UUID";
  else if (types[0] === "string" && schema.contentMediaType) name = "soubor";
  else if (types[0] === "array" && schema.items) {
    const item = flatten(spec, schema.items);
    name = item.properties ? "pole objektů" : `pole (${typeOf(spec, schema.items)})`;
  }
  return nullable ? `${name} nebo null` : name;
}

const n = (value: number) => formatNumber(value);
const code = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

function constraintsOf(spec: Spec, raw: Spec): string {
  const schema = flatten(spec, raw);
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`${n(min)} až ${n(max)}${unit}`);
    else if (max !== undefined) out.push(`nejvýše ${n(max)}${unit}`);
    else if (min !== undefined) out.push(`nejméně ${n(min)}${unit}`);
  };
  range(schema.minimum, schema.maximum, "");
  range(schema.minLength, schema.maxLength, " znaků");
  range(schema.minItems, schema.maxItems, " položek");
  if (schema.const !== undefined) out.push(`vždy ${code(schema.const)}`);
  if (schema.enum) out.push(`hodnoty ${(schema.enum as unknown[]).map(code).join(", ")}`);
  if (schema.pattern) out.push(`vzor ${code(schema.pattern)}`);
  if (schema.default !== undefined)
    out.push(`výchozí ${typeof schema.default === "number" ? n(schema.default) : code(schema.default)}`);
  return out.join("; ");
}

const oneLine = (text: unknown) => (typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "");

/** Rows for an object schema, nested objects and arrays of objects flattened to dotted names. */
export function fieldRows(spec: Spec, raw: Spec, prefix = "", depth = 0): FieldRow[] {
  const schema = flatten(spec, raw);
  const required = new Set<string>(schema.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, propertyRaw] of Object.entries((schema.properties ?? {}) as Spec)) {
    const property = flatten(spec, propertyRaw as Spec);
    // A property's own description wins over the description of the schema it refers to.
    const description = oneLine((propertyRaw as Spec).description ?? property.description);
    const full = prefix + name;
    rows.push({
      name: full,
      type: typeOf(spec, propertyRaw as Spec),
      required: required.has(name),
      constraints: constraintsOf(spec, propertyRaw as Spec),
      description,
    });
    if (depth >= 3) continue;
    if (property.properties) rows.push(...fieldRows(spec, property, `${full}.`, depth + 1));
    else if (property.type === "array" && property.items && flatten(spec, property.items).properties)
      rows.push(...fieldRows(spec, property.items, `${full}[].`, depth + 1));
  }
  return rows;
}

function findOperation(spec: Spec, operationId: string): Spec | undefined {
  for (const group of [spec.paths ?? {}, spec.webhooks ?? {}]) {
    for (const item of Object.values(group as Spec)) {
      for (const operation of Object.values(item as Spec))
        if ((operation as Spec)?.operationId === operationId) return operation as Spec;
    }
  }
  return undefined;
}

export type FieldsRequest = { operation?: string; part?: string; schema?: string; api?: string };

/** The rows <ApiFields …/> renders; a bad reference throws naming what is missing. */
export function fieldsFor(request: FieldsRequest): FieldRow[] {
  const apis = request.api ? [request.api as ApiName] : apiReferences.map((r) => r.api);
  for (const api of apis) {
    const spec = specOf(api);
    if (request.schema) {
      const schema = spec.components?.schemas?.[request.schema];
      if (schema) return fieldRows(spec, schema);
      continue;
    }
    const operation = request.operation && findOperation(spec, request.operation);
    if (!operation) continue;
    const part = (request.part ?? "request") as FieldsPart;
    if (part === "parameters") {
      return (operation.parameters ?? [])
        .map((p: Spec) => deref(spec, p))
        .map((p: Spec) => ({
          name: p.name,
          type: typeOf(spec, p.schema ?? {}),
          required: Boolean(p.required),
          constraints: [
            p.in === "path" ? "v cestě" : p.in === "query" ? "v URL" : p.in,
            constraintsOf(spec, p.schema ?? {}),
          ]
            .filter(Boolean)
            .join("; "),
          description: oneLine(p.description),
        }));
    }
    if (part === "request") {
      const content = operation.requestBody && (deref(spec, operation.requestBody).content as Spec);
      if (!content)
        throw new Error(
          `<ApiFields operation="${request.operation}" part="request" />: the operation has no request body`,
        );
      return fieldRows(spec, (Object.values(content)[0] as Spec).schema);
    }
    if (part === "response") {
      const success = Object.entries(operation.responses as Spec).find(([status]) => /^2\d\d$/.test(status));
      const schema = success && deref(spec, success[1] as Spec).content?.["application/json"]?.schema;
      if (!schema)
        throw new Error(
          `<ApiFields operation="${request.operation}" part="response" />: the operation has no JSON success response`,
        );
      return fieldRows(spec, schema);
    }
    throw new Error(`<ApiFields part="${request.part}" />: part must be parameters, request or response`);
  }
  throw new Error(
    `<ApiFields ${Object.entries(request)
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")} />: not found in ${apis.map((a) => apiReferences.find((r) => r.api === a)!.file).join(", ")}`,
  );
}
