import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { WORDMARK_SHAPES, contrastOnWhite, type CustomerStory } from "../lib/customers";

// Customer stories: one YAML file per story in content/customers/, validated when pages are
// created. A page shows them with <CustomerStory id="…" />, <Testimonial id="…" /> and
// <CustomerLogos />; the build gives it the stories it names (all of them for the logos) and
// fails on a missing field or an unknown id, naming the file and the field or line.

export const CUSTOMERS_DIR = "content/customers";

const text = z.string().trim().min(1, "must not be empty");
const storySchema = z
  .object({
    company: text,
    town: text,
    industry: text,
    channel: text,
    href: z
      .string()
      .regex(/^\/(?:[^\s/]+\/)*$/, "must be a root-relative path ending in /")
      .optional(),
    problem: text,
    solution: text,
    result: z.object({ value: text.max(20, "must be a short figure (at most 20 characters)"), label: text }).strict(),
    quote: z.object({ text: text.max(160, "must be short (at most 160 characters)"), name: text, role: text }).strict(),
    wordmark: z
      .object({
        shape: z.enum(WORDMARK_SHAPES),
        color: z
          .string()
          .regex(/^#[0-9a-f]{6}$/i, "must be #rrggbb")
          .refine((hex) => contrastOnWhite(hex) >= 4.5, "must have a contrast of at least 4.5:1 on white"),
      })
      .strict(),
  })
  .strict();

/** One story from its YAML text; throws naming the file and every bad field. */
export function parseStory(source: string, file: string): CustomerStory {
  const result = storySchema.safeParse(parse(source));
  if (!result.success)
    throw new Error(
      result.error.issues.map((i) => `${file}: field "${i.path.join(".") || "(root)"}": ${i.message}`).join("\n"),
    );
  return { id: path.basename(file, ".yaml"), ...result.data };
}

/** Every story of content/customers/, in file-name order. */
export function loadStories(dir = path.resolve(CUSTOMERS_DIR)): CustomerStory[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  const problems: string[] = [];
  const stories = files.flatMap((name) => {
    try {
      return [parseStory(fs.readFileSync(path.join(dir, name), "utf8"), path.join(CUSTOMERS_DIR, name))];
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return stories;
}

const lineOf = (source: string, index: number) => source.slice(0, index).split("\n").length;
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
    if (match[1] === "CustomerLogos") {
      for (const story of stories) customers[story.id] = story;
      continue;
    }
    const id = match[2].match(/\bid="([^"]*)"/)?.[1];
    const story = stories.find((s) => s.id === id);
    if (story) customers[story.id] = story;
    else
      problems.push(
        `${file}:${lineOf(source, match.index ?? 0)}: <${match[1]} id=${JSON.stringify(id ?? null)}>: no such story in ${CUSTOMERS_DIR} (stories: ${stories.map((s) => s.id).join(", ")})`,
      );
  }
  return { customers, problems };
}
