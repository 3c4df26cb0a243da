import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import { parse } from "node-html-parser";
import { buildServer } from "../server/app";

// Lighthouse in `npm run bench`: mobile defaults (simulated 4× CPU and slow 4G), three runs per
// page, medians of the performance score, TBT, LCP, CLS and the longest main-thread task. Each
// page is also measured as its "static floor": the same built HTML with every script and script
// preload removed, served by the same server from a rewritten copy of public/, so each figure has
// a reference taken in the same run and under the same machine load. Runs alternate between the
// site and its floor (and the `--compare` build) so that load changes hit every column alike.
// A blank page (BLANK_PAGE_HTML: a heading and a sentence, no style, no script) is measured in the
// same runs: what any page costs on this machine and this Chromium. A timing budget that the blank
// page itself breaks cannot be held by any page here; the bench names it and does not enforce it
// (docs/architecture.md, record 22).

export const LIGHTHOUSE_PAGES: { kind: string; route: string; quick?: boolean }[] = [
  { kind: "home", route: "/", quick: true },
  { kind: "marketing page", route: "/sms/" },
  { kind: "long MDX page (FAQ)", route: "/faq/" },
  { kind: "docs page", route: "/docs/help/odesilani-sms/", quick: true },
  { kind: "docs category", route: "/docs/category/help/" },
  { kind: "API docs page", route: "/docs/api/json/api/send-message/" },
  { kind: "blog list", route: "/blog/" },
  { kind: "blog post", route: "/blog/pruvodce-sms-marketingem/", quick: true },
  { kind: "country price page", route: "/docs/ceny/nemecko/" },
  { kind: "price list", route: "/ceny/" },
  { kind: "SMS length tool", route: "/tool/delka-sms/" },
  { kind: "number validator", route: "/tool/validace-cisla/" },
  { kind: "API reference (JSON)", route: "/api-json-v1/" },
  { kind: "API reference (WABA)", route: "/api-waba-restapi-v1/" },
];

const DEFAULT_RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type Figures = { score: number; tbt: number; lcp: number; cls: number; longestTask: number };

/** What every measured page must keep (issue 34), on a quiet machine: Lighthouse mobile medians. */
export const BUDGETS = {
  /** Total blocking time of the site, ms. */
  tbt: 50,
  /** What the scripts add: the site's TBT minus its static floor's, ms. */
  scriptsShare: 20,
  /** The static floor's longest main-thread task, ms (the HTML and CSS alone). */
  floorLongestTask: 80,
  score: 100,
  /** Cumulative layout shift, as printed (three decimals). */
  cls: 0,
};

export type PageResult = { kind: string; route: string; site: Figures; floor: Figures };

/** The reference page: the least a page can be (Czech, with a viewport, a title and a sentence). */
export const BLANK_PAGE_HTML =
  '<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Prázdná stránka</title><meta name="description" content="Srovnávací stránka bez stylů a skriptů."></head><body><h1>Prázdná stránka</h1><p>Jedna věta bez stylů a bez skriptů.</p></body></html>';

/** A directory that serves BLANK_PAGE_HTML at "/". */
export function blankPageDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-blank-page-"));
  fs.writeFileSync(path.join(dir, "index.html"), BLANK_PAGE_HTML);
  return dir;
}

type TimingBudget = "tbt" | "floorLongestTask" | "score";

/** The timing budgets the blank page breaks on this machine, one sentence each: no page can hold
 * them here, so they are reported and not enforced. */
export function unattainableBudgets(blank: Figures | undefined): { budget: TimingBudget; why: string }[] {
  if (!blank) return [];
  const out: { budget: TimingBudget; why: string }[] = [];
  if (blank.tbt > BUDGETS.tbt)
    out.push({ budget: "tbt", why: `TBT: the blank page has ${Math.round(blank.tbt)} ms (budget ${BUDGETS.tbt} ms)` });
  if (blank.longestTask > BUDGETS.floorLongestTask)
    out.push({
      budget: "floorLongestTask",
      why: `the floor's longest task: the blank page's is ${Math.round(blank.longestTask)} ms (budget ${BUDGETS.floorLongestTask} ms)`,
    });
  if (blank.score < BUDGETS.score)
    out.push({ budget: "score", why: `score: the blank page scores ${blank.score} (budget ${BUDGETS.score})` });
  return out;
}

/** The budgets a page's medians break, one sentence each; with the blank page's figures, only
 * the budgets the blank page holds (unattainableBudgets). */
