import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAfterFirstPaintScript } from "./after-first-paint";

describe("loadAfterFirstPaintScript", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });
  const added = () => [...document.querySelectorAll("script")].map((s) => s.getAttribute("src"));

  it("adds the bundles after the first frame, not before", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let frame: FrameRequestCallback = () => {};
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => ((frame = callback), 1));
    new Function(loadAfterFirstPaintScript(["/framework-1.js", "/app-2.js"]))();
    expect(added()).toEqual([]);
    frame(0);
    expect(added()).toEqual([]); // not in the frame itself: after it is painted
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(["/framework-1.js", "/app-2.js"]);
    expect(document.querySelector("script")?.async).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(2); // once only
  });

  it("loads them in a tab that paints no frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    new Function(loadAfterFirstPaintScript(["/app-2.js"]))();
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(["/app-2.js"]);
  });
});
