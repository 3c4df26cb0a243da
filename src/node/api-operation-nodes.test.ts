import { describe, expect, it } from "vitest";
import type { Node } from "gatsby";
import { allOperations } from "./api-operations";
import { sourceApiOperations } from "./api-operation-nodes";
import { jsonApiTables } from "./openapi";

describe("the OpenAPI operations in the GraphQL layer", () => {
  const all: (Node & Record<string, any>)[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  sourceApiOperations({
    actions: { createNode: (node: Node) => void all.push(node as never) } as never,
    createNodeId: (key: string) => `node-${key}`,
    createContentDigest: () => "",
  });
  const ofType = (type: string) => all.filter((node) => node.internal.type === type);
  const nodes = ofType("ApiOperation");

  it("makes every operation of both specifications a node with its reference page", () => {
    expect(nodes.map((n) => n.operationId)).toEqual(allOperations().map((op) => op.operationId));
    expect(new Set(nodes.map((n) => n.referenceRoute))).toEqual(new Set(["/api-json-v1/", "/api-waba-restapi-v1/"]));
  });

  it("carries the seven code samples the docs show, each calling the operation's path", () => {
    for (const node of nodes) {
      expect(node.samples.map((s: { language: string }) => s.language)).toEqual([
        "curl",
        "php",
        "python",
        "node",
        "csharp",
        "java",
        "go",
      ]);
      const curl = node.samples[0].source as string;
      expect(curl, node.operationId).toContain(node.examplePath.split("?")[0]);
    }
  });

  it("makes each row of the JSON API's tables a node, in the specification's order, for the docs that show them", () => {
    const tables = jsonApiTables();
    const rows = (type: string) => {
      const of = ofType(type);
      expect(of.map((node) => node.position)).toEqual(of.map((_, i) => i + 1));
      expect(new Set(of.map((node) => node.id)).size).toBe(of.length);
      return of.map(({ id, internal, position, ...row }) => row);
    };
    expect(rows("ApiErrorCode")).toEqual(tables.errorCodes);
    expect(rows("ApiDeliveryCode")).toEqual(tables.deliveryCodes);
    expect(rows("ApiLimit")).toEqual(tables.limits);
    expect(tables.errorCodes.length).toBeGreaterThan(5);
  });
});
