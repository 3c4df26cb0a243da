// Stands for Gatsby browser modules that do nothing on this site (the Partytown plugin and the
// service worker registration; plugins/gatsby-overrides/webpack.ts, dropUnusedGatsbyBrowserModules).
/* global module -- a CommonJS module, as Gatsby requires its browser plugins */
module.exports = {};
