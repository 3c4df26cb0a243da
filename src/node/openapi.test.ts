import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { OPENAPI_DIR, apiReferences, readApiTables, readSpecFile } from "./openapi";
import { NUMBER, errorCodeReferences, jsonCodeReferences, statedNumbers } from "./api-doc-references";

// One source for the tables that can drift (issue: error codes, delivery codes, limits): the
// docs pages render them from the OpenAPI files, and every code the guide pages mention must
// exist there.

const jsonApi = readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"));
const wabaApi = readApiTables(path.join(OPENAPI_DIR, "waba_restapi_v1.yaml"));
// Guide pages about WhatsApp also cite the WhatsApp Business API's own codes (6xx).
const errorCodes = new Set([...jsonApi.errorCodes, ...wabaApi.errorCodes].map((c) => c.code));
// The names a code goes by (404 is MESSAGE_NOT_FOUND in the JSON API, NOT_FOUND in the WhatsApp API).
const namesOf = (code: number) =>
  [...jsonApi.errorCodes, ...wabaApi.errorCodes].filter((c) => c.code === code).map((c) => c.name);
const deliveryCodes = new Set(jsonApi.deliveryCodes.map((c) => c.code));

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}
const guidePages = mdxFiles(path.resolve("content/docs/api/json")).concat(
  path.resolve("content/docs/api/index.mdx"),
  path.resolve("content/docs/api/tips.mdx"),
);

