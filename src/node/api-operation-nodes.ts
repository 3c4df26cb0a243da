import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby";
import { apiReferences } from "../config/api-references";
import { allOperations, type ApiOperation } from "./api-operations";
import { samplesFor } from "./api-samples";

// The operations of the two OpenAPI files in the GraphQL layer, for developers' queries in
// GraphiQL: each an ApiOperation node with the code samples the docs, Redoc and the Postman
// collections use (src/node/api-samples.ts generates them from the same operation).

export function createApiOperationSchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "A query parameter of an operation with the example value the samples send."
    type ApiQueryParameter @dontInfer {
      "The parameter's name."
      name: String!
      "The example value from the specification."
      example: String!
    }
    "One operation's request in one language, as the docs and Redoc show it."
    type ApiCodeSample @dontInfer {
      "curl, php, python, node, csharp, java or go."
      language: String!
      "The language's name on the tab: cURL, PHP, Python…"
      label: String!
      "The code."
      source: String!
    }
    "An operation of the JSON API or the WhatsApp Business REST API (openapi/*.yaml)."
    type ApiOperation implements Node @dontInfer {
      "json (JSON API v1) or waba (WhatsApp Business REST API v1)."
      api: String!
      "The specification file in openapi/, served at /openapi/<file>."
      file: String!
      "The operation's id in the specification: sendMessage."
      operationId: String!
      "GET, POST, PUT, PATCH or DELETE."
      method: String!
      "The path with its parameters in braces: /message/{id}."
      path: String!
      "The path with the parameters' example values."
      examplePath: String!
      "One line on what the operation does."
      summary: String!
      "The specification's first tag of the operation (its group in the reference)."
      tag: String!
      "The server the operation is called on."
      baseUrl: String!
      "The query parameters the samples send, with their example values."
      query: [ApiQueryParameter!]!
      "The HTTP status of success."
      successStatus: Int!
      "The reference page of the API: /api-json-v1/ or /api-waba-restapi-v1/."
      referenceRoute: String!
      "The request in each language of the docs' code tabs."
      samples: [ApiCodeSample!]!
    }
  `);
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">;

/** sourceNodes: one node per operation; the specifications are read once (api-operations.ts). */
export function sourceApiOperations(
  { actions, createNodeId, createContentDigest }: NodeArgs,
  operations: () => ApiOperation[] = allOperations,
): void {
  for (const op of operations()) {
    const data = {
      api: op.api,
      file: op.file,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      examplePath: op.examplePath,
      summary: op.summary,
      tag: op.tag,
      baseUrl: op.baseUrl,
      query: op.query.map(([name, example]) => ({ name, example })),
      successStatus: op.successStatus,
      referenceRoute: apiReferences.find((ref) => ref.api === op.api)!.route,
      samples: samplesFor(op).map(({ language, label, source }) => ({ language, label, source })),
    };
    actions.createNode({
      ...data,
      id: createNodeId(`ApiOperation ${op.api} ${op.operationId}`),
      internal: { type: "ApiOperation", contentDigest: createContentDigest(data) },
    });
  }
}
