import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { siteUrl } from "../config/env";
import { siteConfig } from "../config/site";
import { findOperation } from "./api-operations";
import { samplesFor } from "./api-samples";
import { fieldsFor, type FieldRow } from "./api-fields";
import { OPENAPI_DIR, apiReferences, readApiTables } from "./openapi";
import { postmanFileOf } from "./openapi-files";
import { JSON_ROUTE, CSV_ROUTE, PRICE_LIST_ROUTE } from "../lib/routes";
import { loadFacts } from "./product-facts";
import { readPricing } from "./prices";
import { formatNumber } from "../lib/czech-number";
import { deliveryStateNames } from "../lib/product-facts";

// Docs for AI assistants and tools: a Markdown twin of every docs page (/docs/…/index.md, front
// matter stripped, the generated samples and tables written out, links absolute), /llms.txt (the
// sections and key pages with one-line descriptions, per the llms.txt convention) and
// /llms-full.txt (all docs as Markdown). Written in onPostBuild before the link guard, which also
// checks the links inside them.

export const markdownTwinOf = (route: string) => `${route}index.md`;

const cellText = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
function markdownTable(header: string[], rows: string[][]): string {
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.map(cellText).join(" | ")} |`).join("\n");
}

export const fieldsMarkdown = (rows: FieldRow[]) =>
  markdownTable(
    ["Pole", "Typ", "Omezení", "Popis"],
    rows.map((r) => [
      `\`${r.name}\``,
      r.required ? `${r.type}, **povinné**` : r.type,
      r.constraints || "–",
      r.description || "–",
    ]),
  );

function samplesMarkdown(operationId: string): string {
  const op = findOperation(operationId);
  if (!op) throw new Error(`<ApiSamples operation="${operationId}" />: no such operationId`);
  return samplesFor(op)
    .map((s) => `**${s.label}**\n\n\`\`\`${s.prism}\n${s.source.trimEnd()}\n\`\`\``)
    .join("\n\n");
}

const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** The data files the twins write out, each read at most once per build: at 50× the help docs,
 * reading them again for every fact took 1.5 s of a rebuild. */
