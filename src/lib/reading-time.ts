// Reading time of a blog post from its word count (docs/product-spec.md §2.4: the blog sidebar shows it).

export const WORDS_PER_MINUTE = 200;

/** The readable text of an MDX source: without code blocks, import/export lines, JSX tags,
 * link targets and Markdown punctuation. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, " ")
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|~]+/g, " ");
}

/** Words of a text: whitespace-separated tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** "6 min čtení" (the space is non-breaking, as Czech typography asks between number and unit). */
export function formatReadingTime(minutes: number): string {
  return `${minutes}\u00a0min čtení`;
}
