import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { marketingPages } from "./marketing-pages";
import { parse } from "node-html-parser";
import { analyzeSms } from "../src/lib/sms-length";
import { validatePhoneList } from "../src/lib/phone-number";
import { CONSENT_COOKIE } from "../src/lib/consent";
import { ANNOUNCEMENT_ID_KEY } from "../src/lib/announcement";
import { COLOR_MODE_ATTRIBUTE } from "../src/lib/color-mode";
import { codeBySource, type SourceMap } from "./js-attribution";
import { runLoadBench } from "./bench-load";
import { benchSearch } from "./bench-search";
import { budgetProblems, isQuiet, runLighthouseBench } from "./bench-lighthouse";
import { runTraceBench } from "./bench-trace";
import { runBuildBench } from "./bench-build";
import { measureFirstVisits, RESOURCE_KINDS } from "./bench-first-visit";
import { printFirstTaps } from "./bench-taps";
import {
  LANDING_STYLES_CHUNK,
  PAGE_KIND_STYLESHEETS,
  SHELL_STYLES_CHUNK,
} from "../plugins/gatsby-overrides/stylesheet-order";

// `npm run bench`: builds the site (unless --no-build) and prints, per page kind, the HTML, CSS
// and first-load JavaScript bytes, raw and gzip, plus the build time, the lazily loaded chunks,
// the consent and behaviour layers' share of the home page's JavaScript, and checks that Redoc
// stays on the reference pages and Prism off the docs pages (exit code 1 when either leaks).
// Then Lighthouse on one page of each kind beside its static floor (scripts/bench-lighthouse.ts;
// `--quick`: home, a docs page and a blog post; `--compare <dir>`: another build's public/ measured
// alongside; `--pages /,/sms/` measures only those routes, `--runs N` runs each N times instead of
// 3; `--no-lighthouse` skips it); on a quiet machine it exits with 1 past the budgets of
// BUDGETS there (TBT, the scripts' share over the static floor, the floor's longest task, score,
// CLS), on a loaded one it says so and does not. First-load JavaScript over 80 KB gzip on any page
// kind exits with 1 on any machine. Before Lighthouse, performance traces of the first load, site
// and floor (scripts/bench-trace.ts; `--no-trace` skips them), and before those, what a first
// visit of each page kind downloads in Chromium, page-data.json included (scripts/bench-first-visit.ts), and the first-tap latency of
// the shell's controls on a throttled phone (scripts/bench-taps.ts). `--load` adds the load figures of the Node server and
// nginx (scripts/bench-load.ts). `--grow N`: the growth bench instead (scripts/bench-grow.ts).

// `--grow N`: the growth bench alone (scripts/bench-grow.ts), in a copy of the site; no Lighthouse.
if (process.argv.includes("--grow")) {
  const grow = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-grow.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(grow.status ?? 1);
}

const PAGE_KINDS: { kind: string; route: string }[] = [
  { kind: "home", route: "/" },
  { kind: "marketing page (MDX)", route: "/sms/" },
  { kind: "long MDX page (FAQ)", route: "/faq/" },
  { kind: "editor's MDX page", route: "/markdown-page/" },
  { kind: "not found", route: "/404.html" },
  { kind: "docs page", route: "/docs/help/odesilani-sms/" },
  { kind: "docs category", route: "/docs/category/help/" },
  { kind: "API docs page", route: "/docs/api/json/api/send-message/" },
  { kind: "API reference (Redoc)", route: "/api-json-v1/" },
  { kind: "blog list", route: "/blog/" },
  { kind: "blog post", route: "/blog/pruvodce-sms-marketingem/" },
  { kind: "country price page", route: "/docs/ceny/nemecko/" },
  { kind: "price list", route: "/ceny/" },
  { kind: "SMS length tool", route: "/tool/delka-sms/" },
  { kind: "number validator", route: "/tool/validace-cisla/" },
];

