// Pages as Gatsby 5.16.1 writes them before onPostBuild, for the post-build tests. Written from
// Gatsby's own templates (cache-dir/default-html.js, cache-dir/static-entry.js,
// dist/utils/gatsby-webpack-stats-extractor.js and the slice stitching), deliberately not from
// gatsby-output.ts, so a test fails when that file no longer describes this output.

export const BUNDLES = [
  "/webpack-runtime-376ea590896fbe6a6003.js",
  "/framework-ad78cb517fe35272586c.js",
  "/app-bd53fb3b738a0fa9929c.js",
];
export const CHUNK_MAP = {
  app: ["/app-bd53fb3b738a0fa9929c.js"],
  "component---src-templates-page-tsx": ["/component---src-templates-page-tsx-cb4e56ccd276f222e4c6.js"],
};
export const WEBPACK_HASH = "01e96bf698936fa152bc";
export const STYLESHEET = { file: "styles.d632863612f08a8a047d.css", content: ".navbar-1a{color:red}" };

/** public/webpack.stats.json (its stylesheets are what the tests read). */
export const webpackStats = (stylesheet = STYLESHEET.file) =>
  JSON.stringify({
    name: "build-javascript",
    assetsByChunkName: { app: [BUNDLES[0].slice(1), stylesheet, BUNDLES[1].slice(1), BUNDLES[2].slice(1)] },
  });

/** public/_gatsby/slices/_gatsby-scripts-1.html */
export function scriptsSlice(bundles = BUNDLES, hash = WEBPACK_HASH): string {
  const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(JSON.stringify(CHUNK_MAP))};`;
  const chunkSliceContents = `
          <script
            id="gatsby-chunk-mapping"
          >
            ${scriptChunkMapping}
          </script>
        `;
  const hashSliceContents = `<script>window.___webpackCompilationHash="${hash}";</script>`;
  return chunkSliceContents + hashSliceContents + bundles.map((src) => `<script src="${src}" async></script>`).join("");
}

/** A page's HTML, its scripts slice stitched in. `body` goes inside the page's wrapper. */
export function gatsbyPage(pagePath: string, body: string, slice = scriptsSlice(), stylesheet = STYLESHEET): string {
  return (
    `<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>` +
    `<style data-href="/${stylesheet.file}" data-identity="gatsby-global-css">${stylesheet.content}</style>` +
    `<title>Depeše</title></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">` +
    `${body}</div><div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->${slice}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  );
}

/** page-data/app-data.json */
export const appData = (hash = WEBPACK_HASH) => JSON.stringify({ webpackCompilationHash: hash });
