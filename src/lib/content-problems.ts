import { LineCounter, isMap, isScalar, isSeq, parseDocument, type YAMLError } from "yaml";
import { defaultErrorMap, type ZodErrorMap, type ZodIssue, type ZodType, type ZodTypeDef } from "zod";

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

/** The 1-based line of the character at `index` of a file's text. */
export const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

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
  // A schema's own error map has already replaced zod's English text: keep its message.
  if (ctx.defaultError !== defaultErrorMap(issue, { data: ctx.data, defaultError: "" }).message)
    return { message: ctx.defaultError };
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
              : `${issue.inclusive ? "nejméně" : "víc než"} ${String(issue.minimum)}`,
      };
    case "too_big":
      return {
        message:
          issue.type === "array"
            ? `nejvýše ${String(issue.maximum)} položek`
            : issue.type === "string"
              ? `nejvýše ${String(issue.maximum)} znaků`
              : `${issue.inclusive ? "nejvýše" : "méně než"} ${String(issue.maximum)}`,
      };
    case "invalid_enum_value":
      return { message: `musí být jedna z hodnot ${issue.options.map((o) => `„${String(o)}“`).join(", ")}` };
    case "invalid_literal":
      return { message: `musí být „${String(issue.expected)}“` };
    case "invalid_string":
      return { message: issue.validation === "url" ? "má být adresa (https://…)" : "má chybný tvar" };
    case "unrecognized_keys":
      return { message: `neznámé pole ${issue.keys.map((k) => `„${k}“`).join(", ")} (překlep v názvu?)` };
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

/** Thrown by a data file's loader: the message is every problem under the Czech heading, `problems`
 * has them one by one (for tests and for callers that show them elsewhere). */
export class ContentProblemsError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(formatContentProblems(problems));
    this.name = "ContentProblemsError";
    this.problems = problems;
  }
}

/** `pole „facts.sla.value“` for a field of a data file, by its path. */
export const dataField = (path: readonly PropertyKey[]) => frontmatterField(path.map(String).join("."));

/** Where a path of a YAML file is: the line of its key or list item, or of the nearest part that
 * exists (the parent of a missing field). */
export type YamlLineOf = (path: readonly PropertyKey[]) => number | undefined;

/** A parsed YAML data file: its value, a way to find a field's line, and its syntax problems. */
export type YamlSource = { data: unknown; lineOf: YamlLineOf; problems: ContentProblem[] };

const yamlErrors: Record<string, string> = {
  BAD_INDENT: "špatné odsazení (odsaďte mezerami stejně jako sousední pole)",
  TAB_AS_INDENT: "odsazení tabulátorem (YAML chce mezery)",
  DUPLICATE_KEY: "pole je uvedeno dvakrát",
  MISSING_CHAR: "chybí uzavírací uvozovka, závorka nebo dvojtečka",
  BLOCK_AS_IMPLICIT_KEY: "dvojtečka uvnitř hodnoty (dejte hodnotu do uvozovek)",
  MULTILINE_IMPLICIT_KEY: "název pole přes více řádků (chybí dvojtečka nebo uvozovka?)",
};

/** Parses a YAML data file; a syntax error becomes a problem with its line, in Czech. */
export function readYamlSource(file: string, source: string): YamlSource {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const lineAt = (offset?: number) => (offset === undefined ? undefined : counter.linePos(offset).line);
  const lineOf: YamlLineOf = (path) => {
    let node: unknown = doc.contents;
    let line = lineAt((node as { range?: [number] } | null)?.range?.[0]) ?? 1;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(key));
        if (!pair) break;
        line = lineAt(isScalar(pair.key) ? pair.key.range?.[0] : undefined) ?? line;
        node = pair.value;
      } else if (isSeq(node)) {
        const item: unknown = node.items[Number(key)];
        if (!item) break;
        line = lineAt((item as { range?: [number] }).range?.[0]) ?? line;
        node = item;
      } else break;
    }
    return line;
  };
  const problems = doc.errors.map((error: YAMLError): ContentProblem => ({
    file,
    line: error.linePos?.[0].line,
    field: "zápis YAML",
    message: yamlErrors[error.code] ?? "nedá se přečíst (zkontrolujte odsazení, dvojtečky za názvy polí a uvozovky)",
  }));
  return { data: problems.length ? undefined : doc.toJS(), lineOf, problems };
}

/** A zod issue of a YAML data file as problems with the field's line: one per unknown field. */
export function yamlIssueProblems(
  file: string,
  issue: ZodIssue,
  lineOf: YamlLineOf,
  field: (path: readonly PropertyKey[]) => string = dataField,
): ContentProblem[] {
  const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
  return paths.map((path) => ({
    file,
    line: lineOf(path),
    field: path.length ? field(path) : "soubor",
    message: issue.code === "unrecognized_keys" ? "neznámé pole (překlep v názvu?)" : issue.message,
  }));
}

/** A YAML data file checked against its schema: its data, or every problem (syntax or field) with
 * its line. `field` names a field by its path; it also gets the file's raw data (an author is named
 * by the id written in the file). `raw` and `lineOf` serve the checks a loader makes after the schema. */
export function readYamlData<T>(
  file: string,
  source: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  field: (path: readonly PropertyKey[], raw: unknown) => string = dataField,
): { data?: T; raw: unknown; problems: ContentProblem[]; lineOf: YamlLineOf } {
  const { data: raw, lineOf, problems } = readYamlSource(file, source);
  if (problems.length) return { raw, problems, lineOf };
  const result = schema.safeParse(raw ?? {}, { errorMap: czechErrorMap }); // an empty file: every field missing
  if (result.success) return { data: result.data, raw, problems: [], lineOf };
  const fieldOf = (path: readonly PropertyKey[]) => field(path, raw);
  return {
    raw,
    problems: result.error.issues.flatMap((issue) => yamlIssueProblems(file, issue, lineOf, fieldOf)),
    lineOf,
  };
}
