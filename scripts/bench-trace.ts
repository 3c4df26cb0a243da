import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { LIGHTHOUSE_PAGES, blankPageDir, htmlPath, serve, staticFloorCopy } from "./bench-lighthouse";

// Where a first load's main-thread time goes, for each page kind Lighthouse measures
// (LIGHTHOUSE_PAGES of scripts/bench-lighthouse.ts; `--quick`: its quick ones): a Chromium performance trace
// (devtools.timeline) of the first load with the CPU slowed 4× (as Lighthouse's mobile defaults
// assume), on a phone-sized screen with a cold cache, for the site and for its static floor (the
// same HTML without scripts, scripts/bench-lighthouse.ts). Each task of the page's main thread is
// split into what DevTools' summary shows: scripting, parsing HTML, parsing CSS, style
// recalculation, layout and paint, by the self time of the trace events inside it. Printed: the
// median of N runs of each figure, the longest task and the blocking time after the first
// contentful paint (Lighthouse's TBT, without its end at time to interactive). The blank page of
// scripts/bench-lighthouse.ts is traced in the same runs: what any first load costs here.
// `npm run bench` runs it (`--no-trace` skips it); alone: `node --import tsx scripts/bench-trace.ts
// [--pages /,/sms/] [--runs N]`.

const CPU_SLOWDOWN = 4;
const DEFAULT_RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "toplevel",
  "blink_style", // the CSS parser's events, which devtools.timeline leaves out
];

export const GROUPS = ["scripting", "parseHTML", "parseCSS", "style", "layout", "paint", "other"] as const;
export type Group = (typeof GROUPS)[number];

/** Trace event names by DevTools' summary group (as Lighthouse's task groups, with parsing CSS apart). */
const GROUP_OF: Record<string, Group> = {
  EvaluateScript: "scripting",
  "v8.evaluateModule": "scripting",
  FunctionCall: "scripting",
  TimerFire: "scripting",
  FireIdleCallback: "scripting",
  FireAnimationFrame: "scripting",
  EventDispatch: "scripting",
  RunMicrotasks: "scripting",
  "V8.Execute": "scripting",
  XHRReadyStateChange: "scripting",
  XHRLoad: "scripting",
  "v8.compile": "scripting",
  "v8.compileModule": "scripting",
  "v8.produceCache": "scripting",
  "v8.produceModuleCache": "scripting",
  "V8.CompileCode": "scripting",
  CompileScript: "scripting",
  CompileCode: "scripting",
  CompileModule: "scripting",
  CacheScript: "scripting",
  CacheModule: "scripting",
  MajorGC: "scripting",
  MinorGC: "scripting",
  GCEvent: "scripting",
  BlinkGC: "scripting",
  "V8.GC_SCAVENGER": "scripting",
  "ThreadState::performIdleLazySweep": "scripting",
  ParseHTML: "parseHTML",
  ParseAuthorStyleSheet: "parseCSS",
  "CSSParserImpl::parseStyleSheet": "parseCSS",
  ScheduleStyleRecalculation: "style",
  RecalculateStyles: "style",
  UpdateLayoutTree: "style",
  InvalidateLayout: "layout",
  Layout: "layout",
  LayoutShift: "layout",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  PaintSetup: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  CompositeLayers: "paint",
  "Decode Image": "paint",
  ImageDecodeTask: "paint",
  Commit: "paint",
};
/** Groups of the events named by prefix: the HTML parser's and V8's internal steps. */
const GROUP_OF_PREFIX: [string, Group][] = [
  ["HTMLDocumentParser::", "parseHTML"],
  ["DecodedDataDocumentParser::", "parseHTML"],
  ["HTMLPreloadScanner", "parseHTML"],
  ["v8.", "scripting"],
  ["V8.", "scripting"],
];
const groupOf = (name: string): Group | undefined =>
  GROUP_OF[name] ?? GROUP_OF_PREFIX.find(([prefix]) => name.startsWith(prefix))?.[1];
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> };
};

export type TraceFigures = Record<Group, number> & {
  longestTask: number;
  blocking: number;
  tasksOver50: number;
  total: number;
  /** The longest task's time by group. */
  longest: Record<Group, number>;
};