export function twinData() {
  const once = <T>(load: () => T) => {
    let value: T | undefined;
    return () => (value ??= load());
  };
  return {
    facts: once(() => loadFacts()),
    countryCount: once(() => readPricing().countries.length),
    apiTables: once(() => readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml"))),
  };
}
type TwinData = ReturnType<typeof twinData>;

function componentMarkdown(tag: string, data: TwinData): string | null {
  const name = tag.match(/^<(\w+)/)?.[1];
  const attrs = attributesOf(tag);
  const tables = data.apiTables;
  switch (name) {
    case "ApiSamples":
      return samplesMarkdown(attrs.operation);
    case "ApiFields":
      return fieldsMarkdown(fieldsFor(attrs));
    case "ApiErrorCodes":
      return markdownTable(
        ["Kód", "HTTP status", "Název", "Význam"],
        tables().errorCodes.map((c) => [String(c.code), String(c.httpStatus), `\`${c.name}\``, c.description]),
      );
    case "ApiDeliveryCodes":
      return markdownTable(
        ["Kód", "Stav", "Význam"],
        tables().deliveryCodes.map((c) => [String(c.code), `\`${c.status}\``, c.description]),
      );
    case "ApiLimits":
      return markdownTable(
        ["Limit", "Hodnota", "Význam"],
        tables().limits.map((l) => [`\`${l.name}\``, `${l.value} ${l.unit}`, l.description]),
      );
    case "DeliveryStates":
      return data
        .facts()
        .deliveryStates.map((s) => `- **${s.name}** – ${s.text} (API: ${s.statuses.map((x) => `\`${x}\``).join(", ")})`)
        .join("\n");
    case "ApiDownloads":
      return apiReferences
        .map(
          (r) =>
            `- ${r.name}: [Stáhnout OpenAPI](${siteUrl}/openapi/${r.file}), [Stáhnout kolekci pro Postman](${siteUrl}/openapi/${postmanFileOf(r.file)}), [${r.title}](${siteUrl}${r.route})`,
        )
        .join("\n");
    default:
      return null;
  }
}

/** Facts and the country count written inline (<Fact name="sla" />) as their text. */
function inlineFacts(line: string, data: TwinData): string {
  if (!/<(?:Fact|CountryCount|DeliveryStates)\b/.test(line)) return line;
  const facts = data.facts().facts;
  return line
    .replace(/<Fact\s+name="(\w+)"(\s+short)?\s*\/>/g, (_m, name: string, short?: string) =>
      short ? (facts[name].short ?? facts[name].value) : facts[name].value,
    )
    .replace(/<CountryCount\s*\/>/g, () => formatNumber(data.countryCount()))
    .replace(/<DeliveryStates\s+inline\s*\/>/g, () => deliveryStateNames(data.facts().deliveryStates));
}

/** Root-relative and #anchor links made absolute; relative images become their description. */
function absoluteLinks(line: string, route: string, data: TwinData): string {
  return inlineFacts(line, data)
    .replace(/!\[([^\]]*)\]\((?!https?:)[^)]*\)/g, (_m, alt: string) => `*(Obrázek: ${alt})*`)
    .replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`)
    .replace(/\]\(#/g, `](${siteUrl}${route}#`)
    .replace(/href="\/(?!\/)/g, `href="${siteUrl}/`);
}

/** The Markdown twin of one MDX doc. */
export function mdxToMarkdown(
  source: string,
  page: { title: string; description?: string | null; route: string },
  data: TwinData = twinData(),
): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
  const out: string[] = [`# ${page.title}`, ""];
  if (page.description) out.push(`> ${page.description}`, "");
  out.push(`Původní stránka: ${siteUrl}${page.route}`, "");
  let fence: string | null = null;
  for (const line of body.split("\n")) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(line);
      continue;
    }
    const trimmed = line.trim();
    const component = /^<[A-Z]\w*\b[^>]*\/>$/.test(trimmed) ? componentMarkdown(trimmed, data) : undefined;
    if (component === null)
      throw new Error(`${trimmed} has no Markdown form (add it to componentMarkdown in src/node/markdown-twins.ts)`);
    if (component !== undefined) out.push(component);
    else if (/^<Tabs\b[^>]*>$|^<\/Tabs>$|^<\/Tab>$|^<\/Callout>$/.test(trimmed)) out.push("");
    else if (/^<Tab\b/.test(trimmed)) out.push(`**${attributesOf(trimmed).label ?? ""}**`);
    else if (/^<Callout\b/.test(trimmed)) out.push(`**${attributesOf(trimmed).title ?? ""}**`);
    else out.push(absoluteLinks(line, page.route, data));
  }
  return (
    out
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trimEnd() + "\n"
  );
}

export type TwinPage = { title: string; description?: string | null; route: string; file: string };
export type ListedPage = { title: string; description?: string | null; route: string };

/** /llms.txt: the site's sections and key pages, each a link with a one-line Czech description. */
export function llmsTxt(docs: TwinPage[], pages: ListedPage[]): string {
  const line = (title: string, url: string, description?: string | null) =>
    `- [${title}](${url})${description ? `: ${description.replace(/\s+/g, " ").trim()}` : ""}`;
  const docsIn = (prefix: string) =>
    docs.filter((d) => d.route.startsWith(prefix)).sort((a, b) => a.route.localeCompare(b.route));
  const otherDocs = docs.filter((d) => !d.route.startsWith("/docs/api/") && !d.route.startsWith("/docs/help/"));
  const section = (title: string, items: string[]) => (items.length ? [`## ${title}`, "", ...items, ""] : []);
  return [
    `# ${siteConfig.title}`,
    "",
    `> ${siteConfig.title} je česká služba pro hromadné a transakční zprávy: SMS, RCS, Viber Business Messages a WhatsApp Business. Web je jen v češtině; ceny jsou v Kč bez DPH.`,
    "",
    `Každá stránka dokumentace má Markdown verzi na adrese stránky s příponou index.md (odkazy níže vedou na ni). Celá dokumentace v jednom souboru: ${siteUrl}/llms-full.txt`,
    "",
    ...section(
      "Specifikace API",
      apiReferences.flatMap((r) => [
        line(
          `${r.title} (OpenAPI 3.1, YAML)`,
          `${siteUrl}/openapi/${r.file}`,
          "strojově čitelná specifikace všech metod, polí, příkladů a kódů chyb, s ukázkami kódu v sedmi jazycích (x-codeSamples)",
        ),
        line(
          `${r.title} – kolekce pro Postman`,
          `${siteUrl}/openapi/${postmanFileOf(r.file)}`,
          "všechny metody s ukázkovými požadavky; API klíč patří do proměnné kolekce apiKey",
        ),
      ]),
    ),
    ...section(
      "Dokumentace API",
      docsIn("/docs/api/").map((d) => line(d.title, `${siteUrl}${markdownTwinOf(d.route)}`, d.description)),
    ),
    ...section(
      "Nápověda",
      docsIn("/docs/help/").map((d) => line(d.title, `${siteUrl}${markdownTwinOf(d.route)}`, d.description)),
    ),
    ...section("Ceník", [
      line(
        "Ceník",
        `${siteUrl}${PRICE_LIST_ROUTE}`,
        "ceny SMS, RCS, Viber a WhatsApp zpráv podle zemí v Kč bez DPH, objemové slevy a bonus za dobití",
      ),
      line(
        "Ceník v JSON",
        `${siteUrl}${JSON_ROUTE}`,
        "stejná data strojově čitelná: ceny za zprávu podle země a kanálu",
      ),
      line("Ceník v CSV", `${siteUrl}${CSV_ROUTE}`, "stejná data pro Excel (středníky, UTF-8)"),
    ]),
    ...section(
      "Stránky o službě",
      pages
        .sort((a, b) => a.route.localeCompare(b.route))
        .map((p) => line(p.title, `${siteUrl}${p.route}`, p.description)),
    ),
    ...section(
      "Optional",
      otherDocs
        .sort((a, b) => a.route.localeCompare(b.route))
        .map((d) => line(d.title, `${siteUrl}${markdownTwinOf(d.route)}`, d.description)),
    ),
  ].join("\n");
}

