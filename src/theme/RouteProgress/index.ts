// The route progress bar (docs/product-spec.md §4, §9): only when a route change takes longer than 200 ms, with
// nprogress at minimum 0.08, speed 200 ms, trickle 800 ms. nprogress itself loads on first use.

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;

let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

async function nprogress() {
  const mod = await import(/* webpackChunkName: "nprogress" */ "nprogress");
  const np = (mod.default ?? mod) as typeof import("nprogress");
  np.configure(PROGRESS_SETTINGS);
  return np;
}

export function routeChangeStarted(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    started = true;
    void nprogress().then((np) => started && np.start());
  }, PROGRESS_DELAY_MS);
}

export function routeChangeFinished(): void {
  clearTimeout(timer);
  if (!started) return;
  started = false;
  void nprogress().then((np) => np.done());
}
