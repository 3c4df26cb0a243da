import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rawFrontmatterValue } from "../src/node/blog-content";
import { GATSBY_INTERNALS } from "../plugins/gatsby-overrides/internals";
import { COLD_BUDGET_S, WARM_BUDGET_S } from "./bench-build";
import { copySite, withField, withoutField } from "./site-copy";

// `npm run bench -- --grow N` (or `--grow 10,50`): how the build scales with content. It copies the site twice into a
// temporary folder (outside git): as it is (1×) and with the blog and the editors' docs
// (content/docs/help/) multiplied N times, generated posts and docs with new slugs, titles and dates
// that keep the covers, authors and tags valid. Each copy gets a cold build and a rebuild after
// one post is edited; the table gives wall time, CPU time, peak memory of the build's process tree
// and the time of each build stage Gatsby and onPostBuild print ("success <stage> - 12.3s").

/** The docs that are multiplied: the editors' help pages (the API docs come from the specification). */
export const GROWN_DOCS = "content/docs/help";
export const BUDGETS_AT_50 = { coldSeconds: 180, warmSeconds: 30, peakGb: 2.5 };

/** Copy k (2 … N) of a blog post: "(díl k)" in the title and a date k − 1 weeks earlier. */
export function grownPost(source: string, copy: number): string {
  const title = rawFrontmatterValue(source, "title");
  const date = rawFrontmatterValue(source, "date");
  if (!title || !date) throw new Error("a blog post without title or date");
  const day = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 7 * (copy - 1));
  const titled = withField(source, "title", JSON.stringify(`${title} (díl ${copy})`));
  return withField(titled, "date", day.toISOString().slice(0, 10));
}

/** Copy k of a help doc: "(kopie k)" in its title, in no sidebar (its folder lists it), at its path. */
export function grownDoc(source: string, copy: number): string {
  const title = rawFrontmatterValue(source, "title");
  const titled = title ? withField(source, "title", JSON.stringify(`${title} (kopie ${copy})`)) : source;
  return withoutField(withField(titled, "sidebar", "false"), "slug");
}

/** The folder of copy k of the help docs, beside content/docs/help/. */
export const grownDocsDir = (copy: number) => `content/docs/help-kopie-${copy}`;

/** Multiplies the blog and the help docs of the site copy in `dir` to `n` times. Their pages are
 * families of src/node/families/, so the route list needs no edit. */
export function growContent(dir: string, n: number): void {
  const blog = path.join(dir, "content/blog");
  const posts = fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blog, entry.name, "index.mdx")))
    .map((entry) => entry.name);
  for (const slug of posts) {
    const source = fs.readFileSync(path.join(blog, slug, "index.mdx"), "utf8");
    for (let copy = 2; copy <= n; copy++) {
      const target = path.join(blog, `${slug}-${copy}`);
      fs.cpSync(path.join(blog, slug), target, { recursive: true });
      fs.writeFileSync(path.join(target, "index.mdx"), grownPost(source, copy));
    }
  }
  const help = path.join(dir, GROWN_DOCS);
  const docs = (fs.readdirSync(help, { recursive: true }) as string[]).filter((file) => file.endsWith(".mdx"));
  for (let copy = 2; copy <= n; copy++) {
    const target = path.join(dir, grownDocsDir(copy));
    fs.cpSync(help, target, { recursive: true });
    for (const file of docs) {
      const full = path.join(target, file);
      fs.writeFileSync(full, grownDoc(fs.readFileSync(full, "utf8"), copy));
    }
  }
}

/** A copy of the project in `dir` (scripts/site-copy.ts), grown `n` times. */
export function copyProject(dir: string, n: number): void {
  copySite(path.resolve("."), dir);
  if (n > 1) growContent(dir, n);
}

export type Stages = Map<string, number>;