export function budgetProblems({ kind, route, site, floor }: PageResult, blank?: Figures): string[] {
  const page = `${kind} ${route}`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const problems: string[] = [];
  const skipped = new Set(unattainableBudgets(blank).map((u) => u.budget));
  if (site.score < BUDGETS.score && !skipped.has("score"))
    problems.push(`${page}: score ${site.score} (budget ${BUDGETS.score})`);
  if (site.tbt > BUDGETS.tbt && !skipped.has("tbt"))
    problems.push(`${page}: TBT ${ms(site.tbt)} (budget ${BUDGETS.tbt} ms)`);
  if (site.tbt - floor.tbt > BUDGETS.scriptsShare)
    problems.push(
      `${page}: the scripts add ${ms(site.tbt - floor.tbt)} of TBT to the static floor's ${ms(floor.tbt)} (budget ${BUDGETS.scriptsShare} ms)`,
    );
  if (floor.longestTask > BUDGETS.floorLongestTask && !skipped.has("floorLongestTask"))
    problems.push(
      `${page}: the static floor's longest task ${ms(floor.longestTask)} (budget ${BUDGETS.floorLongestTask} ms)`,
    );
  if (Number(site.cls.toFixed(3)) > BUDGETS.cls)
    problems.push(`${page}: layout shift ${site.cls.toFixed(3)} (budget ${BUDGETS.cls})`);
  return problems;
}

/**
 * Whether the timings can be held to their budgets: on a loaded machine the same page takes far
 * longer (other processes take the cores), and a failure would say nothing about the page. Quiet:
 * the 1-minute load average, sampled before each Lighthouse run, had a median of at most the
 * number of cores, i.e. nothing but the bench itself (Chromium and Lighthouse, about one core)
 * usually waited for a core.
 */
