// Every piece of Gatsby's (and React's) output text the post-build transforms read, in one place.
// The transforms fail the build, naming the page and the entry, when a page lacks one of them, so
// a Gatsby upgrade that changes its output stops the build here instead of shipping pages that
// silently lose their loader or their compilation hash. After upgrading, build once, compare the
// texts below with a page and the slice fragment public/_gatsby/slices/_gatsby-scripts-1.html,
// and update them together with GATSBY_VERSION and the pin of `gatsby` in package.json.
// The browser side reads one Gatsby internal, `window.___loader` (GATSBY_LOADER in
// src/static-body/loader.ts): src/static-body/loader.test.ts reads Gatsby's cache-dir for it, and
// e2e/static-body.test.ts fails when navigation stops showing static bodies.

/** The Gatsby version these texts were read from (package.json pins its minor: `~5.16.1`). */
export const GATSBY_VERSION = "5.16.1";

export type OutputText = {
  /** Where the text comes from, for the build's message. */
  source: string;
  /** The exact text as Gatsby writes it. */
  text: string;
};

/** The texts, by a name the build's messages use. */
export const GATSBY_OUTPUT = {
  /** Where Gatsby stitches its scripts slice into every page (gatsby/dist/utils/slices/stitching.js). */
  scriptsSliceStart: {
    source: "slice stitching",
    text: '<!-- slice-start id="_gatsby-scripts-1" -->',
  },
  scriptsSliceEnd: {
    source: "slice stitching",
    text: '<!-- slice-end id="_gatsby-scripts-1" -->',
  },
  /** The page's own inline script, before the slice (gatsby/cache-dir/static-entry.js). */
  pagePathScriptStart: {
    source: "static-entry.js",
    text: '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=',
  },
  pagePathScriptEnd: { source: "static-entry.js", text: ";/*]]>*/</script>" },
  /** The scripts slice (gatsby/dist/utils/gatsby-webpack-stats-extractor.js): chunk map, hash, bundles. */
  chunkMappingStart: {
    source: "gatsby-webpack-stats-extractor.js",
    text: '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=',
  },
  chunkMappingEnd: { source: "gatsby-webpack-stats-extractor.js", text: ";\n          </script>\n        " },
  compilationHashStart: {
    source: "gatsby-webpack-stats-extractor.js",
    text: '<script>window.___webpackCompilationHash="',
  },
  compilationHashEnd: { source: "gatsby-webpack-stats-extractor.js", text: '";</script>' },
  bundleStart: { source: "gatsby-webpack-stats-extractor.js", text: '<script src="' },
  bundleEnd: { source: "gatsby-webpack-stats-extractor.js", text: '" async></script>' },
  /** Each stylesheet Gatsby inlines into a page's head (gatsby/cache-dir/static-entry.js). */
  inlineStylesheetStart: { source: "static-entry.js", text: '<style data-href="/' },
  inlineStylesheetIdentity: { source: "static-entry.js", text: '" data-identity="gatsby-global-css">' },
  inlineStylesheetEnd: { source: "static-entry.js", text: "</style>" },
  /** Each chunk's files, its stylesheets among them (gatsby/dist/utils/gatsby-webpack-stats-extractor.js). */
  statsAssets: { source: "webpack.stats.json", text: '"assetsByChunkName":' },
  /** The end of every page's head (gatsby/cache-dir/default-html.js), where the API reference's styles go. */
  headEnd: { source: "default-html.js", text: "</head>" },
  /** React 18.3's rendering of the API reference's empty container (src/templates/api-reference.tsx). */
  apiReferenceContainer: { source: "src/templates/api-reference.tsx", text: 'data-api-reference=""></div>' },
  /** The field of public/page-data/app-data.json the browser compares with the page's hash. */
  appDataHash: { source: "page-data/app-data.json", text: '"webpackCompilationHash":"' },
} satisfies Record<string, OutputText>;

export type OutputName = keyof typeof GATSBY_OUTPUT;

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
