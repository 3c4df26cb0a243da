import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement, loadAfterFirstPaint } from "./after-first-paint";

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A stand-in for PerformanceObserver that reports the paint entries a test hands it. */
function paintTiming() {
  const observers: { callback: (list: Entries, observer: { disconnect: () => void }) => void; on: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.entry = { callback, on: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.on = true;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (name: string) => {
    for (const observer of observers.filter((o) => o.on))
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.on = false) },
      );
  };
}

// The same behaviour from the TypeScript function and from the minified text every page runs.
const LOADERS = [
  ["loadAfterFirstPaint", () => loadAfterFirstPaint()],
  ["AFTER_FIRST_PAINT_SCRIPT, the text the pages run", () => new Function(AFTER_FIRST_PAINT_SCRIPT)()],
] as const;

describe.each(LOADERS)("%s", (_name, run) => {
  /** Runs the loader on a page whose data block names these bundles. */
  function boot(bundles: string[], globals: Record<string, unknown> = {}) {
    document.body.insertAdjacentHTML("beforeend", bootDataElement({ globals, bundles }));
    run();
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });
  const added = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

  it("adds the bundles once the first contentful paint is reported, not before", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const paint = paintTiming();
    boot(["/framework-1.js", "/app-2.js"]);
    expect(added()).toEqual([]);
    paint("first-paint"); // the background, before any text
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    paint("first-contentful-paint");
    expect(added()).toEqual([]); // in a task of its own, after the observer
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(["/framework-1.js", "/app-2.js"]);
    expect(document.querySelector<HTMLScriptElement>("script[src]")?.async).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(2); // once only
  });

  it("without paint timing, adds them in a task after the first frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.stubGlobal("PerformanceObserver", undefined);
    let frame: FrameRequestCallback = () => {};
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => ((frame = callback), 1));
    boot(["/app-2.js"]);
    frame(0);
    expect(added()).toEqual([]); // not in the frame itself: after it is painted
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(["/app-2.js"]);
  });

  it("loads them in a tab that paints nothing", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    paintTiming();
    boot(["/app-2.js"]);
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(["/app-2.js"]);
  });

  it("sets the page's globals from the data block before any bundle is added", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    paintTiming();
    boot(["/app-2.js"], { pagePath: "/ceny/", ___webpackCompilationHash: "abc" });
    const globals = window as unknown as Record<string, unknown>;
    expect(globals.pagePath).toBe("/ceny/");
    expect(globals.___webpackCompilationHash).toBe("abc");
    expect(added()).toEqual([]);
  });
});

describe("bootDataElement", () => {
  it("keeps a value with </script> inside its data block", () => {
    const element = bootDataElement({ globals: { pagePath: "/</script><script>alert(1)//" }, bundles: [] });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    expect(JSON.parse(document.querySelector("script")!.textContent!).globals.pagePath).toBe(
      "/</script><script>alert(1)//",
    );
  });
});