/** Gatsby's and onPostBuild's stage lines, "success <stage> - 12.345s[ - …]"; repeated stages add up. */
export function parseStages(log: string): Stages {
  const stages: Stages = new Map();
  for (const line of log.split("\n")) {
    // eslint-disable-next-line no-control-regex
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - |\s*$)/.exec(line.replace(/\x1b\[[0-9;]*m/g, "").trim());
    if (match) stages.set(match[1], (stages.get(match[1]) ?? 0) + Number(match[2]));
  }
  return stages;
}

export type Measured = {
  wallSeconds: number;
  cpuSeconds: number;
  peakBytes: number;
  /** When the peak was sampled (seconds into the build) and its largest processes, for the log. */
  peakAt?: string;
  stages: Stages;
};

const pageSize = 4096;
const ticks = 100;

/** Every process of /proc with its parent, resident memory and CPU ticks (user + sys). */
function processes(): { pid: number; ppid: number; rss: number; cpu: number; name: string }[] {
  const list = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      list.push({
        name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        pid: Number(name),
        ppid: Number(fields[1]),
        cpu: Number(fields[11]) + Number(fields[12]),
        rss: Number(fields[21]) * pageSize,
      });
    } catch {
      // the process ended while listed
    }
  }
  return list;
}

/** The process and its descendants, now. */
function tree(root: number) {
  const all = processes();
  const members = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!members.has(p.pid) && members.has(p.ppid)) {
        members.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => members.has(p.pid));
}

/** `gatsby build` in `dir`: wall time, CPU of the process tree (sampled, and the children's totals
 * from /proc at the end), peak resident memory of the tree (sampled every 250 ms) and its stages. */
export function measuredBuild(dir: string, logFile: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const child = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    });
    let log = "";
    const out = fs.createWriteStream(logFile);
    const collect = (chunk: Buffer) => {
      log += chunk.toString();
      out.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let peakBytes = 0;
    let peakAt = "";
    const cpuOf = new Map<number, number>();
    const sample = () => {
      const members = tree(child.pid!);
      const total = members.reduce((sum, p) => sum + p.rss, 0);
      if (total > peakBytes) {
        peakBytes = total;
        const largest = [...members].sort((a, b) => b.rss - a.rss).slice(0, 4);
        peakAt = `${((Date.now() - start) / 1000).toFixed(0)} s into the build, after "${log.trimEnd().split("\n").pop()?.slice(0, 80)}": ${largest.map((p) => `${p.name} ${gb(p.rss)}`).join(", ")} of ${members.length} processes`;
      }
      for (const p of members) cpuOf.set(p.pid, p.cpu);
    };
    const timer = setInterval(sample, 250);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      out.end();
      if (code !== 0) {
        reject(new Error(`gatsby build in ${dir} failed (exit code ${code}); its output: ${logFile}`));
        return;
      }
      const cpuSeconds = [...cpuOf.values()].reduce((sum, t) => sum + t, 0) / ticks;
      resolve({ wallSeconds: (Date.now() - start) / 1000, cpuSeconds, peakBytes, peakAt, stages: parseStages(log) });
    });
  });
}

const EDITED_POST = "content/blog/pruvodce-sms-marketingem/index.mdx";
const EDIT = "Tento odstavec přidalo měření růstu webu.";

