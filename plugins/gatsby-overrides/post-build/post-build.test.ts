import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, bootDataElement } from "../after-first-paint";
import { appData, BUNDLES, CHUNK_MAP, gatsbyPage, scriptsSlice, STYLESHEET, webpackStats } from "./gatsby-page.fixture";
import { GATSBY_OUTPUT, GATSBY_VERSION, type OutputName } from "./gatsby-output";
import { runPostBuildPipeline } from "./index";
import { bundlesHash } from "./compilation-hash";
import { loadScriptsAfterFirstPaint, readBootData } from "./scripts-after-paint";
import { EAGER_COMPILE_HINT } from "../webpack";

const REFERENCE = {
  html: "<div class='redoc-wrap'><h2>Odeslání zprávy</h2></div>",
  styles: "<style data-styled>.x{}</style>",
};
const render = async () =>
  new Map([
    ["/api-json-v1/", REFERENCE],
    ["/api-waba-restapi-v1/", REFERENCE],
  ]);
const container = '<main><h1>Reference</h1><div class="redoc-1" data-api-reference=""></div></main>';

const PAGES: Record<string, string> = {
  "index.html": gatsbyPage("/", '<h1>Hromadné SMS</h1><a href="/sms/">SMS</a><p>Pokud zač\0\0ínáte</p>'),
  "sms/index.html": gatsbyPage("/sms/", "<h1>SMS</h1>"),
  "api-json-v1/index.html": gatsbyPage("/api-json-v1/", container),
  "api-waba-restapi-v1/index.html": gatsbyPage("/api-waba-restapi-v1/", container),
  "404.html": gatsbyPage("/404.html", "<h1>Stránka nenalezena</h1>"),
};

/** A project folder with a build as Gatsby leaves it for onPostBuild. */
function project(pages = PAGES, bundles = BUNDLES): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-post-build-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("src/config/routes.txt", "/\n/sms/\n/api-json-v1/\n/api-waba-restapi-v1/\n");
  for (const [file, html] of Object.entries(pages)) write(`public/${file}`, html);
  write("public/_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice(bundles));
  write("public/page-data/app-data.json", appData());
  write("public/webpack.stats.json", webpackStats());
  write(`public/${STYLESHEET.file}`, STYLESHEET.content);
  for (const bundle of bundles) write(`public${bundle}`, `${EAGER_COMPILE_HINT}\n`); // as compileFirstLoadEagerly leaves them
  return dir;
}

