import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startNginx } from "../server/nginx-local";

// The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory, the code behind
// developer.mozilla.org/observatory) against nginx running the generated deploy/nginx/depese.conf
// on loopback: HTTP on port 80, HTTPS on 443 (the scanner knows no other ports), with a
// certificate from a CA made for the run, which the scanner trusts through NODE_EXTRA_CA_CERTS.
// e2e/observatory.test.ts prints the scanner's table and fails below A+.

/** Resolves to 127.0.0.1 from /etc/hosts; the test certificate is made for it. */
export const SCAN_HOSTNAME = "localhost";

export type ObservatoryTest = {
  pass: boolean;
  result: string;
  scoreModifier: number;
  expectation: string;
};
export type ObservatoryResult = {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
};

const packageDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));

/**
 * The scanner reads Chromium's HSTS preload list from conf/hsts-preload.json, which its
 * post-install script downloads; npm here runs no dependency's install scripts (and this machine
 * may not reach the internet). An empty list is the truth for a scan of loopback: localhost is on
 * no preload list.
 */
function ensurePreloadList(): void {
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}\n");
}

/** Runs the scanner's command line on `hostname`, trusting the CA file `ca`. */
export async function scan(hostname: string, ca: string): Promise<ObservatoryResult> {
  ensurePreloadList();
  // The scanner's own bin/wrapper.js would point NODE_EXTRA_CA_CERTS at the CA bundle its
  // post-install downloads; src/scan.js is the command behind it.
  const child = spawn(process.execPath, [path.join(packageDir, "src", "scan.js"), hostname], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca, NODE_OPTIONS: "--dns-result-order=ipv4first" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  let parsed: (ObservatoryResult & { error?: undefined }) | { error: string };
  try {
    parsed = JSON.parse(stdout);
  } catch {
    throw new Error(`the Observatory scanner exited with ${code}: ${stderr || stdout}`);
  }
  if (parsed.error !== undefined) throw new Error(`the Observatory scanner failed: ${parsed.error}`);
  return parsed;
}

/** The scanner's test table, as the Observatory's web page shows it. */
export function formatResult({ scan: summary, tests }: ObservatoryResult): string {
  const rows = Object.entries(tests).map(([name, test]) => [
    name,
    test.pass ? "pass" : "FAIL",
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
    test.result,
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  return [
    `Grade ${summary.grade}, score ${summary.score}, ${summary.testsPassed}/${summary.testsQuantity} tests passed`,
    ...rows.map((row) => row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join("  ")),
  ].join("\n");
}

/** A+ as the Observatory gives it: a score of 100 or more and no failed test. */
export const isAPlus = ({ scan: summary }: ObservatoryResult) =>
  summary.grade === "A+" && summary.score >= 100 && summary.testsFailed === 0;

/** nginx on ports 80 and 443 serving publicDir, scanned once. Needs root (or the ports' capability). */
export async function scanNginx(publicDir = path.resolve("public")): Promise<ObservatoryResult> {
  const nginx = await startNginx({ publicDir, https: { port: 443, httpPort: 80 } });
  try {
    return await scan(SCAN_HOSTNAME, nginx.ca!);
  } finally {
    await nginx.stop();
  }
}
