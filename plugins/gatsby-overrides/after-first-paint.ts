import { AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint.script";

// Gatsby ends every page with `<script async>` elements for its bundles. Chromium runs an async
// script as soon as it has arrived, which on a fast connection is before the first paint: the
// visitor then waits for React to be parsed and started before seeing text that was already in
// the HTML. The build (plugins/gatsby-overrides/post-build/scripts-after-paint.ts) replaces those elements, and
// Gatsby's inline scripts that set the page's globals, with a data block and this one loader.
//
// The loader's text is the same on every page and in every build, so the Content-Security-Policy
// allows it by its hash (server/csp.ts) and no inline script needs 'unsafe-inline'. What differs
// per page or build (the bundles' addresses, the page path, the chunk map, the compilation hash)
// is data: a `<script type="application/json">` block, which browsers never run.

export { AFTER_FIRST_PAINT_SCRIPT };

/** The id of the data block the loader reads. */
export const BOOT_DATA_ID = "depese-boot";

export type BootData = {
  /** window properties Gatsby's own inline scripts set (pagePath, ___chunkMapping, ___webpackCompilationHash). */
  globals: Record<string, unknown>;
  /** The bundles' addresses, in Gatsby's order. */
  bundles: string[];
};

/** The data block: JSON with "<" escaped, so no value can end the element. */
export function bootDataElement(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/* eslint-disable no-var -- the loader runs as written (ES5) in every browser the site supports */
/**
 * The inline loader: sets the globals at once, then adds the bundles once the browser reports the
 * first contentful paint (a paint-timing entry arrives after the frame is on screen); where paint
 * timing is missing, in a task after the first frame. A page opened in a background tab paints
 * nothing, so a timer loads them there.
 *
 * Its minified text is the page's inline script, AFTER_FIRST_PAINT_SCRIPT (after-first-paint.script.ts,
 * written by `npm run loader`), so it uses nothing from outside its body (not even BOOT_DATA_ID) and
 * only ES5: var and function, no arrow function, let, const or template literal.
 */
export function loadAfterFirstPaint(): void {
  var data = JSON.parse(document.getElementById("depese-boot")!.textContent!) as BootData;
  var globals = data.globals;
  var done = false;
  var Observer = window.PerformanceObserver;
  for (var key in globals) (window as unknown as Record<string, unknown>)[key] = globals[key];
  function load() {
    if (done) return;
    done = true;
    data.bundles.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
  }
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0)
    new Observer(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(load, 0);
      }
    }).observe({ type: "paint", buffered: true });
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  setTimeout(load, 1000);
}
/* eslint-enable no-var */
