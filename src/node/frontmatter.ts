import { z } from "zod";

// Front matter of content/pages/*.mdx. A bad file stops the build with its path and field.

export const pageFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1, "needs a title"),
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

/** Problems of one file's front matter, each naming the file and the field. */
export function frontmatterProblems(file: string, frontmatter: unknown): string[] {
  const result = pageFrontmatterSchema.safeParse(frontmatter ?? {});
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${file}: front matter field "${issue.path.join(".") || "(root)"}": ${issue.message}`,
  );
}
