import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement } from "../../lib/after-first-paint";
import { finalCheck } from "./final-check";
import { MissingOutput } from "./gatsby-output";
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
    expect(problems).toEqual(['index.html: needs SMS: expected headEnd "</head>" (default-html.js, Gatsby 5.16.1)']);
    expect(written).toBe(1);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>");
    expect(reader.seen[0]).toEqual(["index.html", "<p>"]);
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
    const reader = finalCheck("abc", references);
    for (const [file, html] of Object.entries(files)) reader.read(html, builtPage(file));
    return reader.finish!();
  };

  it("passes pages with the data block, this build's loader and app-data.json's hash", () => {
    expect(check({ "sms/index.html": page("abc"), "_gatsby/slices/s.html": "<script>x</script>" })).toEqual([]);
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
