import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { serialiseFunction } from "../plugins/gatsby-overrides/post-build/loader-text";
import { nginxConfig } from "../server/nginx";
import { NGINX_CONFIG_PATH } from "../src/node/deploy-config";

// `npm run loader`: writes the loader's inline text from its function, then (in a fresh process,
// which imports the new text) the committed nginx configuration, whose Content-Security-Policy
// allows that text by its hash.

const FILE = "plugins/gatsby-overrides/after-first-paint.script.ts";

if (process.argv.includes("--nginx")) {
  // Without CSP_REPORT_URI, as the committed file is tested (src/node/deploy-config.test.ts).
  fs.writeFileSync(NGINX_CONFIG_PATH, nginxConfig({ reportUri: "" }));
  console.log(`${NGINX_CONFIG_PATH} written.`);
} else {
  const script = serialiseFunction();
  fs.writeFileSync(
    FILE,
    `// Written by \`npm run loader\` from loadAfterFirstPaint (./after-first-paint.ts); do not edit.\n` +
      `export const AFTER_FIRST_PAINT_SCRIPT =\n  ${JSON.stringify(script)};\n`,
  );
  // Formatted as the rest of the code, so `npm run lint` accepts the written file.
  spawnSync("npx", ["prettier", "--write", FILE], { stdio: "ignore" });
  console.log(`${FILE}: ${script.length} characters.`);
  const nginx = spawnSync(process.execPath, ["--import", "tsx", process.argv[1], "--nginx"], { stdio: "inherit" });
  process.exitCode = nginx.status ?? 1;
}