/** The page's renderer main thread: the CrRendererMain thread that parsed the page's URL. */
export function pageThread(events: TraceEvent[], url: string): { pid: number; tid: number } | null {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      mains.has(`${e.pid}:${e.tid}`) &&
      (e.args?.beginData as { url?: string } | undefined)?.url === url,
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** Complete events ("X") of one thread; begin/end pairs ("B"/"E") joined into them. */
function completeEvents(
  events: TraceEvent[],
  pid: number,
  tid: number,
): Required<Pick<TraceEvent, "name" | "ts" | "dur">>[] {
  const out: { name: string; ts: number; dur: number }[] = [];
  const open = new Map<string, number[]>();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === "X" && typeof e.dur === "number") out.push({ name: e.name, ts: e.ts, dur: e.dur });
    else if (e.ph === "B") open.set(e.name, [...(open.get(e.name) ?? []), e.ts]);
    else if (e.ph === "E") {
      const starts = open.get(e.name);
      const ts = starts?.pop();
      if (ts !== undefined) out.push({ name: e.name, ts, dur: e.ts - ts });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The first contentful paint of the page's main frame, in trace time. */
function firstContentfulPaint(events: TraceEvent[], pid: number): number | null {
  const fcp = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === pid).map((e) => e.ts);
  return fcp.length ? Math.min(...fcp) : null;
}

/**
 * The figures of one trace (milliseconds): each group's self time summed over the page's main
 * thread tasks from navigation start (an event of no group counts for its parent's group, a task's
 * own time for "other"), the longest task, the tasks of 50 ms and more, and the blocking time after
 * the first contentful paint (each task's part after it beyond 50 ms).
 */
export function traceFigures(events: TraceEvent[], url: string): TraceFigures {
  const thread = pageThread(events, url);
  if (!thread) throw new Error(`no renderer main thread parsed ${url} in the trace`);
  const navigationStart = Math.min(
    Infinity,
    ...events
      .filter(
        (e) =>
          e.name === "navigationStart" &&
          e.pid === thread.pid &&
          (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url,
      )
      .map((e) => e.ts),
  );
  const fcp = firstContentfulPaint(events, thread.pid);
  const zero = () => Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;
  const figures: TraceFigures = { ...zero(), longestTask: 0, blocking: 0, tasksOver50: 0, total: 0, longest: zero() };
  // Each event's self time, group and task (an index into `tasks`; -1 outside the counted tasks).
  const nodes: { self: number; group: Group | null; task: number }[] = [];
  const tasks: number[] = [];
  const stack: { end: number; node: number }[] = [];
  for (const event of completeEvents(events, thread.pid, thread.tid)) {
    while (stack.length && stack[stack.length - 1].end <= event.ts) stack.pop();
    const parent = stack.length ? nodes[stack[stack.length - 1].node] : null;
    let task = parent?.task ?? -1;
    if (
      !parent &&
      TASK_NAMES.has(event.name) &&
      (navigationStart === Infinity || event.ts + event.dur > navigationStart)
    ) {
      // A task of the page: from navigation start on (the tasks before belong to the blank page).
      task = tasks.push(event.dur / 1000) - 1;
      if (fcp !== null) {
        const after = event.ts + event.dur - Math.max(event.ts, fcp);
        if (after > 50_000) figures.blocking += (after - 50_000) / 1000;
      }
    }
    if (parent) parent.self -= event.dur;
    const group = groupOf(event.name) ?? parent?.group ?? null;
    stack.push({ end: event.ts + event.dur, node: nodes.push({ self: event.dur, group, task }) - 1 });
  }
  const longest = tasks.indexOf(Math.max(...tasks));
  figures.total = tasks.reduce((sum, t) => sum + t, 0);
  figures.longestTask = tasks[longest] ?? 0;
  figures.tasksOver50 = tasks.filter((t) => t >= 50).length;
  for (const { self, group, task } of nodes) {
    if (task < 0) continue;
    figures[group ?? "other"] += Math.max(0, self) / 1000;
    if (task === longest) figures.longest[group ?? "other"] += Math.max(0, self) / 1000;
  }
  return figures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the runs; the longest task's breakdown is that of the run whose
 * longest task is the median one. */
export function medianFigures(runs: TraceFigures[]): TraceFigures {
  const keys = (Object.keys(runs[0]) as (keyof TraceFigures)[]).filter((k) => k !== "longest");
  const figures = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] as number))]));
  const middle = [...runs].sort((a, b) => a.longestTask - b.longestTask)[Math.floor(runs.length / 2)];
  return { ...figures, longest: middle.longest } as TraceFigures;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** Traces per first load at most: once, on a loaded machine, a trace came back without the
 * renderer thread that parsed the page, and the whole bench stopped on it. */
const TRACE_ATTEMPTS = 3;

/** One traced first load (`traceEvents`), traced again when the trace lacks the page's thread. */
export async function traceOnce(browser: Browser, url: string): Promise<TraceFigures> {
  for (let attempt = 1; ; attempt++) {
    const events = await traceEvents(browser, url);
    if (pageThread(events, url) || attempt === TRACE_ATTEMPTS) return traceFigures(events, url);
    console.warn(
      `${url}: no renderer thread parsed the page in the trace; tracing again (${attempt + 1} of ${TRACE_ATTEMPTS})`,
    );
  }
}

/** The events of one first load: a fresh context (cold cache, no cookies), CPU slowed, traced from
 * before the navigation until the network has been idle for half a second and two more seconds passed. */