const publicDir = path.resolve("public");
const gzip = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// A cold build, a rebuild after one MDX change and one after reverting it (scripts/bench-build.ts);
// `--no-build-bench` makes it one build with the existing cache.
const build = process.argv.includes("--no-build") ? null : runBuildBench(process.argv.includes("--no-build-bench"));
const buildSeconds = build?.buildSeconds ?? null;

function htmlFileOf(route: string): string {
  const decoded = decodeURI(route);
  return path.join(publicDir, decoded.endsWith("/") ? `${decoded}index.html` : decoded);
}

const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
};

/** The scripts a first visit runs: those in the HTML plus the app's and the page template's
 * chunk groups, which Gatsby's loader fetches before rendering. */
function firstLoadScripts(route: string, root: ReturnType<typeof parse>): string[] {
  const decoded = decodeURI(route);
  const dataPath = decoded === "/" ? "index" : decoded.replace(/^\/|\/$/g, "");
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", dataPath, "page-data.json"), "utf8"));
  const groups = ["app", pageData.componentChunkName as string];
  const fromGroups = groups.flatMap((g) => stats.namedChunkGroups[g]?.assets.map((a) => `/${a.name}`) ?? []);
  const fromHtml = root
    .querySelectorAll("script[src]")
    .map((s) => s.getAttribute("src")!)
    .filter((src) => src.startsWith("/"));
  return [...new Set([...fromHtml, ...fromGroups])].filter((src) => src.endsWith(".js"));
}

type Row = {
  kind: string;
  route: string;
  html: [number, number];
  css: [number, number];
  js: [number, number];
  scripts: number;
};

function measure(kind: string, route: string): Row | null {
  const file = htmlFileOf(route);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const root = parse(html.toString());
  const css =
    root
      .querySelectorAll("style")
      .map((s) => s.innerHTML)
      .join("") +
    root
      .querySelectorAll('link[rel="stylesheet"]')
      .map((l) => fs.readFileSync(path.join(publicDir, l.getAttribute("href")!)))
      .join("");
  const scripts = firstLoadScripts(route, root);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = fs.readFileSync(path.join(publicDir, src));
    jsRaw += body.length;
    jsGzip += gzip(body);
  }
  return {
    kind,
    route,
    html: [html.length, gzip(html)],
    css: [Buffer.byteLength(css), gzip(css)],
    js: [jsRaw, jsGzip],
    scripts: scripts.length,
  };
}

const rows = PAGE_KINDS.map(({ kind, route }) => ({ kind, route, row: measure(kind, route) }));
console.log("\nFirst load per page kind (raw / gzip)\n");
console.log(
  [
    "page kind".padEnd(24),
    "route".padEnd(34),
    "HTML".padEnd(20),
    "CSS".padEnd(20),
    "JavaScript".padEnd(22),
    "scripts",
  ].join(" "),
);
for (const { kind, route, row } of rows) {
  if (!row) {
    console.log(`${kind.padEnd(24)} ${route.padEnd(34)} not built yet`);
    continue;
  }
  const pair = ([raw, gz]: [number, number]) => `${kb(raw)} / ${kb(gz)}`.padEnd(20);
  console.log(
    `${kind.padEnd(24)} ${route.padEnd(34)} ${pair(row.html)} ${pair(row.css)} ${pair(row.js).padEnd(22)} ${row.scripts}`,
  );
}
const home = rows.find((r) => r.route === "/")?.row;
if (home) console.log(`\nHome page first-load JavaScript: ${kb(home.js[1])} gzip (budget 100 KB).`);
// /ceny/ may ship at most 15 KB gzip of JavaScript beyond the shell, the scripts every
// page loads (taken from the not-found page). Its page data (the table) is data, printed apart.
const scriptsOf = (route: string) => firstLoadScripts(route, parse(fs.readFileSync(htmlFileOf(route)).toString()));
if (fs.existsSync(htmlFileOf("/ceny/")) && fs.existsSync(htmlFileOf("/404.html"))) {
  const shell = new Set(scriptsOf("/404.html"));
  const extra = scriptsOf("/ceny/").filter((src) => !shell.has(src));
  const extraGzip = extra.reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(publicDir, src))), 0);
  const pageData = fs.readFileSync(path.join(publicDir, "page-data/ceny/page-data.json"));
  console.log(
    `Price list /ceny/ JavaScript beyond the shell: ${kb(extraGzip)} gzip in ${extra.length} file(s) (budget 15 KB); its page data ${kb(pageData.length)} / ${kb(gzip(pageData))} gzip.`,
  );
}
// Marketing pages: every page of content/pages/ in the landing frame. Their sections are static
// HTML; what they add to the first load is the page's own chunk (its MDX and the sections it uses).
const landingRows = marketingPages()
  .filter((p) => p.landing)
  .map(({ route }) => ({ route, row: measure("marketing", route) }))
  .filter((r): r is { route: string; row: Row } => r.row !== null)
  .sort((a, b) => a.row.js[1] - b.row.js[1]);