async function postBuild(dir: string) {
  const reporter = { info: vi.fn(), success: vi.fn(), panicOnBuild: vi.fn() };
  await runPostBuildPipeline(
    { reporter, store: { getState: () => ({ program: { directory: dir } }) }, getNodesByType: () => [] } as never,
    render,
  );
  return reporter;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8");
const SLICE = '<!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" -->';

describe("runPostBuildPipeline", () => {
  it("rewrites every page: NUL bytes gone, the reference in its page, the scripts after the first paint with the stable hash", async () => {
    const dir = project();
    const reporter = await postBuild(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const hash = bundlesHash(path.join(dir, "public"));
    expect(JSON.parse(read(dir, "page-data/app-data.json"))).toEqual({ webpackCompilationHash: hash });
    for (const [file, route] of [
      ["index.html", "/"],
      ["sms/index.html", "/sms/"],
      ["404.html", "/404.html"],
    ]) {
      const html = read(dir, file);
      expect(html).not.toMatch(/<script src=|gatsby-script-loader|gatsby-chunk-mapping|window\.(?:pagePath|___)/);
      expect(html).toContain(SLICE); // empty: Gatsby stitches a changed slice into it again
      expect(readBootData(html)!.data).toEqual({
        globals: { pagePath: route, ___chunkMapping: JSON.stringify(CHUNK_MAP), ___webpackCompilationHash: hash },
        bundles: BUNDLES,
      });
      expect(html).toContain(`<script>${AFTER_FIRST_PAINT_SCRIPT}</script>${SLICE}`);
    }
    expect(read(dir, "index.html")).toContain("<p>Pokud začínáte</p>");
    const reference = read(dir, "api-json-v1/index.html");
    expect(reference).toContain(`data-api-reference="">${REFERENCE.html}</div><!--/api-reference-->`);
    expect(reference).toContain(`${REFERENCE.styles}</head>`);
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Post-build: 6 HTML files read once, 5 rewritten \(strip NUL bytes, current stylesheets, API reference splice, scripts after first paint, stable compilation hash\)/,
      ),
    );
    expect(reporter.info).toHaveBeenCalledWith("Link guard: 4 references in 6 pages are fine."); // the fragment's bundles too
    // Gatsby's own fragment is not a page: left as Gatsby wrote it.
    expect(read(dir, "_gatsby/slices/_gatsby-scripts-1.html")).toBe(scriptsSlice());
  });

  it("leaves the pages of an earlier build as they are when Gatsby did not render them again", async () => {
    const dir = project();
    await postBuild(dir);
    const before = Object.keys(PAGES).map((file) => read(dir, file));
    const reporter = await postBuild(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("6 HTML files read once, 0 rewritten"));
    expect(Object.keys(PAGES).map((file) => read(dir, file))).toEqual(before);
  });

  it("takes new bundles from a scripts slice Gatsby stitched into an earlier build's page, keeping its path", async () => {
    const dir = project();
    await postBuild(dir);
    const bundles = [...BUNDLES.slice(0, 2), "/app-0000000000000000beef.js"];
    fs.rmSync(path.join(dir, "public", BUNDLES[2]));
    fs.writeFileSync(path.join(dir, "public", bundles[2]), `${EAGER_COMPILE_HINT}\n`);
    fs.writeFileSync(
      path.join(dir, "public/webpack.stats.json"),
      webpackStats().replace(BUNDLES[2].slice(1), bundles[2].slice(1)),
    );
    fs.writeFileSync(path.join(dir, "public/_gatsby/slices/_gatsby-scripts-1.html"), scriptsSlice(bundles, "fffeee"));
    for (const file of Object.keys(PAGES))
      fs.writeFileSync(
        path.join(dir, "public", file),
        read(dir, file).replace(SLICE, SLICE.replace("--><!--", `-->${scriptsSlice(bundles, "fffeee")}<!--`)),
      );
    const reporter = await postBuild(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const { data } = readBootData(read(dir, "sms/index.html"))!;
    expect(data.bundles).toEqual(bundles);
    expect(data.globals.pagePath).toBe("/sms/");
    expect(data.globals.___webpackCompilationHash).toBe(bundlesHash(path.join(dir, "public")));
    expect(read(dir, "sms/index.html").split(AFTER_FIRST_PAINT_SCRIPT)).toHaveLength(2);
    expect(read(dir, "api-json-v1/index.html").match(/redoc-wrap/g)).toHaveLength(1);
  });

  it("puts this build's stylesheet in place of an earlier build's in a page Gatsby did not render again", async () => {
    // A CSS-only edit: new stylesheet file, pages as the last build left them.
    const dir = project();
    await postBuild(dir);
    const edited = { file: "styles.0810354599ab7b5d4f0c.css", content: ".navbar-1a{color:blue}" };
    fs.writeFileSync(path.join(dir, "public", edited.file), edited.content);
    fs.writeFileSync(path.join(dir, "public/webpack.stats.json"), webpackStats(edited.file));
    const reporter = await postBuild(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    for (const file of Object.keys(PAGES)) {
      expect(read(dir, file)).toContain(
        `<style data-href="/${edited.file}" data-identity="gatsby-global-css">${edited.content}</style>`,
      );
      expect(read(dir, file)).not.toContain(STYLESHEET.file);
    }
  });

  it("fails naming the page that inlines a stylesheet this build no longer makes", async () => {
    const dir = project();
    fs.writeFileSync(
      path.join(dir, "public/webpack.stats.json"),
      webpackStats("landing-styles.f8b21543bad9823def57.css"),
    );
    const message = (await postBuild(dir)).panicOnBuild.mock.calls[0][0] as string;
    expect(message).toContain(
      `sms/index.html: current stylesheets: /${STYLESHEET.file} is an earlier build's and this build has no stylesheet of its name`,
    );
    expect(message).toContain(
      `final check: sms/index.html: the stylesheet /${STYLESHEET.file} inlined, not one of this build's`,
    );
  });

  it("replaces an earlier build's loader on a page Gatsby did not render again", async () => {
    const dir = project();
    await postBuild(dir);
    const file = path.join(dir, "public/sms/index.html");
    fs.writeFileSync(file, read(dir, "sms/index.html").replace(AFTER_FIRST_PAINT_SCRIPT, "!function(){}();"));
    expect((await postBuild(dir)).panicOnBuild).not.toHaveBeenCalled();
    expect(read(dir, "sms/index.html")).toContain(`<script>${AFTER_FIRST_PAINT_SCRIPT}</script>`);
  });

  // The guarantee of gatsby-output.ts: Gatsby output without one of its texts fails the build,
  // naming the text and the page, and leaves the page alone.
  it.each(Object.keys(GATSBY_OUTPUT) as OutputName[])(
    "fails the build naming %s and the page when Gatsby's output lacks it",
    async (name) => {
      const { text, source } = GATSBY_OUTPUT[name];
      const changed = text.slice(0, Math.ceil(text.length / 2)) + "~" + text.slice(Math.ceil(text.length / 2));
      const pages = Object.fromEntries(
        Object.entries(PAGES).map(([file, html]) => [file, html.replaceAll(text, changed)]),
      );
      const dir = project(pages);
      const dataFiles = ["page-data/app-data.json", "webpack.stats.json"].map((file) => path.join(dir, "public", file));
      for (const file of dataFiles) fs.writeFileSync(file, fs.readFileSync(file, "utf8").replaceAll(text, changed));
      expect(
        Object.values(pages).join("") + dataFiles.map((file) => fs.readFileSync(file, "utf8")).join(""),
      ).not.toContain(text);
      const reporter = await postBuild(dir);
      expect(reporter.panicOnBuild).toHaveBeenCalledOnce();
      const message = reporter.panicOnBuild.mock.calls[0][0] as string;
      const page =
        name === "appDataHash"
          ? "page-data/app-data.json"
          : name === "statsAssets"
            ? "webpack.stats.json"
            : name === "headEnd" || name === "apiReferenceContainer"
              ? "api-json-v1/index.html"
              : "sms/index.html";
      expect(message).toContain(`  ${page}: `);
      expect(message).toContain(`expected ${name} ${JSON.stringify(text)} (${source}, Gatsby ${GATSBY_VERSION})`);
      if (page.endsWith(".html")) expect(read(dir, page)).toBe(pages[page]);
    },
  );
});

describe("the Gatsby version", () => {
  it("is the one gatsby-output.ts was read from, pinned to its minor in package.json", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    const installed = JSON.parse(fs.readFileSync("node_modules/gatsby/package.json", "utf8")) as { version: string };
    const minor = GATSBY_VERSION.split(".").slice(0, 2).join(".");
    expect(pkg.dependencies.gatsby).toBe(`~${GATSBY_VERSION}`);
    expect(installed.version.startsWith(`${minor}.`)).toBe(true);
  });
});

describe("loadScriptsAfterFirstPaint", () => {
  it("moves the data block and loader out of the slice on a page of a build before the pipeline", () => {
    const fresh = loadScriptsAfterFirstPaint(gatsbyPage("/sms/", "<h1>SMS</h1>"));
    const { data } = readBootData(fresh)!;
    const old = fresh.replace(
      `${bootDataElement(data)}<script>${AFTER_FIRST_PAINT_SCRIPT}</script>${SLICE}`,
      SLICE.replace("--><!--", `-->${bootDataElement(data)}<script>${AFTER_FIRST_PAINT_SCRIPT}</script><!--`),
    );
    expect(old).not.toBe(fresh);
    expect(loadScriptsAfterFirstPaint(old)).toBe(fresh);
  });
});