async function traceEvents(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ ...PHONE, locale: "cs-CZ" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

export type TraceRow = { kind: string; route: string; site: TraceFigures; floor: TraceFigures };

const ms = (n: number) => `${Math.round(n)}`.padStart(6);

const TIME_COLUMNS: [string, Group][] = [
  ["script", "scripting"],
  ["HTML", "parseHTML"],
  ["CSS", "parseCSS"],
  ["style", "style"],
  ["layout", "layout"],
  ["paint", "paint"],
  ["other", "other"],
];

/** The table: two lines per page kind (site, static floor), milliseconds: where the main thread's
 * time goes in all tasks, the tasks' sum, the longest, the blocking time, and the longest task's
 * own split; then one line for the blank page, when traced. */
export function formatTraceTable(rows: TraceRow[], blank?: TraceFigures): string {
  const groups = TIME_COLUMNS.map(([name]) => name.padStart(6));
  const head = ["".padEnd(27), "main thread, all tasks".padEnd(48), "".padEnd(28), "| the longest task, split"].join(
    " ",
  );
  const head2 = [
    "page kind".padEnd(20),
    "".padEnd(6),
    ...groups,
    "total",
    "longest",
    " block",
    "≥50 ms",
    "|",
    ...groups,
  ].join(" ");
  const lines = [
    ...rows.map(({ kind, site, floor }) => [kind, site, floor] as const),
    ...(blank ? [["blank page", blank] as const] : []),
  ].flatMap(([kind, ...figures]) =>
    figures.map((f, i) =>
      [
        (i ? "" : kind).padEnd(20),
        (figures.length === 1 ? "" : ["site", "floor"][i]).padEnd(6),
        ...TIME_COLUMNS.map(([, g]) => ms(f[g])),
        ms(f.total).slice(1),
        ms(f.longestTask).padStart(7),
        ms(f.blocking),
        `${Math.round(f.tasksOver50)}`.padStart(6),
        "|",
        ...TIME_COLUMNS.map(([, g]) => ms(f.longest[g])),
      ].join(" "),
    ),
  );
  return [head, head2, ...lines].join("\n");
}

/** Traces each page `runs` times, alternating site and floor; prints and returns the medians. */
export async function runTraceBench({
  publicDir,
  quick = false,
  routes,
  runs = DEFAULT_RUNS,
}: {
  publicDir: string;
  quick?: boolean;
  routes?: string[];
  runs?: number;
}): Promise<TraceRow[]> {
  const pages = (
    routes
      ? routes.map((route) => LIGHTHOUSE_PAGES.find((page) => page.route === route) ?? { kind: route, route })
      : LIGHTHOUSE_PAGES.filter((page) => !quick || page.quick)
  ).filter((page) => fs.existsSync(htmlPath(publicDir, page.route)));
  const floorDir = staticFloorCopy(
    publicDir,
    pages.map((p) => p.route),
  );
  const blankDir = blankPageDir();
  const servers = await Promise.all([serve(publicDir), serve(floorDir), serve(blankDir)]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
  const results = new Map<string, TraceFigures[]>();
  const loadBefore = os.loadavg()[0];
  try {
    for (let run = 0; run < runs; run++) {
      results.set("blank", [...(results.get("blank") ?? []), await traceOnce(browser, `${servers[2].origin}/`)]);
      for (const page of pages)
        for (const [i, server] of servers.slice(0, 2).entries()) {
          const key = `${i} ${page.route}`;
          results.set(key, [
            ...(results.get(key) ?? []),
            await traceOnce(browser, server.origin + encodeURI(page.route)),
          ]);
        }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(floorDir, { recursive: true, force: true });
    fs.rmSync(blankDir, { recursive: true, force: true });
  }
  const rows = pages.map(({ kind, route }) => ({
    kind,
    route,
    site: medianFigures(results.get(`0 ${route}`)!),
    floor: medianFigures(results.get(`1 ${route}`)!),
  }));
  console.log(
    `\nMain thread of the first load, traced (Chromium, CPU ${CPU_SLOWDOWN}× slower, ${PHONE.viewport.width}×${PHONE.viewport.height}, cold cache), median ms of ${runs} runs; site and static floor alternating; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
  );
  console.log(
    "script = evaluating, compiling and collecting JavaScript; HTML/CSS = parsing; style = style recalculation; other = the tasks' own time; block = blocking time after the first contentful paint; ≥50 ms = tasks of 50 ms and more\n",
  );
  console.log(formatTraceTable(rows, medianFigures(results.get("blank")!)));
  return rows;
}

/** The value after a command-line option, e.g. `--runs 5`. */
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  runTraceBench({
    publicDir: path.resolve(option("--public") ?? "public"),
    quick: process.argv.includes("--quick"),
    routes: option("--pages")?.split(","),
    runs: option("--runs") ? Number(option("--runs")) : undefined,
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
