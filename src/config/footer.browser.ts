import type { FooterConfig } from "./schema";

// ./footer.ts in the production browser bundle (plugins/gatsby-overrides/webpack.ts swaps it in). The footer is the
// same on every page and the shell stays mounted across client-side navigations, so the browser
// keeps the links and copyright the server rendered (src/theme/Footer) and needs only what shapes
// the elements around them; footer.test.ts holds these to ./footer.ts.

export const footerConfig: FooterConfig = { style: "dark", links: [{ title: "", items: [] }], copyright: "" };
