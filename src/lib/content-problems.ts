import type { ZodErrorMap, ZodIssue } from "zod";

// One problem of a content file (front matter, a link, a component), as the build and
// `gatsby develop` report it: in the terminal and, in develop, on the page itself
// (src/templates/content-problems.tsx). Czech, because editors read it.

export type ContentProblem = {
  /** The file, relative to the repository ("content/blog/sms-a-gdpr/index.mdx"). */
  file: string;
  /** 1-based line in the file, when the problem has a place. */
  line?: number;
  /** What is wrong, as the editor wrote it: `pole „authors“`, `odkaz „/cenik/“`, `komponenta <Hero>`. */
  field: string;
  message: string;
};

/** `pole „authors“` for a front matter field. */
export const frontmatterField = (name: string) => `pole „${name}“`;

/** "content/blog/x/index.mdx:4: pole „authors“: neznámý autor „karel“" */
export function formatContentProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ""}: ${field}: ${message}`;
}

/** Every problem of a run, one a line, under a Czech heading with their count. */
export function formatContentProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length;
  const noun = count === 1 ? "chyba" : count < 5 ? "chyby" : "chyb";
  return [
    `Obsah: ${count} ${noun} (soubor:řádek: co: proč)`,
    ...problems.map((p) => `  ${formatContentProblem(p)}`),
  ].join("\n");
}

/** An MDX source's front matter block; group 1 is its YAML, from line 2 of the file. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The front matter block of an MDX source: its lines, starting at line 2 of the file. */
function frontmatterLines(source: string): string[] {
  const block = FRONT_MATTER.exec(source)?.[1];
  return block === undefined ? [] : block.split(/\r?\n/);
}

/**
 * The line of a front matter field in the file (1-based), or of one value in it (a list item such as
 * an author id, inline `[a, b]` or one per line); the line of the opening `---` when the field is
 * missing; undefined without front matter.
 */
export function frontmatterLine(source: string, field: string, value?: string): number | undefined {
  const lines = frontmatterLines(source);
  if (!lines.length && !source.startsWith("---")) return undefined;
  const at = lines.findIndex((line) => line.startsWith(`${field}:`));
  if (at === -1) return 1;
  if (value !== undefined) {
    const mentions = (line: string) =>
      new RegExp(`(^|[\\s\\[,'"-])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s\\],'"])`).test(line);
    for (let i = at; i < lines.length && (i === at || /^\s/.test(lines[i])); i++)
      if (mentions(i === at ? lines[i].slice(field.length + 1) : lines[i])) return i + 2;
  }
  return at + 2;
}

const typeNames: Record<string, string> = {
  string: "text",
  number: "číslo",
  boolean: "true nebo false",
  array: "seznam",
  object: "skupina polí",
  date: "datum",
};

/** Zod's messages in Czech, for the checks whose schema does not say its own (a message given to a
 * check, `.min(1, "…")`, wins; an error map given to a schema comes in as `ctx.defaultError`). */
export const czechErrorMap: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case "invalid_type":
      return {
        message:
          issue.received === "undefined"
            ? "chybí"
            : `má být ${typeNames[issue.expected] ?? issue.expected}, ne ${typeNames[issue.received] ?? issue.received}`,
      };
    case "too_small":
      return {
        message:
          issue.type === "array"
            ? `potřebuje aspoň ${String(issue.minimum)} položky`
            : issue.type === "string"
              ? "nesmí být prázdné"
              : `nejméně ${String(issue.minimum)}`,
      };
    case "invalid_enum_value":
      return { message: `musí být jedna z hodnot ${issue.options.map((o) => `„${String(o)}“`).join(", ")}` };
    default:
      return { message: ctx.defaultError };
  }
};

/** A zod issue of a file's front matter as a problem with the field's line (when the source is given). */
export function frontmatterIssueProblem(file: string, issue: ZodIssue, source?: string): ContentProblem {
  const name = issue.path.length ? String(issue.path[0]) : "";
  const item = issue.path.length > 1 ? issue.path.slice(1).join(".") : "";
  return {
    file,
    line: source === undefined ? undefined : name ? frontmatterLine(source, name) : 1,
    field: name ? frontmatterField(item ? `${name}.${item}` : name) : "hlavička (front matter)",
    message: issue.message,
  };
}