if (landingRows.length > 0) {
  const median = landingRows[Math.floor(landingRows.length / 2)];
  const last = landingRows[landingRows.length - 1];
  console.log(
    `Marketing pages (${landingRows.length}) first-load JavaScript gzip: smallest ${kb(landingRows[0].row.js[1])} (${landingRows[0].route}), median ${kb(median.row.js[1])}, largest ${kb(last.row.js[1])} (${last.route}) (budget: the home page's 97.5 KB before the landing sections).`,
  );
}
console.log(
  buildSeconds === null ? "Build time: not measured (--no-build)." : `Build time: ${buildSeconds.toFixed(1)} s.`,
);
if (build) console.log(build.report);

// Lazily loaded chunks: the tools and the API reference (redoc, styled-components and mobx), which
// must load only on their own pages.
const TOOL_CHUNKS: { kind: string; group: string }[] = [
  { kind: "SMS length tool chunk", group: "sms-length-tool" },
  { kind: "validator tool chunk", group: "phone-validator-tool" },
  { kind: "API reference (Redoc)", group: "api-reference" },
  { kind: "search (panel, engine)", group: "search" },
];
console.log("\nLazily loaded chunks (raw / gzip)\n");
for (const { kind, group } of TOOL_CHUNKS) {
  const assets = stats.namedChunkGroups[group]?.assets.map((a) => a.name).filter((name) => name.endsWith(".js")) ?? [];
  if (assets.length === 0) {
    console.log(`${kind.padEnd(24)} not built yet`);
    continue;
  }
  const bodies = assets.map((name) => fs.readFileSync(path.join(publicDir, name)));
  const raw = bodies.reduce((sum, b) => sum + b.length, 0);
  const gz = bodies.reduce((sum, b) => sum + gzip(b), 0);
  console.log(`${kind.padEnd(24)} ${`${kb(raw)} / ${kb(gz)}`.padEnd(20)} ${assets.join(", ")}`);
}

// Every built page, grouped by its template chunk (pages of one chunk load the same scripts).
function allPages(): { route: string; chunk: string }[] {
  const pages: { route: string; chunk: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json") {
        const data = JSON.parse(fs.readFileSync(full, "utf8")) as { path: string; componentChunkName: string };
        if (fs.existsSync(htmlFileOf(data.path))) pages.push({ route: data.path, chunk: data.componentChunkName });
      }
    }
  };
  walk(path.join(publicDir, "page-data"));
  return pages;
}
const pagesByChunk = new Map<string, string[]>();
for (const { route, chunk } of allPages()) pagesByChunk.set(chunk, [...(pagesByChunk.get(chunk) ?? []), route]);
/** First-load scripts per template chunk, read from one page of each. */
const chunkScripts = new Map([...pagesByChunk].map(([chunk, routes]) => [chunk, scriptsOf(routes[0])]));
const textCache = new Map<string, string>();
/** A file's text by absolute path, read once. */
const textOf = (file: string) => {
  if (!textCache.has(file)) textCache.set(file, fs.readFileSync(file, "utf8"));
  return textCache.get(file)!;
};

