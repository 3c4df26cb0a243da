// Shared by the query that compiles a body (./compiled-bodies.ts) and the HTML renderer that runs it
// (./ServerBody.tsx); no Node module, as the renderer bundles it.

/** Where the compiled bodies live, in Gatsby's cache: a cold build (no .cache/) compiles them all. */
export const COMPILED_BODIES_DIR = ".cache/static-bodies";

/** The compiled body of a content file ("blog/x/index.mdx", relative to content/). */
export const compiledBodyPath = (projectDir: string, mdxFile: string) =>
  `${projectDir}/${COMPILED_BODIES_DIR}/${mdxFile}.js`;
