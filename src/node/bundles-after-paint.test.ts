import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT } from "../lib/after-first-paint";
import { loadBundlesAfterFirstPaint, runLoadBundlesAfterFirstPaint } from "./bundles-after-paint";

const PAGE =
  '<html><body><div id="___gatsby"><h1>Hromadné SMS</h1></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/sms/";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n' +
  '            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n          </script>\n        ' +
  '<script>window.___webpackCompilationHash="4de3";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("loadBundlesAfterFirstPaint", () => {
  it("replaces the bundles' script elements and Gatsby's inline globals with a data block and the constant loader", () => {
    const html = loadBundlesAfterFirstPaint(PAGE)!;
    expect(html).not.toMatch(/<script src=/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((s) => s[1])).toEqual([' type="application/json" id="depese-boot"', ""]);
    expect(scripts[1][2]).toBe(AFTER_FIRST_PAINT_SCRIPT);
    expect(JSON.parse(scripts[0][2])).toEqual({
      globals: { pagePath: "/sms/", ___chunkMapping: '{"app":["/app-3.js"]}', ___webpackCompilationHash: "4de3" },
      bundles: ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"],
    });
    expect(html).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  it("leaves an inline script that does more than set globals for the policy check to report", () => {
    const other = PAGE.replace('window.pagePath="/sms/";', 'window.pagePath="/sms/";alert(1);');
    expect(loadBundlesAfterFirstPaint(other)).toContain("alert(1)");
  });

  it("leaves a page it has already changed, and a file without Gatsby's scripts", () => {
    expect(loadBundlesAfterFirstPaint(loadBundlesAfterFirstPaint(PAGE)!)).toBeNull();
    expect(loadBundlesAfterFirstPaint('<p>bez skriptů</p><script src="/x.js" async></script>')).toBeNull();
  });
});

describe("runLoadBundlesAfterFirstPaint", () => {
  it("rewrites every page of the build and reports how many", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-build-"));
    fs.mkdirSync(path.join(dir, "public/sms"), { recursive: true });
    fs.writeFileSync(path.join(dir, "public/index.html"), PAGE);
    fs.writeFileSync(path.join(dir, "public/sms/index.html"), PAGE);
    fs.writeFileSync(path.join(dir, "public/app-3.js"), '"<script src=\\"/x.js\\" async></script>"');
    const reporter = { info: vi.fn() };
    runLoadBundlesAfterFirstPaint({
      reporter: reporter as never,
      store: { getState: () => ({ program: { directory: dir } }) } as never,
    });
    expect(fs.readFileSync(path.join(dir, "public/sms/index.html"), "utf8")).not.toContain("<script src=");
    expect(fs.readFileSync(path.join(dir, "public/app-3.js"), "utf8")).toContain("<script src=");
    expect(reporter.info).toHaveBeenCalledWith("Bundles: 2 pages load Gatsby's scripts after their first paint.");
  });
});
