import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { freePort } from "../server/nginx-local";
import os from "node:os";
import path from "node:path";
import { copySite } from "../scripts/site-copy";

// `gatsby develop` for the browser tests that hold it to the same assertions as the production
// build (e2e/gatsby-develop.test.ts). It runs in a copy of the site under the system's temporary
// folder, with node_modules linked: develop writes its own `.cache/` and `public/`, which would
// otherwise overwrite the production build the other browser tests serve from `public/`. The copy's
// `.cache/` stays between runs, so a second start on the same machine is faster.

export type DevelopServer = {
  url: string;
  startSeconds: number;
  /** The copy of the site it serves, for a test that edits content there. */
  dir: string;
  /** Where its output is now, for `output(from)`. */
  mark: () => number;
  /** What it printed (since a `mark()`), without colours. */
  output: (from?: number) => string;
  stop: () => Promise<void>;
};

/** The copy for this checkout: fresh sources every run (a file deleted here is gone there too);
 * develop's cache is kept. */
const developCopy = (from: string) =>
  copySite(
    from,
    path.join(os.tmpdir(), `depese-develop-${createHash("sha256").update(from).digest("hex").slice(0, 8)}`),
    [".cache", "public"],
  );

/** Whether develop answers with the home page's data, i.e. bootstrap and the first compile are done. */
async function ready(url: string): Promise<boolean> {
  try {
    const [page, data] = await Promise.all([fetch(`${url}/`), fetch(`${url}/page-data/index/page-data.json`)]);
    return page.ok && data.ok;
  } catch {
    return false;
  }
}

/** Starts `gatsby develop` on a free port; resolves once it serves the home page's data. */
export async function startDevelop({ timeoutMs = 15 * 60_000 } = {}): Promise<DevelopServer> {
  const dir = developCopy(path.resolve("."));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let log = "";
  const child = spawn(
    process.execPath,
    [path.join(dir, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: dir,
      // CI=true as in CI, where Gatsby turns query on demand off: page data then exists before a
      // page is opened, so prefetching requests it as in production (with query on demand,
      // Gatsby's develop loader skips every viewport prefetch).
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "development" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? 1));
  const stop = async () => {
    if (exited !== null) return;
    const done = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (exited === null) process.kill(-child.pid!, "SIGKILL");
  };
  while (!(await ready(url))) {
    if (exited !== null || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `gatsby develop ${exited !== null ? `exited with ${exited}` : `was not ready after ${timeoutMs / 1000} s`} (in ${dir}):\n${log.slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // eslint-disable-next-line no-control-regex
  const output = (from = 0) => log.slice(from).replace(/\x1b\[[0-9;]*m/g, "");
  return { url, startSeconds: (Date.now() - started) / 1000, dir, mark: () => log.length, output, stop };
}