/** A cold build of the copy, then a rebuild after one post gained a paragraph (checked in its page). */
export async function benchCopy(dir: string, label: string): Promise<{ cold: Measured; warm: Measured }> {
  fs.rmSync(path.join(dir, GATSBY_INTERNALS.cacheDir.value), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  console.log(`${label}: cold build (log ${dir}.cold.log)`);
  const cold = await measuredBuild(dir, `${dir}.cold.log`);
  const post = path.join(dir, EDITED_POST);
  fs.writeFileSync(post, `${fs.readFileSync(post, "utf8").trimEnd()}\n\n${EDIT}\n`);
  console.log(`${label}: rebuild after editing ${EDITED_POST} (log ${dir}.warm.log)`);
  const warm = await measuredBuild(dir, `${dir}.warm.log`);
  const page = fs.readFileSync(path.join(dir, "public/blog/pruvodce-sms-marketingem/index.html"), "utf8");
  if (!page.includes(EDIT)) throw new Error(`${label}: the rebuilt post lacks the edit: the rebuild measured nothing`);
  return { cold, warm };
}

const s = (n: number | undefined) => (n === undefined ? "–" : `${n.toFixed(1)} s`);
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/** The table: rows of totals and stages, a column per copy and build. */
export function formatGrowth(results: { n: number; pages: number; cold: Measured; warm: Measured }[]): string {
  const columns = results.flatMap(({ n, cold, warm }) => [
    { head: `${n}× cold`, m: cold },
    { head: `${n}× rebuild`, m: warm },
  ]);
  const stageNames = [...new Set(columns.flatMap(({ m }) => [...m.stages.keys()]))].filter((name) =>
    columns.some(({ m }) => (m.stages.get(name) ?? 0) >= 0.5),
  );
  const row = (label: string, cells: string[]) => `| ${label} | ${cells.join(" | ")} |`;
  return [
    row(
      "",
      columns.map((c) => c.head),
    ),
    row(
      "---",
      columns.map(() => "---:"),
    ),
    row(
      "pages",
      results.flatMap(({ pages }) => [String(pages), String(pages)]),
    ),
    row(
      "wall time",
      columns.map(({ m }) => s(m.wallSeconds)),
    ),
    row(
      "CPU (user + sys)",
      columns.map(({ m }) => s(m.cpuSeconds)),
    ),
    row(
      "peak memory (RSS of the process tree)",
      columns.map(({ m }) => gb(m.peakBytes)),
    ),
    ...stageNames.map((name) =>
      row(
        name,
        columns.map(({ m }) => s(m.stages.get(name))),
      ),
    ),
  ].join("\n");
}

const countPages = (dir: string) =>
  (fs.readdirSync(path.join(dir, "public"), { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).length;

/** `npm run bench -- --grow N[,M…] [--keep]`: the 1× copy, then each grown copy, one build at a time. */
export async function runGrowthBench(sizes: number[], keep: boolean): Promise<void> {
  for (const n of sizes)
    if (!Number.isInteger(n) || n < 1) throw new Error(`--grow needs whole numbers of copies (1 or more), not ${n}`);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "depese-grow-"));
  const results = [];
  for (const copies of [...new Set([1, ...sizes])].sort((a, b) => a - b)) {
    const dir = path.join(base, `${copies}x`);
    copyProject(dir, copies);
    const { cold, warm } = await benchCopy(dir, `${copies}×`);
    results.push({ n: copies, pages: countPages(dir), cold, warm });
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nGrowth bench (blog and ${GROWN_DOCS} × ${sizes.join(", ")}; logs in ${base})\n`);
  console.log(formatGrowth(results));
  console.log("\nPeak memory");
  for (const r of results)
    for (const [build, m] of [
      ["cold", r.cold],
      ["rebuild", r.warm],
    ] as const)
      console.log(`  ${r.n}× ${build}: ${gb(m.peakBytes)} ${m.peakAt ?? ""}`);
  const budgets = results
    .filter((r) => r.n >= 50)
    .map(
      (r) =>
        `at ${r.n}×: cold ${s(r.cold.wallSeconds)} (budget ${BUDGETS_AT_50.coldSeconds} s), rebuild ${s(r.warm.wallSeconds)} (budget ${BUDGETS_AT_50.warmSeconds} s), peak ${gb(Math.max(r.cold.peakBytes, r.warm.peakBytes))} (budget ${BUDGETS_AT_50.peakGb} GB)`,
    );
  console.log(
    `\nBudgets: at 1×: cold ${s(results[0].cold.wallSeconds)} (budget ${COLD_BUDGET_S} s), rebuild ${s(results[0].warm.wallSeconds)} (budget ${WARM_BUDGET_S} s)${budgets.map((b) => `; ${b}`).join("")}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const at = process.argv.indexOf("--grow");
  const sizes = (process.argv[at + 1] ?? "").split(",").map(Number);
  runGrowthBench(sizes, process.argv.includes("--keep")).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
