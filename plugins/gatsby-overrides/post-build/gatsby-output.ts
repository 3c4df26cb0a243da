import { GATSBY_INTERNALS, GATSBY_VERSION } from "../internals";

// Every piece of Gatsby's (and React's) output text the post-build transforms read: the
// `output-text` entries of plugins/gatsby-overrides/internals.ts, the manifest of every Gatsby internal the
// project touches, whose test checks each against the installed Gatsby. The transforms fail the
// build, naming the page and the entry, when a page lacks one of them, so a Gatsby upgrade that
// changes its output stops the build here instead of shipping pages that silently lose their
// loader or their compilation hash.

export { GATSBY_VERSION };

export type OutputText = {
  /** Where the text comes from, for the build's message. */
  source: string;
  /** The exact text as Gatsby writes it. */
  text: string;
};

type Internals = typeof GATSBY_INTERNALS;
/** The names of the texts, which the build's messages use. */
export type OutputName = {
  [K in keyof Internals]: Internals[K]["kind"] extends "output-text" ? K : never;
}[keyof Internals];

/** The texts, by name. */
export const GATSBY_OUTPUT = Object.fromEntries(
  Object.entries(GATSBY_INTERNALS).flatMap(([name, entry]) =>
    entry.kind === "output-text"
      ? [[name, { source: entry.verify[0].file.replace(/^node_modules\//, ""), text: entry.value as string }]]
      : [],
  ),
) as Record<OutputName, OutputText>;

/** Thrown by a transform whose page lacks an expected text; the pipeline names the page. */
export class MissingOutput extends Error {
  constructor(readonly expected: OutputName) {
    const { text, source } = GATSBY_OUTPUT[expected];
    super(`expected ${expected} ${JSON.stringify(text)} (${source}, Gatsby ${GATSBY_VERSION})`);
  }
}

/** The position of `name`'s text in `html` from `from`; throws MissingOutput when it is not there. */
export function find(html: string, name: OutputName, from = 0): number {
  const at = html.indexOf(GATSBY_OUTPUT[name].text, from);
  if (at < 0) throw new MissingOutput(name);
  return at;
}

/** The text between `start` and the next `end` (both required) and where that run begins and ends. */
export function between(html: string, start: OutputName, end: OutputName, from = 0) {
  const open = find(html, start, from);
  const inner = open + GATSBY_OUTPUT[start].text.length;
  const close = find(html, end, inner);
  return {
    from: open,
    to: close + GATSBY_OUTPUT[end].text.length,
    innerFrom: inner,
    innerTo: close,
    inner: html.slice(inner, close),
  };
}