type Marker = { module: string; marker: string };
/** The modules whose markers occur in the given built scripts (paths inside public/). */
const modulesIn = (scripts: string[], markers: Marker[]) => [
  ...new Set(
    markers
      .filter(({ marker }) => scripts.some((src) => textOf(path.join(publicDir, src)).includes(marker)))
      .map((m) => m.module),
  ),
];
const fail = (message: string) => {
  console.log(`  FAIL: ${message}`);
  process.exitCode = 1;
};

// First-load JavaScript (issue 34): at most FIRST_LOAD_JS_BUDGET_KB gzip on every page kind.
// Bytes do not depend on the machine's load, so this budget holds on any machine.
const FIRST_LOAD_JS_BUDGET_KB = 80;
{
  const measured = rows.flatMap(({ row }) => (row ? [row] : []));
  const over = measured.filter((row) => row.js[1] > FIRST_LOAD_JS_BUDGET_KB * 1024);
  console.log(
    `\nFirst-load JavaScript budget ${FIRST_LOAD_JS_BUDGET_KB} KB gzip on every page kind: ${over.length ? `${over.length} of ${measured.length} over` : `all ${measured.length} within (largest ${kb(Math.max(...measured.map((row) => row.js[1])))})`}`,
  );
  for (const row of over) fail(`${row.kind} ${row.route}: first-load JavaScript ${kb(row.js[1])} gzip`);
}

// The page kinds' stylesheets (plugins/gatsby-overrides/stylesheet-order.ts, PAGE_KIND_STYLESHEETS): each page
// inlines Gatsby's `styles` first, then at most its own kind's sheet, whose rules may override it;
// the landing sheet only on the pages of content/pages/ and the customer pages.
{
  const inlined = (route: string) =>
    [...fs.readFileSync(htmlFileOf(route), "utf8").matchAll(/<style data-href="\/([\w-]+)\.\w+\.css"/g)].map(
      (m) => m[1],
    );
  const pages = allPages().map(({ route }) => ({ route, sheets: inlined(route) }));
  const kinds = PAGE_KIND_STYLESHEETS.map((kind) => kind.chunk);
  console.log(
    `\nStylesheets: ${kinds.map((chunk) => `${chunk} on ${pages.filter((p) => p.sheets.includes(chunk)).length}`).join(", ")} of ${pages.length} pages`,
  );
  for (const { route, sheets } of pages) {
    if (sheets[0] !== SHELL_STYLES_CHUNK)
      fail(`${route} does not inline ${SHELL_STYLES_CHUNK} first: ${sheets.join(", ")}`);
    const own = sheets.filter((sheet) => kinds.includes(sheet));
    if (own.length > 1) fail(`${route} inlines more than one page kind's stylesheet: ${own.join(", ")}`);
  }
  const landingRoutes = new Set(marketingPages().map((p) => p.route));
  const stray = pages.filter((p) => p.sheets.includes(LANDING_STYLES_CHUNK) && !landingRoutes.has(p.route));
  if (stray.length)
    console.log(`  ${LANDING_STYLES_CHUNK} also outside content/pages/: ${stray.map((p) => p.route).join(", ")}`);
}

// Redoc must load only on the two reference pages, as a lazy chunk. Its markers are strings
// that survive minification, checked below to really occur in the built Redoc chunk, so the check
// can never pass by matching nothing.
const REDOC_MARKERS: Marker[] = [
  { module: "redoc", marker: "redoc-markdown" }, // class of Redoc's rendered descriptions
  { module: "styled-components", marker: "data-styled" }, // attribute of its <style> elements
  { module: "mobx", marker: "__mobxGlobals" }, // mobx's global state key
];
const REFERENCE_CHUNK = "component---src-templates-api-reference-tsx";
console.log(
  "\nRedoc, styled-components and mobx (markers: " + REDOC_MARKERS.map((m) => `"${m.marker}"`).join(", ") + ")",
);
const redocAssets =
  stats.namedChunkGroups["api-reference"]?.assets.map((a) => a.name).filter((name) => name.endsWith(".js")) ?? [];