type DocsQuery = {
  allMdx: {
    nodes: {
      fields: { route: string | null; kind: string | null; docId: string | null };
      frontmatter: {
        title: string | null;
        description: string | null;
        draft: boolean | null;
        unlisted: boolean | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
};

/** onPostBuild: the twins of every built doc, /llms.txt and /llms-full.txt. */
export async function writeDocsForAssistants(
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
  root = process.cwd(),
): Promise<void> {
  const publicDir = path.join(root, "public");
  const result = await graphql<DocsQuery>(`
    {
      allMdx {
        nodes {
          fields {
            route
            kind
            docId
          }
          frontmatter {
            title
            description
            draft
            unlisted
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Markdown twins: the MDX query failed", result.errors as Error[]);
    return;
  }
  const built = (route: string) => fs.existsSync(path.join(publicDir, route, "index.html"));
  const nodes = result.data.allMdx.nodes.filter((n) => n.fields.route && built(n.fields.route) && !n.frontmatter.draft);
  const docs: TwinPage[] = nodes
    .filter((n) => n.fields.kind === "docs")
    .map((n) => ({
      title: n.frontmatter.title ?? "",
      description: n.frontmatter.description,
      route: n.fields.route!,
      file: n.internal.contentFilePath,
    }));
  const unlisted = new Set(nodes.filter((n) => n.frontmatter.unlisted).map((n) => n.fields.route));
  const full: string[] = [];
  const data = twinData();
  for (const doc of docs.sort((a, b) => a.route.localeCompare(b.route))) {
    let markdown: string;
    try {
      markdown = mdxToMarkdown(fs.readFileSync(doc.file, "utf8"), doc, data);
    } catch (error) {
      reporter.panicOnBuild(`Markdown twin of ${path.relative(root, doc.file)}: ${(error as Error).message}`);
      return;
    }
    fs.writeFileSync(path.join(publicDir, markdownTwinOf(doc.route)), markdown);
    if (!unlisted.has(doc.route)) full.push(markdown);
  }
  const listed = docs.filter((d) => !unlisted.has(d.route));
  const pages = nodes
    .filter((n) => n.fields.kind === "pages" && !n.frontmatter.unlisted)
    .map((n) => ({ title: n.frontmatter.title ?? "", description: n.frontmatter.description, route: n.fields.route! }));
  fs.writeFileSync(path.join(publicDir, "llms.txt"), llmsTxt(listed, pages));
  fs.writeFileSync(
    path.join(publicDir, "llms-full.txt"),
    `# ${siteConfig.title} – dokumentace\n\n${full.join("\n---\n\n")}`,
  );
  reporter.info(`Docs for assistants: ${docs.length} Markdown twins, /llms.txt, /llms-full.txt.`);
}
