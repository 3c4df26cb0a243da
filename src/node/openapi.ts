import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { parseDocument, type Document } from "yaml";
import { z } from "zod";
import { apiReferences } from "../config/api-references";

// The API specifications in openapi/ are the one source of the error codes, delivery codes and
// limits (x-depese-* extensions). The build serves the files at /openapi/ (openapi-files.ts), makes
// the JSON API's tables nodes (src/node/api-operation-nodes.ts) that the docs pages rendering them
// query, and creates the two Redoc reference pages.

export const OPENAPI_DIR = path.resolve("openapi");

export { apiReferences } from "../config/api-references";

const tablesSchema = z.object({
  "x-depese-error-codes": z
    .array(
      z.object({
        code: z.number().int(),
        httpStatus: z.number().int(),
        name: z.string().min(1),
        description: z.string().min(1),
      }),
    )
    .min(1),
  "x-depese-delivery-codes": z
    .array(z.object({ code: z.number().int(), status: z.string().min(1), description: z.string().min(1) }))
    .optional(),
  "x-depese-limits": z
    .array(
      z.object({ name: z.string().min(1), value: z.number(), unit: z.string().min(1), description: z.string().min(1) }),
    )
    .optional(),
});

export type ApiTables = {
  errorCodes: z.infer<typeof tablesSchema>["x-depese-error-codes"];
  deliveryCodes: NonNullable<z.infer<typeof tablesSchema>["x-depese-delivery-codes"]>;
  limits: NonNullable<z.infer<typeof tablesSchema>["x-depese-limits"]>;
};

/** A specification file as the build reads it: its YAML document (comments kept, for the copy
 * served at /openapi/) and its data. */
export type SpecFile = { document: Document.Parsed; data: Spec };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Spec = Record<string, any>;

const specFiles = new Map<string, { mtimeMs: number; spec: SpecFile }>();

/** One specification (a path in openapi/ or an absolute path), read and parsed once for every step
 * that asks (the nodes, the served copies and Postman collections, the code samples, the field
 * tables, the search index, the Markdown twins), and again only after it changed (`gatsby develop`). */
export function readSpecFile(file: string): SpecFile {
  const full = path.isAbsolute(file) ? file : path.join(OPENAPI_DIR, file);
  const { mtimeMs } = fs.statSync(full);
  const known = specFiles.get(full);
  if (known?.mtimeMs === mtimeMs) return known.spec;
  const document = parseDocument(fs.readFileSync(full, "utf8"));
  if (document.errors.length) throw new Error(`${path.relative(process.cwd(), full)}: ${document.errors[0].message}`);
  const spec = { document, data: document.toJS() as Spec };
  specFiles.set(full, { mtimeMs, spec });
  return spec;
}

const tablesOf = new WeakMap<Spec, ApiTables>();

/** The tables of one specification; a malformed table fails the build naming file and field. */
export function readApiTables(file: string): ApiTables {
  const { data } = readSpecFile(file);
  const known = tablesOf.get(data);
  if (known) return known;
  const result = tablesSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${path.relative(process.cwd(), file)}: ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`Invalid API tables:\n${problems.join("\n")}`);
  }
  const tables = {
    errorCodes: result.data["x-depese-error-codes"],
    deliveryCodes: result.data["x-depese-delivery-codes"] ?? [],
    limits: result.data["x-depese-limits"] ?? [],
  };
  tablesOf.set(data, tables);
  return tables;
}

/** The JSON API's tables, the ones the docs show. */
export const jsonApiTables = () => readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"));

/** The tables a doc's MDX source renders (<ApiErrorCodes />, <ApiDeliveryCodes />, <ApiLimits />),
 * as flags for its page context: the doc template queries the tables flagged (ApiErrorCode,
 * ApiDeliveryCode and ApiLimit nodes). */
export function apiTablesFor(mdxSource: string): Partial<Record<keyof ApiTables, true>> {
  const uses = { errorCodes: "<ApiErrorCodes", deliveryCodes: "<ApiDeliveryCodes", limits: "<ApiLimits" } as const;
  const used = (Object.keys(uses) as (keyof typeof uses)[]).filter((key) => mdxSource.includes(uses[key]));
  return Object.fromEntries(used.map((key) => [key, true]));
}

const referenceTemplate = path.resolve("src/templates/api-reference.tsx");

export type ApiReferenceContext = { specUrl: string; title: string };

export function createApiReferencePages({ actions }: CreatePagesArgs): void {
  for (const ref of apiReferences) {
    const context: ApiReferenceContext = { specUrl: `/openapi/${ref.file}`, title: ref.title };
    actions.createPage({ path: ref.route, component: referenceTemplate, context });
  }
}
