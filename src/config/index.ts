// The configuration the site renders with. Import from here in components; validation runs once
// at build start (src/node/config.ts) so the validator never ships to the browser.
export { siteConfig } from "./site";
export { siteUrl, externalUrls, contacts } from "./env";
export type * from "./schema";
