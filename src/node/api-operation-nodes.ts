import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby";
import { apiReferences } from "../config/api-references";
import { allOperations, type ApiOperation } from "./api-operations";
import { samplesFor } from "./api-samples";
import { jsonApiTables, type ApiTables } from "./openapi";

// The OpenAPI files in the GraphQL layer, for developers' queries in GraphiQL and for the docs: each
// operation an ApiOperation node with the code samples the docs, Redoc and the Postman collections
// use (src/node/api-samples.ts generates them from the same operation); each row of the JSON API's
// tables of error codes, delivery codes and limits (x-depese-* in openapi/jsonapi_v1.yaml) a node,
// which the docs that show a table query (src/templates/doc.tsx).

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
    "An error code of the JSON API (x-depese-error-codes in openapi/jsonapi_v1.yaml), as <ApiErrorCodes /> lists it on /docs/api/json/error-codes/."
    type ApiErrorCode implements Node @dontInfer {
      "1 for the first code of the specification's table: sort by it to list them as the docs do."
      position: Int!
      "The code in the response's body: 300."
      code: Int!
      "The HTTP status the API answers with."
      httpStatus: Int!
      "The code's name in upper case: INVALID_REQUEST."
      name: String!
      "What the code means (Czech)."
      description: String!
    }
    "A delivery status code of the JSON API (x-depese-delivery-codes in openapi/jsonapi_v1.yaml), as <ApiDeliveryCodes /> lists it."
    type ApiDeliveryCode implements Node @dontInfer {
      "1 for the first code of the specification's table: sort by it to list them as the docs do."
      position: Int!
      "The code in a delivery report: 0."
      code: Int!
      "The delivery status it stands for: delivered."
      status: String!
      "What the status means (Czech)."
      description: String!
    }
    "A limit of the JSON API (x-depese-limits in openapi/jsonapi_v1.yaml), as <ApiLimits /> lists it."
    type ApiLimit implements Node @dontInfer {
      "1 for the first limit of the specification's table: sort by it to list them as the docs do."
      position: Int!
      "The limit's name: maxRecipientsPerMessage."
      name: String!
      "The limit's number: 1000."
      value: Float!
      "What the number counts (Czech): příjemců."
      unit: String!
      "What the limit applies to (Czech)."
      description: String!
    }
  `);
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">;

/** The node types of the JSON API's tables, by the table's key. */
export const API_TABLE_TYPES = { errorCodes: "ApiErrorCode", deliveryCodes: "ApiDeliveryCode", limits: "ApiLimit" };

/** sourceNodes: one node per operation (the specifications are read once, api-operations.ts) and
 * one per row of the JSON API's tables (a malformed table throws, naming file and field). */
export function sourceApiOperations(
  { actions, createNodeId, createContentDigest }: NodeArgs,
  operations: () => ApiOperation[] = allOperations,
  tables: () => ApiTables = jsonApiTables,
): void {
  for (const [key, rows] of Object.entries(tables()) as [keyof ApiTables, ApiTables[keyof ApiTables]][]) {
    const type = API_TABLE_TYPES[key];
    rows.forEach((row, i) => {
      const data = { ...row, position: i + 1 };
      actions.createNode({
        ...data,
        id: createNodeId(`${type} ${i}`),
        internal: { type, contentDigest: createContentDigest(data) },
      });
    });
  }
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
