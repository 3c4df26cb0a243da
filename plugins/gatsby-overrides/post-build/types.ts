// The types of the post-build pipeline (./pipeline.ts): a built page, and the transforms and readers
// it passes each page to.

export type BuiltPage = {
  /** The file, relative to public/ with "/" separators: "sms/index.html". */
  file: string;
  /** Its route: "/sms/". */
  route: string;
  /** One of Gatsby's slice fragments (public/_gatsby/), which it stitches into the pages: not a page. */
  fragment: boolean;
};

export type Transform = {
  /** Named in the build's messages. */
  name: string;
  /** Which pages it rewrites (default: every page, no fragment). */
  applies?: (page: BuiltPage) => boolean;
  /** The page rewritten, or the same text when there is nothing to do (a page this transform
   * already rewrote in an earlier build). Throws MissingOutput when Gatsby's output lacks a text
   * the transform rewrites. */
  apply: (html: string, page: BuiltPage) => string;
};

export type Reader = {
  name: string;
  /** Sees each file's final HTML, fragments included. */
  read: (html: string, page: BuiltPage) => void;
  /** After the last page: what is wrong, one line each (fails the build). */
  finish?: () => string[];
  /** After a clean finish: what it checked, for the build's log. */
  summary?: () => string;
  /** For a page unchanged since the last clean pass (./page-digests.ts): true when what the reader
   * concluded of it then still holds, so it is not read again. Without it, the reader reads it.
   * `memo` is what the reader's `memo` gave for the page in that pass. */
  unchanged?: (page: BuiltPage, memo?: unknown) => boolean;
  /** What to keep of a page, read or unchanged, for the next pass's `unchanged` (JSON, kept with the
   * page's digest, so it always belongs to the page's text). */
  memo?: (page: BuiltPage) => unknown;
};

export type PipelineResult = {
  /** Every HTML file read. */
  files: number;
  /** The files a transform changed (and the pipeline wrote). */
  written: number;
  /** The files whose final text is the last clean pass's. */
  unchanged: number;
  /** "page: problem" lines of transforms and readers; the build fails on any. */
  problems: string[];
  /** Milliseconds spent in each transform and reader (their finish included), by name. */
  timings: Map<string, number>;
};
