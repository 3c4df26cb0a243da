import { describe, expect, it } from "vitest";
import type { Node } from "gatsby";
import { allOperations } from "./api-operations";
import { sourceApiOperations } from "./api-operation-nodes";

describe("the OpenAPI operations in the GraphQL layer", () => {
  const nodes: (Node & Record<string, any>)[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  sourceApiOperations({
    actions: { createNode: (node: Node) => void nodes.push(node as never) } as never,
    createNodeId: (key: string) => `node-${key}`,
    createContentDigest: () => "",
  });

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
});
