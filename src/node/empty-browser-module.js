// Stands for modules a bundle never runs (src/node/webpack.ts): Gatsby browser modules that do
// nothing on this site, and live Redoc in the HTML renderer.
/* global module -- a CommonJS module, as Gatsby requires its browser plugins */
module.exports = {};
