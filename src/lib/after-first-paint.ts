// Gatsby ends every page with `<script async>` elements for its bundles. Chromium runs an async
// script as soon as it has arrived, which on a fast connection is before the first paint: the
// visitor then waits for React to be parsed and started before seeing text that was already in
// the HTML. The build (src/node/bundles-after-paint.ts) replaces those elements with this loader.

/**
 * An inline script that adds the bundles once the browser reports the first contentful paint
 * (a paint-timing entry arrives after the frame is on screen); where paint timing is missing, in a
 * task after the first frame. A page opened in a background tab paints nothing, so a timer loads
 * them there.
 */
export function loadAfterFirstPaintScript(sources: readonly string[]): string {
  return `(function(){var d=0,P=window.PerformanceObserver;function l(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})();`;
}
