import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldsFor } from "./api-fields";
import { readSpec } from "./api-operations";
import { fieldReferences } from "./api-doc-references";
import { apiReferences } from "./openapi";

describe("field tables from the specification", () => {
  it("lists the request fields with type, required, constraints and the spec's description", () => {
    const rows = fieldsFor({ operation: "sendMessage", part: "request" });
    const to = rows.find((r) => r.name === "to")!;
    expect(to).toMatchObject({ type: "pole (řetězec)", required: true, constraints: "1 až 1\u00a0000 položek" });
    expect(to.description).toMatch(/^Telefonní čísla příjemců ve formátu E\.164/);
    expect(rows.find((r) => r.name === "flow[].ttl")).toMatchObject({
      type: "celé číslo",
      required: true,
      constraints: "60 až 86\u00a0400",
    });
    expect(rows.find((r) => r.name === "channel")!.constraints).toBe("hodnoty `sms`, `viber`, `whatsapp`, `rcs`");
    expect(rows.find((r) => r.name === "validity")!.constraints).toContain("výchozí 172\u00a0800");
    expect(rows.find((r) => r.name === "from")!.required).toBe(false);
  });

  it("lists parameters, responses, schemas and merged oneOf variants", () => {
    expect(fieldsFor({ operation: "sendSimpleGet", part: "parameters" }).map((r) => r.name)).toEqual([
      "to",
      "text",
      "from",
    ]);
    expect(fieldsFor({ operation: "sendMessage", part: "response" }).map((r) => r.name)).toContain("rejected[].code");
    expect(fieldsFor({ schema: "Front", api: "json" }).find((r) => r.name === "name")!.constraints).toContain("vzor");
    const session = fieldsFor({ operation: "sendSessionMessage", part: "request" });
    expect(session.find((r) => r.name === "type")!.constraints).toBe(
      "hodnoty `text`, `image`, `document`, `video`, `audio`",
    );
    expect(session.find((r) => r.name === "text")!.required).toBe(false); // only the text variant needs it
    expect(session.find((r) => r.name === "phoneNumberId")!.required).toBe(true);
  });

  it("fails naming what is missing", () => {
    expect(() => fieldsFor({ operation: "listFronts", part: "request" })).toThrow(/listFronts.*no request body/);
    expect(() => fieldsFor({ schema: "Fax" })).toThrow(/schema="Fax"/);
  });
});

// Every name anywhere in the two specifications: properties, parameters, values and keys of the
// examples, extension names, operation and webhook ids. A guide page that names anything else
// (a renamed or invented field) fails.
function specNames(): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        names.add(key);
        walk(value);
      }
    } else if (typeof node === "string") names.add(node);
  };
  for (const ref of apiReferences) walk(readSpec(ref.file));
  return names;
}

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

describe("fields named on the guide pages", () => {
  const known = specNames();
  const pages = mdxFiles(path.resolve("content/docs/api/json")).concat(
    path.resolve("content/docs/api/index.mdx"),
    path.resolve("content/docs/api/tips.mdx"),
  );

  it("finds field names in JSON blocks and in inline code", () => {
    const refs = fieldReferences(
      'Pole `callbackURL` a `context.messageId`, hodnota `priority: true`, slovo `sms`.\n\n```json\n{ "recipient": "+420602123456" }\n```\n',
    );
    expect(refs.map((r) => r.name)).toEqual(["recipient", "callbackURL", "context", "messageId", "priority"]);
    expect(refs.filter((r) => !known.has(r.name)).map((r) => r.name)).toEqual(["recipient", "callbackURL"]);
  });

  it.each(pages.map((f) => [path.relative(process.cwd(), f), f]))(
    "%s names only fields the specification has",
    (name, file) => {
      const refs = fieldReferences(fs.readFileSync(file, "utf8"));
      const unknown = refs.filter((r) => !known.has(r.name)).map((r) => `${name}:${r.line}: ${r.name}`);
      expect(unknown).toEqual([]);
    },
  );

  it("checks the pages that describe fields", () => {
    const counted = pages.map((f) => fieldReferences(fs.readFileSync(f, "utf8")).length);
    expect(counted.reduce((a, b) => a + b, 0)).toBeGreaterThan(200);
  });
});