describe("one read of each specification per build", () => {
  it("feeds every step that uses the API files from one read and parse of each file", async () => {
    vi.resetModules(); // every module's caches empty, as when a build starts
    const readFileSync = vi.spyOn(fs, "readFileSync");
    const reads = () =>
      readFileSync.mock.calls.map(([file]) => String(file)).filter((file) => file.startsWith(OPENAPI_DIR));
    try {
      const { writeOpenApiFiles } = await import("./openapi-files");
      const { sourceApiOperations } = await import("./api-operation-nodes");
      const { samplesNode, fieldsTable } = await import("./remark-api-docs");
      const { fieldsFor } = await import("./api-fields");
      const { searchSources } = await import("./search");
      const { mdxToMarkdown } = await import("./markdown-twins");

      // onPreBootstrap: the served copies with their code samples, and the Postman collections.
      writeOpenApiFiles(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-once-")));
      // sourceNodes: ApiOperation, ApiErrorCode, ApiDeliveryCode and ApiLimit nodes.
      const createNode = vi.fn();
      sourceApiOperations({
        actions: { createNode },
        createNodeId: (key: string) => key,
        createContentDigest: () => "digest",
      } as never);
      // The MDX of the API docs (remark-api-docs): code samples and field tables.
      samplesNode("sendMessage");
      fieldsTable(fieldsFor({ operation: "createFront", part: "request" }));
      // The search index: the codes of a page that shows the error codes.
      const body = "<ApiErrorCodes />\n<ApiDeliveryCodes />\n";
      const node = { body, fields: { kind: "docs", route: "/docs/api/json/error-codes/" } };
      searchSources(
        { allMdx: { nodes: [{ ...node, frontmatter: { title: "Kódy", description: null } }] } } as never,
        [],
      );
      // The Markdown twins.
      mdxToMarkdown(`<ApiSamples operation="sendMessage" />\n<ApiLimits />\n${body}`, { title: "Kódy", route: "/x/" });

      expect(createNode.mock.calls.map(([n]) => n.internal.type)).toContain("ApiOperation");
      expect(reads().sort()).toEqual(apiReferences.map((r) => path.join(OPENAPI_DIR, r.file)).sort());
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("reads a file again only after it changed (gatsby develop)", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-memo-")), "spec.yaml");
    fs.copyFileSync(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"), file);
    const readFileSync = vi.spyOn(fs, "readFileSync");
    const reads = () => readFileSync.mock.calls.filter(([f]) => f === file).length;
    try {
      const first = readSpecFile(file);
      expect(readSpecFile(file)).toBe(first);
      expect(readApiTables(file)).toBe(readApiTables(file));
      expect(reads()).toBe(1);
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(file, later, later);
      expect(readSpecFile(file)).not.toBe(first);
      expect(reads()).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("API tables", () => {
  it("reads both specifications", () => {
    for (const { file } of apiReferences)
      expect(readApiTables(path.join(OPENAPI_DIR, file)).errorCodes.length).toBeGreaterThan(5);
    expect(jsonApi.deliveryCodes.length).toBeGreaterThan(5);
    expect(jsonApi.limits.find((l) => l.name === "maxRecipientsPerMessage")?.value).toBe(1000);
  });

  it("names the file and field of a malformed table", () => {
    const file = path.join(os.tmpdir(), "bad-openapi.yaml");
    fs.writeFileSync(
      file,
      "x-depese-error-codes:\n  - code: '307'\n    httpStatus: 200\n    name: X\n    description: Y\n",
    );
    expect(() => readApiTables(file)).toThrow(/bad-openapi\.yaml: x-depese-error-codes\.0\.code: Expected number/);
  });

  it.each(guidePages.map((f) => [path.relative(process.cwd(), f), f]))(
    "%s mentions only codes the specification defines",
    (name, file) => {
      const text = fs.readFileSync(file, "utf8");
      for (const ref of jsonCodeReferences(text)) {
        const defined = ref.code >= 300 ? errorCodes.has(ref.code) : deliveryCodes.has(ref.code);
        expect(defined, `${name}:${ref.line}: ${ref.text} is not in the specification`).toBe(true);
      }
      for (const ref of errorCodeReferences(text)) {
        expect(
          errorCodes.has(ref.code),
          `${name}:${ref.line}: error code ${ref.code} („${ref.text}“) is not in x-depese-error-codes`,
        ).toBe(true);
        if (ref.name)
          expect(namesOf(ref.code), `${name}:${ref.line}: „${ref.text}“ names code ${ref.code} wrongly`).toContain(
            ref.name,
          );
      }
    },
  );

  it("renders the tables from the specification on the docs pages (no hand-written copy)", () => {
    const page = (p: string) => fs.readFileSync(path.resolve("content/docs/api", p), "utf8");
    expect(page("json/error-codes.mdx")).toContain("<ApiErrorCodes");
    expect(page("json/delivery/codes.mdx")).toContain("<ApiDeliveryCodes");
    expect(page("index.mdx")).toContain("<ApiLimits");
  });

  it("keeps the example responses' codes inside the specification's tables", () => {
    const spec = JSON.stringify(parse(fs.readFileSync(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"), "utf8")).paths);
    for (const m of spec.matchAll(/"code":(\d+)/g)) {
      const code = Number(m[1]);
      expect(code >= 300 ? errorCodes.has(code) : deliveryCodes.has(code)).toBe(true);
    }
  });
});

// Limits the guides type by hand, each in the phrasings the pages use for it, against the value
// of the specification (x-depese-limits, or the schema's own bounds where the table has none).
// Every phrasing must still occur somewhere, so a reworded page cannot silently skip the check.
describe("limits typed in the guides", () => {
  const spec = parse(fs.readFileSync(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"), "utf8"));
  const schemas = spec.components.schemas;
  const limit = (name: string) => {
    const found = jsonApi.limits.find((l) => l.name === name);
    if (!found) throw new Error(`x-depese-limits has no ${name}`);
    return found.value;
  };
  const N = `(${NUMBER})`;
  const statements: { what: string; values: number[]; pattern: RegExp; only?: string }[] = [
    {
      what: "requestsPerSecond",
      values: [limit("requestsPerSecond")],
      pattern: new RegExp(`${N} požadavků za sekundu`, "u"),
    },
    {
      what: "maxRecipientsPerMessage",
      values: [limit("maxRecipientsPerMessage")],
      pattern: new RegExp(`(?:až|nejvýše|víc než) ${N} (?:příjemc|čísl)`, "iu"),
    },
    {
      what: "maxMessagesPerRequest",
      values: [limit("maxMessagesPerRequest")],
      pattern: new RegExp(
        `(?:až|nejvýše|víc než) ${N} (?:různých )?zpráv(?:ách)?(?!\\p{L}| za sekundu| najednou)`,
        "iu",
      ),
    },
    {
      what: "maxStatusIds",
      values: [limit("maxStatusIds")],
      pattern: new RegExp(`(?:(?:až|nejvýše|víc než) ${N} identifikátor|stav až ${N} zpráv najednou)`, "iu"),
    },
    {
      what: "maxTextLengthGsm, maxTextLengthUcs2",
      values: [limit("maxTextLengthGsm"), limit("maxTextLengthUcs2")],
      pattern: new RegExp(
        `(?:nejvýše|10 částí)[^.\\n]{0,20}?${N} znaků bez diakritiky(?:,| nebo) ${N}(?: znaků)? s diakritikou`,
        "iu",
      ),
    },
    {
      what: "maxFlowSteps",
      values: [limit("maxFlowSteps")],
      pattern: new RegExp(`(?:až|nejvýše|víc než) ${N} krok`, "iu"),
    },
    {
      what: "maxReferenceLength",
      values: [limit("maxReferenceLength")],
      pattern: new RegExp(
        `reference[^\\n]{0,80}?(?:nejvýše|delší než) ${N} znaků|(?:nejvýše|delší než) ${N} znaků reference`,
        "u",
      ),
    },
    {
      what: "ttlMin, ttlMax",
      values: [limit("ttlMin"), limit("ttlMax")],
      pattern: new RegExp(`ttl(?:(?!validity)[^\\n]){0,80}?${N} až ${N}(?=\\)| sekund)`, "u"),
    },
    {
      what: "MessageFields.validity",
      values: [schemas.MessageFields.properties.validity.minimum, schemas.MessageFields.properties.validity.maximum],
      pattern: new RegExp(`validity(?:(?!ttl)[^\\n]){0,80}?${N} až ${N}(?=,|\\)| sekund)`, "u"),
    },
    {
      what: "MessageFields.callbackUrl.maxLength",
      values: [schemas.MessageFields.properties.callbackUrl.maxLength],
      pattern: new RegExp(`callbackUrl[^\\n]{0,80}?nejvýše ${N} znaků`, "u"),
    },
    {
      what: "Front.rateLimit",
      values: [schemas.Front.properties.rateLimit.minimum, schemas.Front.properties.rateLimit.maximum],
      pattern: new RegExp(`rateLimit[^\\n]{0,60}?${N} až ${N}`, "u"),
    },
  ];

  it("reads every value from the specification", () => {
    for (const { what, values } of statements) for (const v of values) expect(Number.isFinite(v), what).toBe(true);
  });

  it.each(statements.map((s) => [s.what, s]))(
    "%s: every hand-typed value matches the specification",
    (_what, { what, values, pattern, only }) => {
      const pages = only ? [path.resolve(only)] : guidePages;
      let found = 0;
      for (const file of pages) {
        for (const numbers of statedNumbers(fs.readFileSync(file, "utf8"), pattern)) {
          found++;
          const at = `${path.relative(process.cwd(), file)}:${numbers[0].line}: „${numbers[0].text}“`;
          expect(
            numbers.map((n) => n.value),
            `${at} states ${what} as ${numbers.map((n) => n.value).join(" and ")}, the specification says ${values.join(" and ")}`,
          ).toEqual(values);
        }
      }
      expect(found, `no guide page states ${what} in the phrasing ${pattern}`).toBeGreaterThan(0);
    },
  );
});

describe("API v1 pages", () => {
  const v1Pages = mdxFiles(path.resolve("content/docs/api/v1"));

  it.each(v1Pages.map((f) => [path.relative(process.cwd(), f), f]))(
    "%s opens with a warning that v1 is legacy, linking its JSON API successor",
    (_name, file) => {
      const body = fs
        .readFileSync(file, "utf8")
        .replace(/^---\n[\s\S]*?\n---\n/, "")
        .trimStart();
      const callout = body.match(/^:::warning\[Starší verze API\]\n([\s\S]*?)\n:::/);
      expect(callout, "the page starts with :::warning[Starší verze API] … :::").not.toBeNull();
      expect(callout![1]).toMatch(/\]\(\/docs\/api\/json\/[^)]*\/\)/);
    },
  );
});
