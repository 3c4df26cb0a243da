import { z } from "zod";
import { parseIsoDay } from "../lib/czech-date";
import { slugify } from "../lib/slug";
import {
  FRONT_MATTER,
  czechErrorMap,
  readYamlData,
  frontmatterField,
  frontmatterIssueProblem,
  frontmatterLine,
  type ContentProblem,
} from "../lib/content-problems";

// Validation of the blog's content (content/blog/): post front matter, authors.yaml and
// tags.yaml. Every problem names the file (and the field), and stops the build; `gatsby develop`
// shows a post's problems on its page instead (src/node/content-problems.ts).

export const REQUIRED_TAG = "sms-marketing";

const slugString = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "má být zkratka z malých písmen, číslic a pomlček");

export const blogPostSchema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    authors: z.array(slugString).min(1, "potřebuje aspoň jednoho autora (id z content/blog/authors.yaml)"),
    tags: z
      .array(slugString)
      .min(2, "potřebuje aspoň dva štítky")
      .refine((tags) => tags.includes(REQUIRED_TAG), `musí obsahovat „${REQUIRED_TAG}“`)
      .refine((tags) => new Set(tags).size === tags.length, "uvádí jeden štítek dvakrát"),
    cover: z.string().trim().min(1, "chybí obrázek (cesta k SVG vedle článku)"),
    coverAlt: z.string().trim().min(1, "chybí textový popis obrázku"),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
  })
  .passthrough();

/** The raw text of a front matter field as written in the file (YAML would turn "2024-13-45"
 * into a valid Date of 2025, so the date is checked as text). */
export function rawFrontmatterValue(source: string, field: string): string | null {
  const block = FRONT_MATTER.exec(source)?.[1];
  const line = block?.split(/\r?\n/).find((l) => l.startsWith(`${field}:`));
  if (line === undefined) return null;
  return line
    .slice(field.length + 1)
    .trim()
    .replace(/^(["'])(.*)\1$/, "$2");
}

type PostCheck = {
  /** The whole MDX source, to read the date as written and to give each problem its line. */
  source?: string;
  /** Whether the cover path points at an existing file. */
  coverExists?: (relativePath: string) => boolean;
};

/** Problems of one post's own front matter, each naming the file, the line and the field. */
export function blogPostProblems(file: string, frontmatter: unknown, check: PostCheck = {}): ContentProblem[] {
  const fm = (frontmatter ?? {}) as Record<string, unknown>;
  const { source } = check;
  const problem = (field: string, message: string): ContentProblem => ({
    file,
    line: source === undefined ? undefined : frontmatterLine(source, field),
    field: frontmatterField(field),
    message,
  });
  const problems: ContentProblem[] = [];
  const result = blogPostSchema.safeParse(fm, { errorMap: czechErrorMap });
  if (!result.success)
    for (const issue of result.error.issues) problems.push(frontmatterIssueProblem(file, issue, source));
  const rawDate =
    source !== undefined
      ? rawFrontmatterValue(source, "date")
      : fm.date instanceof Date
        ? fm.date.toISOString()
        : fm.date;
  if (rawDate === null || rawDate === undefined || rawDate === "") problems.push(problem("date", "chybí"));
  else if (typeof rawDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(rawDate.slice(0, 10)) || !parseIsoDay(rawDate)) {
    problems.push(problem("date", `„${String(rawDate)}“ není datum (pište RRRR-MM-DD, např. 2026-11-21)`));
  }
  if (result.success && check.coverExists && !check.coverExists(result.data.cover)) {
    problems.push(problem("cover", `soubor ${result.data.cover} neexistuje (cesta vede od souboru článku)`));
  }
  return problems;
}

/** Author ids and tag slugs a post uses that the data files do not define. */
export function blogReferenceProblems(
  file: string,
  post: { authors: readonly string[]; tags: readonly string[] },
  known: { authorIds: ReadonlySet<string>; tagNames: ReadonlyMap<string, string> },
  source?: string,
): ContentProblem[] {
  const problem = (field: string, value: string, message: string): ContentProblem => ({
    file,
    line: source === undefined ? undefined : frontmatterLine(source, field, value),
    field: frontmatterField(field),
    message,
  });
  return [
    ...post.authors
      .filter((id) => !known.authorIds.has(id))
      .map((id) => problem("authors", id, `neznámý autor „${id}“ (není v content/blog/authors.yaml)`)),
    ...post.tags
      .filter((tag) => !known.tagNames.get(tag))
      .map((tag) => problem("tags", tag, `štítek „${tag}“ nemá název v content/blog/tags.yaml`)),
  ];
}

const authorSchema = z.object({
  id: slugString,
  name: z.string().trim().min(1),
  role: z.string().trim().min(1),
  avatar: z.string().trim().min(1),
  bio: z.string().trim().min(1),
  links: z.array(z.object({ label: z.string().trim().min(1), url: z.string().url() })).default([]),
});

export type BlogAuthorData = z.infer<typeof authorSchema> & { slug: string };

/** content/blog/authors.yaml: a list of authors with unique ids and existing avatars. */
export function parseAuthors(
  file: string,
  source: string,
  avatarExists?: (relativePath: string) => boolean,
): { authors: BlogAuthorData[]; problems: ContentProblem[] } {
  // "autor „jana-novakova“, pole „name“"; by its place in the list when it has no id.
  const authorField = ([index, ...rest]: readonly PropertyKey[], raw: unknown) => {
    const id = ((Array.isArray(raw) ? raw[Number(index)] : undefined) as { id?: unknown } | undefined)?.id;
    const author = typeof id === "string" && id ? `autor „${id}“` : `autor č. ${Number(index) + 1}`;
    return rest.length ? `${author}, ${frontmatterField(rest.map(String).join("."))}` : author;
  };
  const yaml = readYamlData(
    file,
    source,
    z.array(authorSchema, { invalid_type_error: "má být seznam autorů (každý začíná „- id:“)" }),
    authorField,
  );
  if (!yaml.data) return { authors: [], problems: yaml.problems };
  const problems: ContentProblem[] = [];
  const problem = (i: number, field: string, message: string) =>
    problems.push({ file, line: yaml.lineOf([i, field]), field: authorField([i, field], yaml.raw), message });
  const seen = new Set<string>();
  yaml.data.forEach((author, i) => {
    if (seen.has(author.id)) problem(i, "id", `id „${author.id}“ už má jiný autor výše; každý autor potřebuje své`);
    seen.add(author.id);
    if (avatarExists && !avatarExists(author.avatar))
      problem(i, "avatar", `soubor ${author.avatar} neexistuje (cesta vede od authors.yaml, např. ./authors/jana.svg)`);
  });
  return { authors: yaml.data.map((a) => ({ ...a, slug: slugify(a.id) })), problems };
}

/** content/blog/tags.yaml: tag slug → Czech display name. */
export function parseTags(
  file: string,
  source: string,
): { tags: { slug: string; name: string }[]; problems: ContentProblem[] } {
  const { data, problems } = readYamlData(
    file,
    source,
    z.record(slugString, z.string().trim().min(1, "potřebuje název, který čtenář uvidí (např. „api: API“)"), {
      invalid_type_error: "má být seznam štítků „zkratka: Název“",
    }),
    (path) => `štítek „${path.map(String).join(".")}“`,
  );
  if (!data) return { tags: [], problems };
  return { tags: Object.entries(data).map(([slug, name]) => ({ slug, name })), problems: [] };
}
