import { describe, expect, it } from "vitest";
import { formatTraceTable, medianFigures, traceFigures, type TraceEvent } from "./bench-trace";

const URL = "http://127.0.0.1:1/docs/a/";
const PAGE = { pid: 2, tid: 7 };
const ms = 1000; // trace times are in microseconds

/** A complete event on the page's main thread (or another thread). */
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: "X",
  ts: ts * ms,
  dur: dur * ms,
  ...PAGE,
  ...extra,
});

const events: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, pid: 2, tid: 7, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: 3, tid: 9, args: { name: "CrRendererMain" } },
  // Another renderer (the blank page) parsing something else.
  x("RunTask", 0, 200, { pid: 3, tid: 9 }),
  x("ParseHTML", 0, 200, { pid: 3, tid: 9, args: { beginData: { url: "about:blank" } } }),
  // A task of this renderer before the navigation: not counted.
  x("RunTask", 0, 90),
  x("ThreadControllerImpl::RunTask", 1, 80),
  { name: "navigationStart", ph: "R", ts: 100 * ms, ...PAGE, args: { data: { documentLoaderURL: URL } } },
  // The commit task: the task's own time and an unknown event → other.
  x("RunTask", 100, 30),
  x("DocumentLoader::CommitNavigation", 100, 20),
  // Parsing, with an inline script and the CSS parser inside.
  x("RunTask", 140, 60),
  x("ParseHTML", 140, 60, { args: { beginData: { url: URL } } }),
  x("HTMLDocumentParser::MaybeFetchQueuedPreloads", 141, 4),
  x("CSSParserImpl::parseStyleSheet", 150, 10),
  x("EvaluateScript", 170, 20),
  x("v8.compile", 171, 5),
  { name: "firstContentfulPaint", ph: "R", ts: 210 * ms, ...PAGE, args: { frame: "F" } },
  // The first layout, the longest task, across the first contentful paint.
  x("RunTask", 205, 100),
  x("UpdateLayoutTree", 205, 30),
  x("Layout", 235, 50),
  x("LocalFrameView::performLayout", 240, 40),
  x("Paint", 285, 15),
];

describe("traceFigures", () => {
  const f = traceFigures(events, URL);

  it("counts the tasks of the renderer that parsed the page, from its navigation on", () => {
    expect(f.total).toBe(30 + 60 + 100);
    expect(f.longestTask).toBe(100);
    expect(f.tasksOver50).toBe(2);
  });

  it("splits the tasks' time by the self time of their events, a nested event of no group counting for its parent's", () => {
    expect(f.parseHTML).toBe(60 - 10 - 20); // the preload step belongs to the parser
    expect(f.parseCSS).toBe(10);
    expect(f.scripting).toBe(20);
    expect(f.style).toBe(30);
    expect(f.layout).toBe(50); // performLayout inside Layout
    expect(f.paint).toBe(15);
    expect(f.other).toBe(30 + 5); // the commit task, the layout task's own 5 ms
    const sum = f.scripting + f.parseHTML + f.parseCSS + f.style + f.layout + f.paint + f.other;
    expect(sum).toBe(f.total);
  });

  it("splits the longest task apart", () => {
    expect(f.longest).toEqual({ scripting: 0, parseHTML: 0, parseCSS: 0, style: 30, layout: 50, paint: 15, other: 5 });
  });

  it("counts as blocking only each task's part after the first contentful paint beyond 50 ms", () => {
    expect(f.blocking).toBe(95 - 50);
  });

  it("fails when no main thread parsed the page", () => {
    expect(() => traceFigures(events, "http://127.0.0.1:1/other/")).toThrow(/no renderer main thread parsed/);
  });
});

describe("medianFigures and the table", () => {
  const run = (longestTask: number, layout: number) => ({
    ...traceFigures(events, URL),
    longestTask,
    longest: { ...traceFigures(events, URL).longest, layout },
  });

  it("takes each figure's median and the longest task's split from the median run", () => {
    const m = medianFigures([run(120, 1), run(90, 2), run(100, 3)]);
    expect(m.longestTask).toBe(100);
    expect(m.longest.layout).toBe(3);
    expect(m.total).toBe(190);
  });

  it("prints a site and a floor line per page kind", () => {
    const f = traceFigures(events, URL);
    const table = formatTraceTable([{ kind: "docs page", route: "/docs/a/", site: f, floor: f }]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^docs page\s+site\s+20\s+30\s+10\s+30\s+50\s+15\s+35\s+190\s+100\s+45\s+2 \|/);
    expect(table[3]).toMatch(/^\s+floor\s/);
  });

  it("adds one line for the blank page when it was traced", () => {
    const f = traceFigures(events, URL);
    const table = formatTraceTable([{ kind: "docs page", route: "/docs/a/", site: f, floor: f }], f).split("\n");
    expect(table).toHaveLength(5);
    expect(table[4]).toMatch(/^blank page\s+20\s+30\s/);
  });
});