if (redocAssets.length === 0) {
  fail(
    "no api-reference chunk group in webpack.stats.json: the Redoc chunk was not built, so nothing proves the markers",
  );
} else {
  const found = modulesIn(redocAssets, REDOC_MARKERS);
  console.log(`  lazy Redoc chunk (${redocAssets.join(", ")}): ${found.join(", ") || "none"}`);
  for (const { module, marker } of REDOC_MARKERS)
    if (!found.includes(module))
      fail(`marker "${marker}" (${module}) no longer occurs in the Redoc chunk: update REDOC_MARKERS`);
}
/** Which of these template chunks' first-load scripts hold the markers: per script, its modules
 * and the pages loading it first. */
function leaks(chunks: [string, string[]][], markers: Marker[]) {
  const byScript = new Map<string, { modules: string[]; routes: string[] }>();
  for (const [chunk, routes] of chunks) {
    for (const src of chunkScripts.get(chunk)!) {
      const modules = modulesIn([src], markers);
      if (!modules.length) continue;
      const entry = byScript.get(src) ?? { modules, routes: [] };
      entry.routes.push(...routes);
      byScript.set(src, entry);
    }
  }
  return byScript;
}
const otherChunks = [...pagesByChunk].filter(([chunk]) => chunk !== REFERENCE_CHUNK);
const referenceRoutes = pagesByChunk.get(REFERENCE_CHUNK) ?? [];
if (referenceRoutes.length) {
  const found = modulesIn(chunkScripts.get(REFERENCE_CHUNK)!, REDOC_MARKERS);
  console.log(
    `  reference pages' first load (${referenceRoutes.join(", ")}): ${found.length ? found.join(", ") : "none (live Redoc loads on the first use of the page)"}`,
  );
}
const redocLeaks = leaks(otherChunks, REDOC_MARKERS);
for (const [src, { modules, routes }] of redocLeaks)
  fail(`${modules.join(", ")} in ${src}, first-load JavaScript of ${routes.length} other page(s), e.g. ${routes[0]}`);
console.log(
  `  first-load JavaScript of the ${otherChunks.reduce((n, [, routes]) => n + routes.length, 0)} other pages (${otherChunks.length} templates): ${redocLeaks.size ? "see FAIL above" : "none"}`,
);

// Docs pages ship no syntax highlighter: code blocks are highlighted at build time. The
// markers are Prism's hook names, string literals in prism-core that minification keeps; they are
// shown to match Prism itself, refractor (Prism for rehype-prism-plus) and Redoc's bundled Prism.
const PRISM_MARKERS: Marker[] = [
  { module: "prism", marker: "before-tokenize" },
  { module: "prism", marker: "after-tokenize" },
];
const PRISM_REFERENCES = [
  "node_modules/prismjs/components/prism-core.min.js",
  "node_modules/refractor/lib/prism-core.js",
];
console.log(
  "\nSyntax highlighter (Prism, refractor) in docs pages (markers: " +
    PRISM_MARKERS.map((m) => `"${m.marker}"`).join(", ") +
    ")",
);
for (const file of PRISM_REFERENCES) {
  const full = path.resolve(file);
  if (!fs.existsSync(full)) {
    console.log(`  ${file}: not installed`);
    continue;
  }
  const matched = PRISM_MARKERS.filter(({ marker }) => textOf(full).includes(marker)).map((m) => `"${m.marker}"`);
  console.log(`  ${file}: ${matched.join(", ") || "none"}`);
  if (matched.length !== PRISM_MARKERS.length) fail(`a Prism marker does not occur in ${file}: update PRISM_MARKERS`);
}
if (redocAssets.length) {
  const withPrism = redocAssets.filter((file) => modulesIn([file], PRISM_MARKERS).length);
  console.log(`  lazy Redoc chunk (bundles prismjs): ${withPrism.join(", ") || "none"}`);
}
const docsChunks = [...pagesByChunk].filter(([, routes]) => routes.some((route) => route.startsWith("/docs/")));
const docsPages = docsChunks.flatMap(([, routes]) => routes.filter((route) => route.startsWith("/docs/")));
const prismLeaks = leaks(
  docsChunks.map(([chunk, routes]) => [chunk, routes.filter((route) => route.startsWith("/docs/"))]),
  PRISM_MARKERS,
);
for (const [src, { routes }] of prismLeaks)
  fail(`Prism in ${src}, first-load JavaScript of ${routes.length} docs page(s), e.g. ${routes[0]}`);
