import type { ZodIssue } from "zod";
import { navbarItemTypes, siteConfigSchema, type SiteConfig } from "./schema";

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid site configuration:\n- ${problems.join("\n- ")}`);
    this.name = "ConfigError";
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** "item 3, label "Ceník"" for navbar.items[2]; nested dropdown children name their parent too. */
function describeNavbarItem(raw: unknown, path: (string | number)[]): string | null {
  if (path[0] !== "navbar" || path[1] !== "items" || typeof path[2] !== "number") return null;
  const items = isObj(raw) && isObj(raw.navbar) && Array.isArray(raw.navbar.items) ? raw.navbar.items : [];
  const item = items[path[2]];
  const name = (v: unknown) => (isObj(v) && typeof v.label === "string" ? `, label "${v.label}"` : "");
  let text = `item ${path[2] + 1}${name(item)}`;
  if (path[3] === "items" && typeof path[4] === "number" && isObj(item) && Array.isArray(item.items)) {
    text += `, child ${path[4] + 1}${name(item.items[path[4]])}`;
  }
  return text;
}

/** A readable place for any issue: the dotted path plus, for list entries, their label or id. */
function describePath(raw: unknown, path: (string | number)[]): string {
  const dotted = path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`))
    .join("")
    .replace(/^\./, "");
  const navbar = describeNavbarItem(raw, path);
  if (navbar) return `${dotted} (${navbar})`;
  let node: unknown = raw;
  let label = "";
  for (const key of path) {
    node = isObj(node) || Array.isArray(node) ? (node as Obj)[key as string] : undefined;
    if (typeof key === "number" && isObj(node)) {
      const named = node.label ?? node.title ?? node.id ?? node.name;
      label = typeof named === "string" ? ` ("${named}")` : "";
    }
  }
  return `${dotted}${label}`;
}

function checkNavbarTypes(raw: unknown): string[] {
  const problems: string[] = [];
  const items = isObj(raw) && isObj(raw.navbar) && Array.isArray(raw.navbar.items) ? raw.navbar.items : [];
  const known = navbarItemTypes as readonly string[];
  items.forEach((item, i) => {
    const check = (it: unknown, path: (string | number)[]) => {
      const type = isObj(it) ? it.type : undefined;
      if (typeof type !== "string" || !known.includes(type)) {
        problems.push(
          `Unknown navbar item type "${String(type)}" (${describeNavbarItem(raw, path)}); known types: ${known.join(", ")}`,
        );
      }
    };
    check(item, ["navbar", "items", i]);
    if (isObj(item) && item.type === "dropdown" && Array.isArray(item.items)) {
      item.items.forEach((_, j) =>
        check(item.items && (item.items as unknown[])[j], ["navbar", "items", i, "items", j]),
      );
    }
  });
  return problems;
}

function formatIssue(raw: unknown, issue: ZodIssue): string {
  return `${describePath(raw, issue.path)}: ${issue.message}`;
}

/** Validates the whole site configuration; throws a ConfigError that names every bad item. What
 * navbar doc items and docs versions point to is checked with the docs (src/node/doc-targets.ts). */
export function validateSiteConfig(raw: unknown): SiteConfig {
  const typeProblems = checkNavbarTypes(raw);
  if (typeProblems.length) throw new ConfigError(typeProblems);
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => formatIssue(raw, issue)));
  const config = raw as SiteConfig;
  if (!config.docs.versions.some((v) => v.name === config.docs.currentVersion))
    throw new ConfigError([`docs.currentVersion "${config.docs.currentVersion}" is not one of docs.versions`]);
  return config;
}
