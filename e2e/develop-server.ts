import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { freePort } from "../server/nginx-local";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { copySite } from "../scripts/site-copy";
import { page } from "../src/node/families/pages";
import { post } from "../src/node/families/blog";
import { doc } from "../src/node/families/docs";
import { readMdxSource } from "../src/node/mdx-source";
import { readRouteList } from "../src/node/route-families";
import { SYNONYMS_FILE, readSynonyms } from "../src/node/search";

// `gatsby develop` for the browser tests that hold it to the same assertions as the production
// build (e2e/gatsby-develop.test.ts). It runs in a copy of the site under the system's temporary
// folder, with node_modules linked: develop writes its own `.cache/` and `public/`, which would
// otherwise overwrite the production build the other browser tests serve from `public/`. The copy's
// `.cache/` stays between runs, so a second start on the same machine is faster.
//
// Its first compile bundles every MDX page (each a page component of its own), so the copy keeps
// only the pages the tests open, one of each kind, and those their links and the search's related
// pages need (`keepTestedPages`; 68 of 108 MDX files, the docs all): from a cold cache its first
// page came 92 s after the start with every page (123 processor-seconds), 75 s with these (102).
// `npm test` and .ci/run launch it in the background before their first steps (`--launch`;
// docs/architecture.md, record 18), and the test attaches to it when DEPESE_DEVELOP=background
// says one was launched; run on its own, the test starts its own.

/** The pages the develop tests open (e2e/gatsby-develop.test.ts). */
export const DEVELOP_PAGES = {
  landing: "/",
  linkedFromLanding: "/sms/",
  doc: "/docs/api/json/api/send-message/",
  otherDoc: "/docs/api/json/api/send-messages/",
  errorCodes: "/docs/api/json/error-codes/",
  post: "/blog/checklist-sms-kampane/",
  linkedFromPost: "/sms-opt-out/",
  editedPost: "/blog/open-rate-sms/",
  otherPost: "/blog/rcs-zpravy/",
} as const;

/** Removes from the copy in `dir` every content page and blog post but those at `routes`, the
 * search's related pages (content/search/synonyms.yaml names them, and they must exist) and the
 * pages and posts that these and the docs link to (a link to a required route holds without its
 * page). So the copy has no broken link, and develop shows no content problem the tests did not
 * make. The docs stay: the sidebars (content/sidebars.ts) name nearly every one. */
export async function keepTestedPages(
  dir: string,
  routes: readonly string[] = Object.values(DEVELOP_PAGES),
): Promise<void> {
  const files = new Map([page, post].flatMap((family) => family.files!(dir)).map((m) => [m.route, m.file]));
  const required = new Set(readRouteList(dir).fixed);
  const linksOf = async (file: string) =>
    (await readMdxSource(fs.readFileSync(path.join(dir, file), "utf8"))).links
      .map((link) => link.value.split(/[?#]/)[0])
      .filter((route) => !required.has(route));
  const related = readSynonyms(fs.readFileSync(path.join(dir, SYNONYMS_FILE), "utf8")).related.flat();
  const fromDocs = await Promise.all(doc.files!(dir).map(({ file }) => linksOf(file)));
  const kept = new Set<string>();
  const queue = [...routes, ...related, ...fromDocs.flat()];
  while (queue.length) {
    const file = files.get(queue.pop()!);
    if (!file || kept.has(file)) continue;
    kept.add(file);
    queue.push(...(await linksOf(file)));
  }
  for (const file of files.values()) if (!kept.has(file)) fs.rmSync(path.join(dir, file));
}

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

/** The copy for this checkout. */
const copyDir = (from: string) =>
  path.join(os.tmpdir(), `depese-develop-${createHash("sha256").update(from).digest("hex").slice(0, 8)}`);
/** What the launched process left in its copy: where it listens, and what it prints. */
const STATE = "develop-server.json";
const LOG = "develop-server.log";
type State = { pid: number; port: number; started: number };

/** Whether develop answers with the home page's data, i.e. bootstrap and the first compile are done. */
async function ready(url: string): Promise<boolean> {
  try {
    const [page, data] = await Promise.all([fetch(`${url}/`), fetch(`${url}/page-data/index/page-data.json`)]);
    return page.ok && data.ok;
  } catch {
    return false;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readState = (dir: string): State | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATE), "utf8")) as State;
  } catch {
    return undefined;
  }
};

/** Stops the develop server launched in `dir` (its whole process group), if one is running. */
export async function stopDevelop(dir = copyDir(path.resolve("."))): Promise<void> {
  const state = readState(dir);
  fs.rmSync(path.join(dir, STATE), { force: true });
  if (!state || !alive(state.pid)) return;
  process.kill(-state.pid, "SIGTERM");
  for (let waited = 0; waited < 10_000 && alive(state.pid); waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive(state.pid)) process.kill(-state.pid, "SIGKILL");
}

/** Copies the checkout (fresh sources; develop's cache kept) and starts `gatsby develop` there on a
 * free port, detached, its output going to a file. Returns at once. */
export async function launchDevelop(from = path.resolve(".")): Promise<string> {
  const dir = copyDir(from);
  await stopDevelop(dir);
  copySite(from, dir, [".cache", "public"]);
  await keepTestedPages(dir);
  const port = await freePort();
  const log = fs.openSync(path.join(dir, LOG), "w");
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
      stdio: ["ignore", log, log],
    },
  );
  child.unref();
  fs.closeSync(log);
  const state: State = { pid: child.pid!, port, started: Date.now() };
  fs.writeFileSync(path.join(dir, STATE), JSON.stringify(state));
  return dir;
}

/** The develop server of this checkout once it serves the home page's data: the one launched in the
 * background (DEPESE_DEVELOP=background), or one started now. */
export async function startDevelop({ timeoutMs = 15 * 60_000 } = {}): Promise<DevelopServer> {
  const from = path.resolve(".");
  const launched = process.env.DEPESE_DEVELOP === "background" && readState(copyDir(from));
  const dir = launched && alive(launched.pid) ? copyDir(from) : await launchDevelop(from);
  const { pid, port, started } = readState(dir)!;
  const url = `http://127.0.0.1:${port}`;
  const output = (from = 0) => stripVTControlCharacters(fs.readFileSync(path.join(dir, LOG)).subarray(from).toString());
  const stop = () => stopDevelop(dir);
  while (!(await ready(url))) {
    const exited = !alive(pid);
    if (exited || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `gatsby develop ${exited ? "exited" : `was not ready after ${timeoutMs / 1000} s`} (in ${dir}):\n${output().slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const mark = () => fs.statSync(path.join(dir, LOG)).size;
  return { url, startSeconds: (Date.now() - started) / 1000, dir, mark, output, stop };
}

// `node --import tsx e2e/develop-server.ts --launch | --stop`: scripts/test.sh and .ci/run.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const command = process.argv[2];
  if (command === "--launch") void launchDevelop().then((dir) => console.log(`gatsby develop launched in ${dir}`));
  else if (command === "--stop") void stopDevelop();
  else {
    console.error("usage: e2e/develop-server.ts --launch | --stop");
    process.exit(2);
  }
}
