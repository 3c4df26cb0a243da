// Stands for Gatsby browser modules that do nothing on this site, in the production browser bundle
// (src/node/webpack.ts, dropUnusedGatsbyBrowserModules).
/* global module -- a CommonJS module, as Gatsby requires its browser plugins */
module.exports = {};
