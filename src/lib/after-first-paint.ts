// Gatsby ends every page with `<script async>` elements for its bundles. Chromium runs an async
// script as soon as it has arrived, which on a fast connection is before the first paint: the
// visitor then waits for React to be parsed and started before seeing text that was already in
// the HTML. The build (src/node/bundles-after-paint.ts) replaces those elements with this loader.

/**
 * An inline script that adds the bundles once the first frame is painted: a task queued from a
 * frame callback runs after that frame. A page opened in a background tab gets no frames, so a
 * timer loads them there.
 */
export function loadAfterFirstPaintScript(sources: readonly string[]): string {
  return `(function(){var d=0;function l(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})();`;
}
