import { describe, expect, it } from "vitest";
import { withoutScripts } from "./bench-lighthouse";

describe("the static floor's HTML", () => {
  it("drops every script and script preload and keeps the markup, styles and other links", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<link rel="preload" href="/app-1.js" as="script">',
      '<link rel="modulepreload" href="/m.js">',
      '<link rel="preload" href="/font.woff2" as="font" crossorigin="">',
      '<link rel="stylesheet" href="/styles.css">',
      "<style>main{color:red}</style>",
      '<script>document.documentElement.dataset.theme="light"</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      "</head><body><main><h1>Ceník</h1></main>",
      '<script src="/framework-2.js" async=""></script><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>',
      "</body></html>",
    ].join("");
    const floor = withoutScripts(html);
    expect(floor).not.toMatch(/<script|\.js"/);
    expect(floor).toContain('<link rel="preload" href="/font.woff2" as="font" crossorigin="">');
    expect(floor).toContain('<link rel="stylesheet" href="/styles.css">');
    expect(floor).toContain("<style>main{color:red}</style>");
    expect(floor).toContain("<main><h1>Ceník</h1></main>");
    expect(floor.startsWith("<!DOCTYPE html>")).toBe(true);
  });
});
