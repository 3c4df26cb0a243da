import { contacts, siteUrl } from "./env";

// /.well-known/security.txt (RFC 9116), which the build writes (src/node/security-txt.ts): where a
// security researcher reports a vulnerability, and in which languages.
export const securityTxt = {
  /** Contact fields, in order of preference (mailto:, https: or tel: addresses). */
  contacts: [`mailto:${contacts.supportEmail}`],
  preferredLanguages: ["cs", "en"],
  /** The file's own address (Canonical). */
  canonical: `${siteUrl}/.well-known/security.txt`,
  /** Expires this many days after the build: a file left unrebuilt for a year is stale. */
  validDays: 365,
};

export type SecurityTxtConfig = typeof securityTxt;
