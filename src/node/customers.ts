import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  ContentProblemsError,
  formatContentProblem,
  lineAt,
  readYamlData,
  type ContentProblem,
} from "../lib/content-problems";
import { WORDMARK_SHAPES, contrastOnWhite, type CustomerStory } from "../lib/customers";

// Customer stories: one YAML file per story in content/customers/, validated when pages are
// created. A page shows them with <CustomerStory id="…" />, <Testimonial id="…" /> and
// <CustomerLogos />; the build gives it the stories it names (all of them for the logos) and
// fails on a missing field or an unknown id, naming the file, the line and the field, in Czech.

export const CUSTOMERS_DIR = "content/customers";

const text = z.string().trim().min(1, "nesmí být prázdné");
const storySchema = z
  .object({
    company: text,
    town: text,
    industry: text,
    channel: text,
    href: z
      .string()
      .regex(/^\/(?:[^\s/]+\/)*$/, "má být cesta na webu od kořene s lomítkem na konci, např. „/reference/“")
      .optional(),
    problem: text,
    solution: text,
    result: z
      .object({ value: text.max(20, "má být krátké číslo (nejvýše 20 znaků), např. „120 zákazníků“"), label: text })
      .strict(),
    quote: z.object({ text: text.max(160, "má být krátká (nejvýše 160 znaků)"), name: text, role: text }).strict(),
    wordmark: z
      .object({
        shape: z.enum(WORDMARK_SHAPES),
        color: z
          .string()
          .regex(/^#[0-9a-f]{6}$/i, "má být barva ve tvaru #rrggbb, např. „#a3245f“")
          .refine(
            (hex) => contrastOnWhite(hex) >= 4.5,
            (hex) => ({
              message: `má na bílé kontrast jen ${(Math.floor(contrastOnWhite(hex) * 10) / 10).toFixed(1).replace(".", ",")}:1, potřebuje aspoň 4,5:1 (zvolte tmavší barvu)`,
            }),
          ),
      })
      .strict(),
  })
  .strict();

/** One story from its YAML text; throws a ContentProblemsError naming the file, the line and
 * every bad field. */
export function parseStory(source: string, file: string): CustomerStory {
  const problems = storyProblems(source, file);
  if (problems.problems.length) throw new ContentProblemsError(problems.problems);
  return problems.story!;
}

function storyProblems(source: string, file: string): { story?: CustomerStory; problems: ContentProblem[] } {
  const { data, problems } = readYamlData(file, source, storySchema);
  return data ? { story: { id: path.basename(file, ".yaml"), ...data }, problems } : { problems };
}

/** Every story of content/customers/, in file-name order; throws with the problems of every file. */
export function loadStories(dir = path.resolve(CUSTOMERS_DIR)): CustomerStory[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  const problems: ContentProblem[] = [];
  const stories = files.flatMap((name) => {
    const result = storyProblems(fs.readFileSync(path.join(dir, name), "utf8"), `${CUSTOMERS_DIR}/${name}`);
    problems.push(...result.problems);
    return result.story ? [result.story] : [];
  });
  if (problems.length) throw new ContentProblemsError(problems);
  return stories;
}

const STORY_TAG = /<(CustomerStory|Testimonial|CustomerLogos)\b([^>]*?)\/?>/g;

/** The stories a page shows, by id, and a problem naming file and line for an unknown id. */
export function storiesOf(
  source: string,
  file: string,
  stories: CustomerStory[],
): { customers: Record<string, CustomerStory>; problems: string[] } {
  const customers: Record<string, CustomerStory> = {};
  const problems: string[] = [];
  const code = source.replace(/(`{3,})[\s\S]*?\1|`[^`\n]*`/g, (c) => c.replace(/[^\n]/g, " "));
  for (const match of code.matchAll(STORY_TAG)) {
    // <CustomerLogos /> shows every story, <CustomerLogos ids={["a", "b"]} /> the ones it names.
    const chosen = match[1] === "CustomerLogos" ? match[2].match(/\bids=\{\[([^\]]*)\]\}/)?.[1] : undefined;
    if (match[1] === "CustomerLogos" && chosen === undefined) {
      for (const story of stories) customers[story.id] = story;
      continue;
    }
    for (const id of chosen === undefined
      ? [match[2].match(/\bid="([^"]*)"/)?.[1]]
      : [...chosen.matchAll(/"([^"]*)"/g)].map((m) => m[1])) {
      const story = stories.find((s) => s.id === id);
      if (story) customers[story.id] = story;
      else
        problems.push(
          formatContentProblem({
            file,
            line: lineAt(source, match.index ?? 0),
            field: `komponenta <${match[1]} ${chosen === undefined ? "id" : "ids"}=${JSON.stringify(id ?? null)}>`,
            message: `${id ? `příběh „${id}“ v ${CUSTOMERS_DIR} není` : "chybí id"}; id je název souboru bez .yaml (příběhy: ${stories.map((s) => s.id).join(", ")})`,
          }),
        );
    }
  }
  return { customers, problems };
}
