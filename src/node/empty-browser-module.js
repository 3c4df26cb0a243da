// Stands for Gatsby's Partytown gatsby-browser module in the production browser bundle
// (src/node/webpack.ts, dropDevelopOnlyPartytown): it implements no browser API there.
/* global module -- a CommonJS module, as Gatsby requires its browser plugins */
module.exports = {};