const docsGzip = docsChunks.map(([chunk]) =>
  chunkScripts.get(chunk)!.reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(publicDir, src))), 0),
);
if (docsChunks.length)
  console.log(
    `  first-load JavaScript of the ${docsPages.length} docs pages (${docsChunks.length} templates, ${kb(Math.min(...docsGzip))}–${kb(Math.max(...docsGzip))} gzip): ${prismLeaks.size ? "see FAIL above" : "none"}`,
  );
else fail("no docs page built, so nothing was checked");
const prismFiles = fs
  .readdirSync(publicDir)
  .filter((name) => name.endsWith(".js") && modulesIn([name], PRISM_MARKERS).length);
console.log(`  every built script with Prism: ${prismFiles.join(", ") || "none"}`);

// What the consent layer (budget 4 KB gzip) and the behaviour layer (budget 12 KB gzip) add to the
// home page's JavaScript, attributed through the production source maps.
type Layer = {
  name: string;
  budgetKb: number;
  parts: { name: string; pattern: RegExp }[];
  inline: (script: string) => boolean;
};
const LAYERS: Layer[] = [
  {
    name: "consent layer",
    budgetKb: 4,
    parts: [
      { name: "banner and choice", pattern: /^src\/(lib\/consent\.ts|theme\/Consent\/)/ },
      { name: "chat facade", pattern: /^src\/theme\/Chat\// },
      { name: "third-party config", pattern: /^src\/config\/third-parties\.ts/ },
    ],
    inline: (script) => script.includes(CONSENT_COOKIE),
  },
  {
    name: "behaviour layer",
    budgetKb: 12,
    parts: [
      { name: "announcement bar", pattern: /^src\/(theme\/AnnouncementBar\/|lib\/announcement\.ts)/ },
      { name: "browser storage", pattern: /^src\/lib\/storage\.ts/ },
      { name: "navbar hide on scroll", pattern: /^src\/hooks\/useHideOnScroll\.ts/ },
      {
        name: "dropdowns",
        pattern: /^src\/(theme\/NavbarItem\/DropdownItem\.tsx|theme\/Collapsible\/|lib\/collapse\.ts)/,
      },
      { name: "mobile sidebar", pattern: /^src\/theme\/MobileSidebar\// },
      { name: "colour mode", pattern: /^src\/(theme\/ColorModeToggle\/|hooks\/useColorMode\.ts|lib\/color-mode\.ts)/ },
      { name: "table of contents", pattern: /^src\/theme\/TOC\// },
      { name: "route progress", pattern: /^(src\/theme\/RouteProgress\/|node_modules\/nprogress\/)/ },
      { name: "error boundary", pattern: /^src\/theme\/ErrorBoundary\// },
      { name: "lazy loading", pattern: /^src\/(theme\/Lazy\/|theme\/Spinner\/|hooks\/useHydrated\.ts)/ },
      { name: "draft/unlisted banner", pattern: /^src\/theme\/PageBanner\// },
      {
        name: "browser hooks",
        pattern: /^src\/hooks\/(useClickAway|useLockBodyScroll|useMediaQuery|useHideOnScroll)\.ts/,
      },
    ],
    inline: (script) => script.includes(ANNOUNCEMENT_ID_KEY) || script.includes(`${COLOR_MODE_ATTRIBUTE}"`),
  },
];

function layerShare(route: string, layer: Layer) {
  const parts = new Map(layer.parts.map((part) => [part.name, { raw: 0, gzip: 0 }]));
  const code: string[] = [];
  const unmeasured: string[] = [];
  for (const src of scriptsOf(route)) {
    const file = path.join(publicDir, src);
    if (!fs.existsSync(`${file}.map`)) {
      unmeasured.push(src);
      continue;
    }
    const body = textOf(file);
    const fileBytes = Buffer.byteLength(body);
    const fileGzip = gzip(body);
    for (const [source, pieces] of codeBySource(body, JSON.parse(textOf(`${file}.map`)) as SourceMap)) {
      const part = layer.parts.find(({ pattern }) => pattern.test(source));
      if (!part) continue;
      const bytes = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
      const entry = parts.get(part.name)!;
      entry.raw += bytes;
      entry.gzip += (fileGzip * bytes) / fileBytes;
      code.push(...pieces);
    }
  }
  const inline = parse(fs.readFileSync(htmlFileOf(route), "utf8"))
    .querySelectorAll("head script:not([src])")
    .map((s) => s.innerHTML)
    .filter(layer.inline);
  const sum = (key: "raw" | "gzip") => [...parts.values()].reduce((total, part) => total + part[key], 0);
  return {
    parts,
    raw: sum("raw"),
    gzip: sum("gzip"),
    alone: code.length ? gzip(code.join("")) : 0,
    inline: inline.reduce((total, s) => total + gzip(s), 0),
    unmeasured,
  };
}

console.log("\nLayers in the home page's first-load JavaScript (gzip)");
console.log(
  "Method: each script's gzip size is split among its source files in proportion to the minified bytes its source map (public/*.js.map) gives them; \"alone\" gzips the layer's code by itself (an upper bound); inline head scripts are gzipped on their own and added.",
);
for (const layer of LAYERS) {
  const share = layerShare("/", layer);
  const total = share.gzip + share.inline;
  const verdict = total <= layer.budgetKb * 1024 ? "within" : "OVER";
  console.log(
    `  ${layer.name.padEnd(26)} ${kb(total)} = ${kb(share.gzip)} share of ${kb(share.raw)} minified (${kb(share.alone)} alone) + ${kb(share.inline)} inline; ${verdict} the ${layer.budgetKb} KB budget`,
  );
  const present = [...share.parts].filter(([, part]) => part.raw > 0).map(([name, part]) => `${name} ${kb(part.gzip)}`);
  const absent = [...share.parts].filter(([, part]) => part.raw === 0).map(([name]) => name);
  console.log(
    `    ${present.join(", ") || "no source of this layer found"}${absent.length ? `; not in the first load: ${absent.join(", ")}` : ""}`,
  );
  if (share.unmeasured.length) console.log(`    no source map, not attributed: ${share.unmeasured.join(", ")}`);
}
const consentChunk = fs
  .readdirSync(publicDir)
  .find(
    (name) => name.endsWith(".js.map") && textOf(path.join(publicDir, name)).includes("src/theme/Consent/loaders.ts"),
  );
if (consentChunk) {
  const body = fs.readFileSync(path.join(publicDir, consentChunk.replace(/\.map$/, "")));
  console.log(
    `  consent loaders, loaded only after „Souhlasím“ or the chat click: ${kb(body.length)} / ${kb(gzip(body))} gzip (${consentChunk.replace(/\.map$/, "")})`,
  );
}

// Search (docs/product-spec.md §2.7): pages carry only the button and the dialog's frame; the field, the engine
// and the index load when the search is first opened.
const SEARCH_FIRST_LOAD = {
  name: "search button and dialog frame",
  pattern: /^src\/theme\/Search\/(index|SearchDialog)\.tsx/,
};
const SEARCH_LAZY = {
  name: "search panel and engine",
  pattern: /^(src\/theme\/Search\/(SearchPanel|engine)\.tsx?|src\/lib\/search\.ts)/,
};
const search = layerShare("/", {
  name: "search",
  budgetKb: 0,
  parts: [SEARCH_FIRST_LOAD, SEARCH_LAZY],
  inline: () => false,
});
console.log("\nSearch");
console.log(
  `  in the home page's first load: ${SEARCH_FIRST_LOAD.name} ${kb(search.parts.get(SEARCH_FIRST_LOAD.name)!.gzip)} gzip`,
);
if (search.parts.get(SEARCH_LAZY.name)!.raw > 0)
  fail("the search panel or its engine is in the home page's first-load JavaScript");
else console.log(`  ${SEARCH_LAZY.name}: not in the first load (lazy chunk above)`);
if (!benchSearch(publicDir)) fail("the search index is over its size budget or its relevance below the bars");

const median = (runs: number, fn: () => void): number => {
  fn(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
};
const sms = "Dobrý den, Vaše objednávka č. 12345 je připravena k vyzvednutí. Děkujeme! 😀\n".repeat(25).slice(0, 1600);
const numbers = Array.from(
  { length: 10_000 },
  (_, i) => `+420 60${(i % 8) + 1} ${String((i * 37) % 1_000_000).padStart(6, "0")}`,
).join("\n");
console.log(`\nanalyzeSms, 1 600 characters: ${median(51, () => analyzeSms(sms)).toFixed(2)} ms (median of 51 runs)`);
console.log(
  `validatePhoneList, 10 000 numbers: ${median(7, () => validatePhoneList(numbers)).toFixed(0)} ms (median of 7 runs)`,
);

/** The value after a command-line option, e.g. `--runs 5`. */
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** Wire bytes of a first visit per page kind (brotli, headers included), in Chromium. */
async function printFirstVisits() {
  const kinds = PAGE_KINDS.filter(({ route }) => fs.existsSync(htmlFileOf(route)));
  const visits = await measureFirstVisits(
    publicDir,
    kinds.map((k) => k.route),
  );
  console.log("\nFirst visit in Chromium: bytes on the wire (brotli, headers included) and requests\n");
  console.log(["page kind".padEnd(24), ...RESOURCE_KINDS.map((k) => k.padStart(14)), "total".padStart(14)].join(" "));
  for (const [i, visit] of visits.entries()) {
    const cell = (bytes: number, count: number) => (count ? `${kb(bytes)} (${count})` : "–").padStart(14);
    const total = RESOURCE_KINDS.reduce((sum, k) => sum + visit.bytes[k], 0);
    const count = RESOURCE_KINDS.reduce((sum, k) => sum + visit.requests[k], 0);
    console.log(
      [
        kinds[i].kind.padEnd(24),
        ...RESOURCE_KINDS.map((k) => cell(visit.bytes[k], visit.requests[k])),
        cell(total, count),
      ].join(" "),
    );
  }
}

/** The Lighthouse budgets (scripts/bench-lighthouse.ts BUDGETS): enforced only on a quiet machine. */
function checkLighthouseBudgets({ results, loadSamples, blank }: Awaited<ReturnType<typeof runLighthouseBench>>) {
  const problems = results.flatMap((result) => budgetProblems(result, blank));
  if (!problems.length) return;
  if (isQuiet(loadSamples, os.availableParallelism())) for (const problem of problems) fail(problem);
  else for (const problem of problems) console.log(`  over, not enforced on a loaded machine: ${problem}`);
}

const lighthouse = printFirstVisits()
  .then(() => printFirstTaps(publicDir))
  .then(() =>
    process.argv.includes("--no-trace")
      ? undefined
      : runTraceBench({
          publicDir,
          quick: process.argv.includes("--quick"),
          routes: option("--pages")?.split(","),
          runs: option("--runs") ? Number(option("--runs")) : undefined,
        }),
  )
  .then(() =>
    process.argv.includes("--no-lighthouse")
      ? undefined
      : runLighthouseBench({
          publicDir,
          quick: process.argv.includes("--quick"),
          compareDir: option("--compare"),
          routes: option("--pages")?.split(","),
          runs: option("--runs") ? Number(option("--runs")) : undefined,
        }).then(checkLighthouseBudgets),
  );
lighthouse
  .then(() => (process.argv.includes("--load") ? runLoadBench() : true))
  .then(
    (ok) => ok || (process.exitCode = 1),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
