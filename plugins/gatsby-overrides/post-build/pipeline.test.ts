import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement } from "../after-first-paint";
import { finalCheck } from "./final-check";
import { MissingOutput } from "./gatsby-output";
import { PageDigests } from "./page-digests";
import { builtPage, runPipeline, type Reader, type Transform } from "./pipeline";

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-pipeline-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const append = (name: string, text: string): Transform => ({ name, apply: (html) => html + text });
const collect = (): Reader & { seen: [string, string][] } => {
  const seen: [string, string][] = [];
  return { name: "collect", seen, read: (html, page) => void seen.push([page.file, html]) };
};

describe("runPipeline", () => {
  it("applies the transforms in order, writes a page once when changed, and hands its final HTML to the readers", () => {
    const dir = folder({ "index.html": "<p>", "sms/index.html": "<p>", "_gatsby/slices/s.html": "<s>", "a.txt": "x" });
    const reader = collect();
    const result = runPipeline(dir, [append("a", "A"), append("b", "B")], [reader]);
    expect(result).toMatchObject({ files: 3, written: 2, problems: [] });
    expect([...result.timings.keys()].sort()).toEqual(["a", "b", "collect"]); // the build log's stage lines
    expect(fs.readFileSync(path.join(dir, "sms/index.html"), "utf8")).toBe("<p>AB");
    expect(fs.readFileSync(path.join(dir, "_gatsby/slices/s.html"), "utf8")).toBe("<s>"); // a fragment, no page
    expect(reader.seen).toEqual([
      ["_gatsby/slices/s.html", "<s>"],
      ["index.html", "<p>AB"],
      ["sms/index.html", "<p>AB"],
    ]);
    expect(fs.readFileSync(path.join(dir, "a.txt"), "utf8")).toBe("x");
  });

  it("names the page and the transform whose expected text is missing, and leaves that page as it was", () => {
    const dir = folder({ "index.html": "<p>", "sms/index.html": "<p>SMS" });
    const strict: Transform = {
      name: "needs SMS",
      apply: (html) => {
        if (!html.includes("SMS")) throw new MissingOutput("headEnd");
        return html + "!";
      },
    };
    const reader = collect();
    const { problems, written } = runPipeline(dir, [append("a", "A"), strict], [reader]);
    expect(problems).toEqual([
      'index.html: needs SMS: expected headEnd "</head>" (gatsby/cache-dir/default-html.js, Gatsby 5.16.1)',
    ]);
    expect(written).toBe(1);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>");
    expect(reader.seen[0]).toEqual(["index.html", "<p>"]);
  });

  it("on a rebuild, skips the transforms and the willing readers on pages unchanged since the last clean pass", () => {
    const dir = folder({ "index.html": "<p>", "sms/index.html": "<p>", "page-data/sms/page-data.json": "{}" });
    const cache = path.join(dir, "cache.json");
    const pass = (key: string) => {
      const skipping = { ...collect(), name: "skipping", unchanged: () => true };
      const reading = collect();
      const digests = new PageDigests(dir, cache, key);
      // Like the real transforms, it leaves a page it already rewrote as it is.
      const once: Transform = { name: "a", apply: (html) => (html.endsWith("A") ? html : `${html}A`) };
      const result = runPipeline(dir, [once], [skipping, reading], digests);
      digests.save();
      return { result, skipping, reading };
    };
    expect(pass("k").result).toMatchObject({ written: 2, unchanged: 0 });
    fs.writeFileSync(path.join(dir, "index.html"), "<p>Nová"); // Gatsby rendered this page again
    const second = pass("k");
    expect(second.result).toMatchObject({ files: 2, written: 1, unchanged: 1 });
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>NováA");
    expect(fs.readFileSync(path.join(dir, "sms/index.html"), "utf8")).toBe("<p>A"); // not appended twice
    expect(second.skipping.seen).toEqual([["index.html", "<p>NováA"]]);
    expect(second.reading.seen).toEqual([
      ["index.html", "<p>NováA"],
      ["sms/index.html", "<p>A"],
    ]);
    fs.writeFileSync(path.join(dir, "sms/index.html"), "<p>"); // Gatsby stitched the same page again
    const third = pass("k");
    expect(fs.readFileSync(path.join(dir, "sms/index.html"), "utf8")).toBe("<p>A"); // transformed again
    expect(third.result).toMatchObject({ written: 1, unchanged: 2 }); // and the same in the end
    expect(third.skipping.seen).toEqual([]);
    fs.writeFileSync(path.join(dir, "page-data/sms/page-data.json"), '{"changed":1}'); // new page data, same HTML
    expect(pass("k").skipping.seen).toEqual([["sms/index.html", "<p>A"]]);
    const again = pass("another hash"); // e.g. new bundles: every page again
    expect(again.result.unchanged).toBe(0);
    expect(again.skipping.seen).toHaveLength(2);
  });

  it("adds each reader's problems after the last page", () => {
    const dir = folder({ "index.html": "<p>" });
    const reader: Reader = { name: "counter", read: () => {}, finish: () => ["one problem"] };
    expect(runPipeline(dir, [], [reader]).problems).toEqual(["counter: one problem"]);
  });
});

describe("finalCheck", () => {
  const page = (hash: string, loader = AFTER_FIRST_PAINT_SCRIPT, pagePath = "/sms/") =>
    `<body>${bootDataElement({ globals: { pagePath, ___webpackCompilationHash: hash }, bundles: ["/app-1.js"] })}<script>${loader}</script></body>`;
  const check = (files: Record<string, string>, references: string[] = []) => {
    const reader = finalCheck("abc", references, new Set());
    for (const [file, html] of Object.entries(files)) reader.read(html, builtPage(file));
    return reader.finish!();
  };

  it("passes pages with the data block, this build's loader and app-data.json's hash", () => {
    expect(check({ "sms/index.html": page("abc"), "_gatsby/slices/s.html": "<script>x</script>" })).toEqual([]);
  });

  it("counts a page unchanged since the last clean pass, and its API reference, as passed without reading it", () => {
    const reader = finalCheck("abc", ["/api-json-v1/"], new Set());
    expect(reader.unchanged!(builtPage("api-json-v1/index.html"))).toBe(true);
    expect(reader.finish!()).toEqual([]);
    expect(finalCheck("abc", ["/api-json-v1/"], new Set()).finish!()).toEqual([
      "no page in the build",
      "/api-json-v1/: the API reference page was not built",
    ]);
  });

  it("names each page without the loader, with another hash or path, or without its API reference", () => {
    expect(
      check(
        {
          "sms/index.html": page("old"),
          "ceny/index.html": page("abc", "!function(){}();", "/ceny/"),
          "a/index.html": page("abc"),
          "b/index.html": "<body><p>bez skriptů</p></body>",
          "api-json-v1/index.html": page("abc", AFTER_FIRST_PAINT_SCRIPT, "/api-json-v1/"),
        },
        ["/api-json-v1/", "/api-waba-restapi-v1/"],
      ),
    ).toEqual([
      "/api-waba-restapi-v1/: the API reference page was not built",
      'sms/index.html: compilation hash "old", app-data.json has "abc"',
      "ceny/index.html: no loader after the data block, or not this build's",
      'a/index.html: the data block\'s pagePath is "/sms/"',
      "b/index.html: no data block (#depese-boot)",
      "api-json-v1/index.html: no rendering of the API reference",
    ]);
  });
});