export function isQuiet(loadSamples: number[], cores: number): boolean {
  return loadSamples.length > 0 && median(loadSamples) <= cores;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The built page without JavaScript: every script element, script preload and module preload
 * removed (the HTML's own markup and styles stay). */
export function withoutScripts(html: string): string {
  const root = parse(html, { comment: true });
  for (const element of root.querySelectorAll(
    'script, link[as="script"], link[rel="modulepreload"], link[rel="preload"][href$=".js"]',
  ))
    element.remove();
  return root.toString();
}

export const htmlPath = (root: string, route: string) =>
  path.join(root, decodeURI(route), route.endsWith("/") ? "index.html" : "");

/** A copy of public/ whose measured pages have no scripts (their precompressed siblings rewritten
 * too, since the server sends those first). Source maps are left out; large files are hard links. */
export function staticFloorCopy(publicDir: string, routes: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-floor-"));
  fs.cpSync(publicDir, dir, { recursive: true, filter: (src) => !src.endsWith(".map") });
  for (const route of routes) {
    const file = htmlPath(dir, route);
    if (!fs.existsSync(file)) continue;
    const html = withoutScripts(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, html);
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  }
  return dir;
}

export async function serve(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = await buildServer({ root });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

// Lighthouse runs as its own CLI process: under tsx (which `npm run bench` uses) its functions
// would be compiled with a helper that does not exist in the page it evaluates them in.
const LIGHTHOUSE_CLI = require.resolve("lighthouse/cli/index.js");
const run = promisify(execFile);

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, which a loaded machine
 * causes now and then) is repeated up to twice. */
async function measure(url: string, port: number, attempt = 1): Promise<Figures> {
  try {
    return await measureOnce(url, port);
  } catch (error) {
    if (attempt >= 3) throw error;
    return measure(url, port, attempt + 1);
  }
}

async function measureOnce(url: string, port: number): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${port}`, "--only-categories=performance", "--output=json", "--quiet"],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as {
    runtimeError?: { message: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: unknown }>;
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // The long-tasks audit lists main-thread tasks of 50 ms and more; none means the longest is under 50.
  const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: value("total-blocking-time"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

const format = (f: Figures | undefined) =>
  f
    ? `${String(f.score).padStart(3)} ${`${Math.round(f.tbt)} ms`.padStart(8)} ${`${(f.lcp / 1000).toFixed(2)} s`.padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${(f.longestTask ? `${Math.round(f.longestTask)} ms` : "<50 ms").padStart(8)}`
    : "not built".padEnd(36);

/** Runs the Lighthouse figures for the built site in publicDir; `compareDir` (another build's
 * public/, e.g. of main) is measured alongside, in the same run; `routes` limits the pages (any
 * route, not only those of LIGHTHOUSE_PAGES), `runs` sets the runs per page. */
export async function runLighthouseBench({
  publicDir,
  quick = false,
  compareDir,
  routes,
  runs: RUNS = DEFAULT_RUNS,
}: {
  publicDir: string;
  quick?: boolean;
  compareDir?: string;
  routes?: string[];
  runs?: number;
}): Promise<{ results: PageResult[]; loadSamples: number[]; blank: Figures | undefined }> {
  const pages = (
    routes
      ? routes.map((route) => LIGHTHOUSE_PAGES.find((page) => page.route === route) ?? { kind: route, route })
      : LIGHTHOUSE_PAGES.filter((page) => !quick || page.quick)
  ).filter((page) => fs.existsSync(htmlPath(publicDir, page.route)));
  const floorDir = staticFloorCopy(
    publicDir,
    pages.map((p) => p.route),
  );
  const targets: { name: string; root: string }[] = [
    { name: "site", root: publicDir },
    ...(compareDir ? [{ name: "compare", root: path.resolve(compareDir) }] : []),
    { name: "static floor", root: floorDir },
  ];
  const blankDir = blankPageDir();
  const servers = await Promise.all(targets.map((target) => serve(target.root)));
  const blankServer = await serve(blankDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results = new Map<string, Figures[]>();
  const loadSamples: number[] = [];
  try {
    console.log(
      `\nLighthouse ${RUNS}× per page (mobile defaults, ${targets.map((t) => t.name).join(" / ")}, alternating; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")})`,
    );
    for (let run = 0; run < RUNS; run++) {
      results.set(BLANK, [...(results.get(BLANK) ?? []), await measure(`${blankServer.origin}/`, chrome.port)]);
      for (const page of pages)
        for (const [i, target] of targets.entries()) {
          const key = `${target.name} ${page.route}`;
          loadSamples.push(os.loadavg()[0]);
          results.set(key, [...(results.get(key) ?? []), await measure(servers[i].origin + page.route, chrome.port)]);
        }
    }
  } finally {
    await chrome.kill();
    await Promise.all([...servers, blankServer].map((server) => server.close()));
    fs.rmSync(floorDir, { recursive: true, force: true });
    fs.rmSync(blankDir, { recursive: true, force: true });
  }
  const medianOf = (runs: Figures[] | undefined): Figures | undefined =>
    runs && {
      score: median(runs.map((r) => r.score)),
      tbt: median(runs.map((r) => r.tbt)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      longestTask: median(runs.map((r) => r.longestTask)),
    };
  console.log(
    `Medians of ${RUNS}: score, TBT, LCP, CLS, longest task; load average after ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(
    ["page".padEnd(22), "route".padEnd(34), ...targets.map((t) => t.name.padEnd(36)), "LCP / floor".padStart(11)].join(
      " ",
    ),
  );
  for (const page of pages) {
    const figures = targets.map((t) => medianOf(results.get(`${t.name} ${page.route}`)));
    const site = figures[0];
    const floor = figures[figures.length - 1];
    const ratio = site && floor ? `${(site.lcp / floor.lcp).toFixed(2)}×` : "";
    console.log(
      [
        page.kind.padEnd(22),
        page.route.padEnd(34),
        ...figures.map((f) => format(f).padEnd(36)),
        ratio.padStart(11),
      ].join(" "),
    );
  }
  const blank = medianOf(results.get(BLANK));
  console.log(`${"blank page".padEnd(22)} ${"(BLANK_PAGE_HTML)".padEnd(34)} ${format(blank)}`);
  const measured = pages.flatMap(({ kind, route }) => {
    const site = medianOf(results.get(`site ${route}`));
    const floor = medianOf(results.get(`static floor ${route}`));
    return site && floor ? [{ kind, route, site, floor }] : [];
  });
  console.log(formatBudgets(measured, loadSamples, os.availableParallelism(), blank));
  return { results: measured, loadSamples, blank };
}

const BLANK = "blank page";

/** Per page: the scripts' share of TBT (site minus static floor) and the floor's longest task,
 * each against its budget, then whether the machine was quiet enough to hold the timings to them. */
export function formatBudgets(results: PageResult[], loadSamples: number[], cores: number, blank?: Figures): string {
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  const lines = [
    `\nBudgets per page (medians): TBT ≤ ${BUDGETS.tbt} ms, scripts' share (site TBT − static floor TBT) ≤ ${BUDGETS.scriptsShare} ms, the floor's longest task ≤ ${BUDGETS.floorLongestTask} ms, score ${BUDGETS.score}, CLS ${BUDGETS.cls}\n`,
    [
      "page".padEnd(22),
      "route".padEnd(34),
      "score",
      "     TBT",
      "   floor",
      " scripts",
      "floor longest",
      "   CLS",
      "",
    ].join(" "),
  ];
  for (const result of results) {
    const { site, floor } = result;
    const problems = budgetProblems(result, blank);
    lines.push(
      [
        result.kind.padEnd(22),
        result.route.padEnd(34),
        String(site.score).padStart(5),
        ms(site.tbt),
        ms(floor.tbt),
        ms(site.tbt - floor.tbt),
        (floor.longestTask ? ms(floor.longestTask) : "  <50 ms").padStart(13),
        site.cls.toFixed(3).padStart(6),
        problems.length ? `over (${problems.length})` : "within",
      ].join(" "),
    );
  }
  const unattainable = unattainableBudgets(blank);
  if (unattainable.length)
    lines.push(
      `Not attainable on this machine, so not enforced (the blank page breaks them): ${unattainable.map((u) => u.why).join("; ")}`,
    );
  const sorted = [...loadSamples].sort((a, b) => a - b);
  const load = sorted.length
    ? `load average (1 min) before the runs: median ${median(sorted).toFixed(1)}, highest ${sorted[sorted.length - 1].toFixed(1)}, on ${cores} cores`
    : "no load average sampled";
  lines.push(
    isQuiet(loadSamples, cores)
      ? `Quiet machine (${load}): the budgets hold the timings.`
      : `Loaded machine (${load}): timings are not held to their budgets; run again on a quiet machine.`,
  );
  return lines.join("\n");
}
