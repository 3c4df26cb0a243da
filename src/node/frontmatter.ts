import { z } from "zod";
import { czechErrorMap, frontmatterIssueProblem, type ContentProblem } from "../lib/content-problems";

// Front matter of content/pages/*.mdx. A bad file stops the build with its path and field.

export const pageFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1, "chybí nadpis"),
    description: z.string().trim().min(1).optional(),
    lead: z.string().trim().min(1).optional(),
    hideFooter: z.boolean().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    /** An unlisted page visitors reach from a campaign link: no "unlisted" notice, which is for staff. */
    campaign: z.boolean().optional(),
    /** "article" keeps the documentation-like frame (title, table of contents, text column). */
    layout: z.enum(["landing", "article"]).optional(),
  })
  .passthrough();

export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;

/** Problems of one file's front matter, each naming the file, the field and (given the source) its line. */
export function frontmatterProblems(file: string, frontmatter: unknown, source?: string): ContentProblem[] {
  const result = pageFrontmatterSchema.safeParse(frontmatter ?? {}, { errorMap: czechErrorMap });
  if (result.success) return [];
  return result.error.issues.map((issue) => frontmatterIssueProblem(file, issue, source));
}
