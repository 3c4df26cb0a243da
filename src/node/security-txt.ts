import fs from "node:fs";
import path from "node:path";
import { securityTxt, type SecurityTxtConfig } from "../config/security";

// /.well-known/security.txt (RFC 9116) from src/config/security.ts, with an Expires a year after
// the build, so a deployed site always names a current contact.

export const SECURITY_TXT_PATH = ".well-known/security.txt";

const DAY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = /^(?:mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}|https:\/\/\S+|tel:\+[\d\s-]+)$/i;

/** The file's text; fails naming the field when the configuration is not what RFC 9116 allows. */
export function securityTxtBody(config: SecurityTxtConfig, builtAt: Date): string {
  if (!config.contacts.length) throw new Error("src/config/security.ts: contacts must name at least one address.");
  for (const contact of config.contacts)
    if (!ADDRESS.test(contact))
      throw new Error(`src/config/security.ts: contacts: "${contact}" is not a mailto:, https: or tel: address.`);
  if (!config.canonical.startsWith("https://") || !config.canonical.endsWith(`/${SECURITY_TXT_PATH}`))
    throw new Error(
      `src/config/security.ts: canonical: "${config.canonical}" is not an https:// …/${SECURITY_TXT_PATH}.`,
    );
  if (!(config.validDays > 0 && config.validDays <= 366))
    throw new Error(`src/config/security.ts: validDays: ${config.validDays} is not between 1 and 366.`);
  const expires = new Date(builtAt.getTime() + config.validDays * DAY_MS);
  return [
    ...config.contacts.map((contact) => `Contact: ${contact}`),
    // RFC 9116 asks for an RFC 3339 date-time; toISOString gives one in UTC.
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${config.preferredLanguages.join(", ")}`,
    `Canonical: ${config.canonical}`,
    "",
  ].join("\n");
}

/** onPostBuild: writes public/.well-known/security.txt under the site's root. */
export function writeSecurityTxt(root = process.cwd(), builtAt = new Date()): void {
  const file = path.join(root, "public", SECURITY_TXT_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, securityTxtBody(securityTxt, builtAt));
}
