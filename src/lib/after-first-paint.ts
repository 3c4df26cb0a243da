// Gatsby ends every page with `<script async>` elements for its bundles. Chromium runs an async
// script as soon as it has arrived, which on a fast connection is before the first paint: the
// visitor then waits for React to be parsed and started before seeing text that was already in
// the HTML. The build (src/node/bundles-after-paint.ts) replaces those elements, and Gatsby's
// inline scripts that set the page's globals, with a data block and this one loader.
//
// The loader's text is the same on every page and in every build, so the Content-Security-Policy
// allows it by its hash (server/csp.ts) and no inline script needs 'unsafe-inline'. What differs
// per page or build (the bundles' addresses, the page path, the chunk map, the compilation hash)
// is data: a `<script type="application/json">` block, which browsers never run.

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

/**
 * The inline loader: sets the globals at once, then adds the bundles once the browser reports the
 * first contentful paint (a paint-timing entry arrives after the frame is on screen); where paint
 * timing is missing, in a task after the first frame. A page opened in a background tab paints
 * nothing, so a timer loads them there.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(){var c=JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent),g=c.globals,k,d=0,P=window.PerformanceObserver;for(k in g)window[k]=g[k];function l(){if(d)return;d=1;c.bundles.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})();`;
