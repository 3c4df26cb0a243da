import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The build the browser tests run against: a production build with fixed ids for the consent-gated
// third parties and the chat, which e2e/consent.test.ts expects (every third-party request is
// answered with a stub, so nothing leaves the machine). `npm run build` sets none of them:
// production gets only the ids its environment defines.
export const TEST_ENV = {
  GATSBY_GA4_ID: "G-TEST123",
  GATSBY_LINKEDIN_PARTNER_ID: "1234567",
  GATSBY_LINKEDIN_CONVERSION_ID: "7654321",
  GATSBY_HOTJAR_ID: "3456789",
  GATSBY_SMARTSUPP_KEY: "test-smartsupp-key",
} as const;

/** Whether `publicDir` was built with TEST_ENV: Gatsby inlines each id as a string literal into the
 * browser bundle, so every one of them is in some top-level script. */
export function builtWithTestEnv(publicDir: string): boolean {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) return false;
  const scripts = fs
    .readdirSync(publicDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => fs.readFileSync(path.join(publicDir, name), "utf8"));
  return Object.values(TEST_ENV).every((id) => scripts.some((code) => code.includes(JSON.stringify(id))));
}

/** `gatsby build` into public/ with TEST_ENV; throws when the build fails. */
export function buildWithTestEnv() {
  const result = spawnSync("npx", ["gatsby", "build"], {
    stdio: "inherit",
    env: { ...process.env, ...TEST_ENV, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`gatsby build with the test ids failed (exit ${result.status})`);
  if (!builtWithTestEnv(path.resolve("public"))) {
    throw new Error(
      `gatsby build finished, but public/ does not contain the test ids ${Object.values(TEST_ENV).join(", ")}`,
    );
  }
}

// `node --import tsx e2e/test-build.ts`: the build step of `npm test`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    buildWithTestEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
