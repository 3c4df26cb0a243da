import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// Checks of the two OpenAPI descriptions beyond Redocly's lint (`npm run lint:openapi`): the code
// tables in the x-depese-* extensions against the schemas, and the completeness of every operation
// (operationId, Czech summary, examples).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

const here = path.dirname(fileURLToPath(import.meta.url));
const files = ["jsonapi_v1.yaml", "waba_restapi_v1.yaml"] as const;
const load = (file: string): Node => parse(fs.readFileSync(path.join(here, file), "utf8"));
const specs: Record<string, Node> = Object.fromEntries(files.map((f) => [f, load(f)]));
const json = specs["jsonapi_v1.yaml"];

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

/** Follows local $refs (#/components/...) until a node without $ref is reached. */
function deref(spec: Node, node: Node): Node {
  let current = node;
  for (let depth = 0; current && typeof current === "object" && typeof current.$ref === "string"; depth++) {
    if (depth > 20) throw new Error(`$ref cycle at ${node.$ref}`);
    const ref: string = current.$ref;
    if (!ref.startsWith("#/")) throw new Error(`Only local $refs are expected, got ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((acc: Node, key) => (acc == null ? undefined : acc[key]), spec);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  return current;
}

interface Operation {
  where: string;
  op: Node;
}

function operations(spec: Node): Operation[] {
  const out: Operation[] = [];
  for (const section of ["paths", "webhooks"] as const) {
    for (const [name, item] of Object.entries<Node>(spec[section] ?? {})) {
      for (const method of METHODS) {
        if (item[method]) out.push({ where: `${section} ${method.toUpperCase()} ${name}`, op: item[method] });
      }
    }
  }
  return out;
}

/** All example values of a media-type object (`examples` map or single `example`). */
function exampleValues(spec: Node, media: Node): Node[] {
  const values: Node[] = [];
  if (media?.example !== undefined) values.push(media.example);
  for (const ex of Object.values<Node>(media?.examples ?? {})) {
    const resolved = deref(spec, ex);
    if (resolved.value !== undefined) values.push(resolved.value);
  }
  return values;
}

/** Responses of an operation with $refs resolved, keyed by status. */
function responses(spec: Node, op: Node): [string, Node][] {
  return Object.entries<Node>(op.responses ?? {}).map(([status, r]) => [status, deref(spec, r)]);
}

const CZECH_LETTERS = /[áčďéěíňóřšťúůýž]/i;
const ENGLISH_WORDS = new Set([
  // Czech words that look English ("a", "to") are deliberately not listed.
  "the", "an", "of", "and", "or", "for", "get", "list", "send", "create", "delete", "update",
  "message", "messages", "status", "account", "accounts", "number", "template", "templates", "upload",
]);

describe("code tables (x-depese-*) match the schemas", () => {
  it.each(files)("%s: ErrorCode enum equals the codes of x-depese-error-codes", (file) => {
    const spec = specs[file];
    const table: Node[] = spec["x-depese-error-codes"];
    expect(Array.isArray(table) && table.length).toBeTruthy();
    const codes = table.map((e) => e.code);
    expect(new Set(codes).size, "duplicate codes").toBe(codes.length);
    for (const e of table) {
      expect(Number.isInteger(e.code) && e.code >= 100 && e.code <= 999, `code ${e.code}`).toBe(true);
      expect(Number.isInteger(e.httpStatus) && e.httpStatus >= 200 && e.httpStatus <= 599, `httpStatus of ${e.code}`).toBe(true);
      expect(e.name, `name of ${e.code}`).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(e.description, `description of ${e.code}`).toMatch(CZECH_LETTERS);
    }
    const enumCodes: number[] = spec.components.schemas.ErrorCode.enum;
    expect([...enumCodes].sort((a, b) => a - b)).toEqual([...codes].sort((a, b) => a - b));
  });

  it("jsonapi_v1: error table contains the required codes", () => {
    const codes = json["x-depese-error-codes"].map((e: Node) => e.code);
    for (const c of [301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 401, 402, 403, 404, 429, 500, 503]) {
      expect(codes).toContain(c);
    }
  });

  it("jsonapi_v1: DeliveryCode enum equals the codes of x-depese-delivery-codes", () => {
    const table: Node[] = json["x-depese-delivery-codes"];
    const codes = table.map((e) => e.code);
    expect(new Set(codes).size, "duplicate codes").toBe(codes.length);
    const statuses: string[] = json.components.schemas.DeliveryStatus.enum;
    for (const e of table) {
      expect(Number.isInteger(e.code), `code ${e.code}`).toBe(true);
      expect(statuses, `status of ${e.code}`).toContain(e.status);
      expect(e.description, `description of ${e.code}`).toMatch(CZECH_LETTERS);
    }
    const enumCodes: number[] = json.components.schemas.DeliveryCode.enum;
    expect([...enumCodes].sort((a, b) => a - b)).toEqual([...codes].sort((a, b) => a - b));
  });

  it("jsonapi_v1: x-depese-limits agree with the schemas", () => {
    const limits: Record<string, number> = Object.fromEntries(
      json["x-depese-limits"].map((l: Node) => [l.name, l.value]),
    );
    for (const l of json["x-depese-limits"]) {
      expect(typeof l.value, l.name).toBe("number");
      expect(l.unit, l.name).toMatch(/\S/);
      expect(l.description, l.name).toMatch(CZECH_LETTERS);
    }
    const s = json.components.schemas;
    const f = s.MessageFields.properties;
    const ids = json.paths["/messages"].get.parameters.find((p: Node) => p.name === "ids");
    expect(limits).toMatchObject({
      maxRecipientsPerMessage: f.to.maxItems,
      maxMessagesPerRequest: s.SendMessagesRequest.properties.messages.maxItems,
      maxTextLengthGsm: f.text.maxLength,
      maxTextLengthUcs2: 670,
      maxStatusIds: ids.schema.maxItems,
      requestsPerSecond: json.components.headers.RateLimitLimit.example,
      ttlMin: s.FlowStep.properties.ttl.minimum,
      ttlMax: s.FlowStep.properties.ttl.maximum,
      defaultValidity: f.validity.default,
      maxReferenceLength: f.reference.maxLength,
      maxFlowSteps: f.flow.maxItems,
    });
    expect(limits).toMatchObject({
      maxRecipientsPerMessage: 1000,
      maxMessagesPerRequest: 500,
      maxTextLengthGsm: 1530,
      maxStatusIds: 100,
      requestsPerSecond: 50,
      ttlMin: 60,
      ttlMax: 86400,
      defaultValidity: 172800,
      maxReferenceLength: 64,
      maxFlowSteps: 4,
    });
  });
});

describe("examples use known error codes", () => {
  const sendOperations: [string, string][] = [
    ["/message", "post"],
    ["/messages", "post"],
    ["/simple", "get"],
    ["/simple", "post"],
  ];

  it("every rejected item in the send endpoints' examples uses a code of x-depese-error-codes", () => {
    const known = new Set(json["x-depese-error-codes"].map((e: Node) => e.code));
    let checked = 0;
    for (const [p, method] of sendOperations) {
      const op = json.paths[p]?.[method];
      expect(op, `${method.toUpperCase()} ${p}`).toBeTruthy();
      for (const [status, response] of responses(json, op)) {
        for (const media of Object.values<Node>(response.content ?? {})) {
          for (const value of exampleValues(json, media)) {
            for (const item of value?.rejected ?? []) {
              checked++;
              expect(known.has(item.code), `${method.toUpperCase()} ${p} ${status}: rejected code ${item.code}`).toBe(true);
            }
          }
        }
      }
    }
    expect(checked, "no rejected items found in the examples").toBeGreaterThan(0);
  });

  it.each(files)("%s: every error example uses a known code with its HTTP status", (file) => {
    const spec = specs[file];
    const table = new Map<number, Node>(spec["x-depese-error-codes"].map((e: Node) => [e.code, e]));
    let checked = 0;
    for (const { where, op } of operations(spec)) {
      for (const [status, response] of responses(spec, op)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        for (const media of Object.values<Node>(response.content ?? {})) {
          for (const value of exampleValues(spec, media)) {
            checked++;
            const entry = table.get(value.code);
            expect(entry, `${where} ${status}: unknown error code ${value.code}`).toBeTruthy();
            expect(entry.httpStatus, `${where} ${status}: code ${value.code}`).toBe(Number(status));
            expect(value.name, `${where} ${status}: name of ${value.code}`).toBe(entry.name);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("operations are complete", () => {
  it.each(files)("%s: operationId, Czech summary and a response example for every operation", (file) => {
    const spec = specs[file];
    const ops = operations(spec);
    expect(ops.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    const failures: string[] = [];
    for (const { where, op } of ops) {
      if (typeof op.operationId !== "string" || !/^[A-Za-z][A-Za-z0-9]*$/.test(op.operationId)) {
        failures.push(`${where}: missing or invalid operationId`);
      } else if (ids.has(op.operationId)) {
        failures.push(`${where}: duplicate operationId ${op.operationId}`);
      } else {
        ids.add(op.operationId);
      }
      const summary: string = op.summary ?? "";
      const english = summary
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => ENGLISH_WORDS.has(w));
      if (!CZECH_LETTERS.test(summary) || english.length) {
        failures.push(`${where}: summary is not Czech: "${summary}"`);
      }
      const hasResponseExample = responses(spec, op).some(([, r]) =>
        Object.values<Node>(r.content ?? {}).some((media) => exampleValues(spec, media).length > 0),
      );
      if (!hasResponseExample) failures.push(`${where}: no response example`);
      const body = op.requestBody ? deref(spec, op.requestBody) : undefined;
      if (body && !Object.values<Node>(body.content ?? {}).every((media) => exampleValues(spec, media).length > 0)) {
        failures.push(`${where}: request body without an example`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
