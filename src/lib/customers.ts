// Customer stories (content/customers/*.yaml) as a page receives them: shared by the build step
// (src/node/customers.ts) and the proof sections (src/components/Proof).

export const WORDMARK_SHAPES = ["circle", "square", "leaf", "drop", "hexagon", "arch"] as const;
export type WordmarkShape = (typeof WORDMARK_SHAPES)[number];

export interface CustomerStory {
  /** The file name without .yaml. */
  id: string;
  company: string;
  town: string;
  industry: string;
  /** What they send with: "SMS ze sdíleného čísla s odpovědí". */
  channel: string;
  /** The page of the service they use. */
  href?: string;
  problem: string;
  solution: string;
  /** One measured result: "z 8 % na 3 %" and what it means. */
  result: { value: string; label: string };
  quote: { text: string; name: string; role: string };
  wordmark: { shape: WordmarkShape; color: string };
}

/** A CustomerStory node of the GraphQL layer as the proof sections take it: its storyId as id. */
export const storyOf = (
  node: Omit<CustomerStory, "id" | "href" | "wordmark"> & {
    storyId: string;
    href?: string | null;
    wordmark: { shape: string; color: string };
  },
): CustomerStory => ({
  ...node,
  id: node.storyId,
  href: node.href ?? undefined,
  wordmark: node.wordmark as CustomerStory["wordmark"],
});

/** Relative luminance of #rrggbb (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of a colour against white: the wordmark's name is drawn in it on a light card. */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** The letters inside the wordmark's shape: the initials of the name's first two words, or of a
 * one-word name's capitals ("KávaDomů" → "KD"). */
export function initialsOf(company: string): string {
  const words = company.split(/\s+/).filter(Boolean);
  const capitals = words.length === 1 ? (words[0].match(/\p{Lu}/gu) ?? []) : [];
  const letters = capitals.length > 1 ? capitals : words.map((word) => word[0]);
  return letters
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join("");
}

/** How many other stories a story's page shows below it. */
export const OTHER_STORIES = 6;

/** The stories a story's page shows below it: the OTHER_STORIES after it in `ids` (sorted), from
 * the start again at the end, so each page shows others and every story is shown somewhere. */
export function otherStoryIds(ids: readonly string[], id: string): string[] {
  const at = ids.indexOf(id);
  return [...ids.slice(at + 1), ...ids.slice(0, Math.max(at, 0))].slice(0, OTHER_STORIES);
}
