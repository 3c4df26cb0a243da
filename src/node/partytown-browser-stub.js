// Stands for Gatsby's Partytown gatsby-browser module in the production browser bundle
// (src/node/webpack.ts, dropDevelopOnlyPartytown): it implements no browser API there.
module.exports = {};
