// A webpack loader for Redoc's browser bundle: live Redoc's sidebar credit shows Redocly's logo
// from cdn.redoc.ly, which the page's CSS hides but the browser still requests, and the
// Content-Security-Policy blocks (a violation on every reference page). The credit gets an empty
// image instead. Fails the build when Redoc no longer names that address, so a Redoc upgrade is
// checked again (plugins/gatsby-overrides/webpack.ts, e2e/csp.test.ts).
const LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const EMPTY_IMAGE = '"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"';

/* global module */
module.exports = function redocLogoLoader(source) {
  if (!source.includes(LOGO)) throw new Error(`${this.resourcePath}: Redoc no longer loads its logo from ${LOGO}.`);
  return source.replaceAll(LOGO, EMPTY_IMAGE);
};
