import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { parse } from "yaml";
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

const read = new Map<string, { mtimeMs: number; tables: ApiTables }>();

/** The tables of one specification; a malformed table fails the build naming file and field. Each
 * file is parsed once for every step that asks (the nodes, the search index, the Markdown twins),
 * and again only after it changed. */
export function readApiTables(file: string): ApiTables {
  const { mtimeMs } = fs.statSync(file);
  const known = read.get(file);
  if (known?.mtimeMs === mtimeMs) return known.tables;
  const result = tablesSchema.safeParse(parse(fs.readFileSync(file, "utf8")));
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${path.relative(process.cwd(), file)}: ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`Invalid API tables:\n${problems.join("\n")}`);
  }
  const data = result.data;
  const tables = {
    errorCodes: data["x-depese-error-codes"],
    deliveryCodes: data["x-depese-delivery-codes"] ?? [],
    limits: data["x-depese-limits"] ?? [],
  };
  read.set(file, { mtimeMs, tables });
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
