import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "node-html-parser";
import { analyzeSms } from "../src/lib/sms-length";
import { validatePhoneList } from "../src/lib/phone-number";

// `npm run bench`: builds the site (unless --no-build) and prints, per page kind, the HTML, CSS
// and first-load JavaScript bytes, raw and gzip, plus the build time. A benchmark, not a test.

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

let buildSeconds: number | null = null;
if (!process.argv.includes("--no-build")) {
  const start = Date.now();
  execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  buildSeconds = (Date.now() - start) / 1000;
}

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
  const fromHtml = root.querySelectorAll("script[src]").map((s) => s.getAttribute("src")!).filter((src) => src.startsWith("/"));
  return [...new Set([...fromHtml, ...fromGroups])].filter((src) => src.endsWith(".js"));
}

type Row = { kind: string; route: string; html: [number, number]; css: [number, number]; js: [number, number]; scripts: number };

function measure(kind: string, route: string): Row | null {
  const file = htmlFileOf(route);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const root = parse(html.toString());
  const css = root.querySelectorAll("style").map((s) => s.innerHTML).join("") +
    root.querySelectorAll('link[rel="stylesheet"]').map((l) => fs.readFileSync(path.join(publicDir, l.getAttribute("href")!))).join("");
  const scripts = firstLoadScripts(route, root);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = fs.readFileSync(path.join(publicDir, src));
    jsRaw += body.length;
    jsGzip += gzip(body);
  }
  return { kind, route, html: [html.length, gzip(html)], css: [Buffer.byteLength(css), gzip(css)], js: [jsRaw, jsGzip], scripts: scripts.length };
}

const rows = PAGE_KINDS.map(({ kind, route }) => ({ kind, route, row: measure(kind, route) }));
console.log("\nFirst load per page kind (raw / gzip)\n");
console.log(["page kind".padEnd(24), "route".padEnd(34), "HTML".padEnd(20), "CSS".padEnd(20), "JavaScript".padEnd(22), "scripts"].join(" "));
for (const { kind, route, row } of rows) {
  if (!row) {
    console.log(`${kind.padEnd(24)} ${route.padEnd(34)} not built yet`);
    continue;
  }
  const pair = ([raw, gz]: [number, number]) => `${kb(raw)} / ${kb(gz)}`.padEnd(20);
  console.log(`${kind.padEnd(24)} ${route.padEnd(34)} ${pair(row.html)} ${pair(row.css)} ${pair(row.js).padEnd(22)} ${row.scripts}`);
}
const home = rows.find((r) => r.route === "/")?.row;
if (home) console.log(`\nHome page first-load JavaScript: ${kb(home.js[1])} gzip (budget 100 KB).`);
// Issue 8: /ceny/ may ship at most 15 KB gzip of JavaScript beyond the shell, the scripts every
// page loads (taken from the not-found page). Its page data (the table) is data, printed apart.
const scriptsOf = (route: string) => firstLoadScripts(route, parse(fs.readFileSync(htmlFileOf(route)).toString()));
if (fs.existsSync(htmlFileOf("/ceny/")) && fs.existsSync(htmlFileOf("/404.html"))) {
  const shell = new Set(scriptsOf("/404.html"));
  const extra = scriptsOf("/ceny/").filter((src) => !shell.has(src));
  const extraGzip = extra.reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(publicDir, src))), 0);
  const pageData = fs.readFileSync(path.join(publicDir, "page-data/ceny/page-data.json"));
  console.log(`Price list /ceny/ JavaScript beyond the shell: ${kb(extraGzip)} gzip in ${extra.length} file(s) (budget 15 KB); its page data ${kb(pageData.length)} / ${kb(gzip(pageData))} gzip.`);
}
console.log(buildSeconds === null ? "Build time: not measured (--no-build)." : `Build time: ${buildSeconds.toFixed(1)} s.`);

// Lazily loaded chunks: the tools (issue 9) and the API reference (redoc, styled-components and
// mobx; issue 6), which must load only on their own pages.
const TOOL_CHUNKS: { kind: string; group: string }[] = [
  { kind: "SMS length tool chunk", group: "sms-length-tool" },
  { kind: "validator tool chunk", group: "phone-validator-tool" },
  { kind: "API reference (Redoc)", group: "api-reference" },
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

// Redoc must not reach any other page: look for its modules in every first-load script.
const REDOC_MARKERS = ["redoc", "styled-components", "mobx"];
console.log("\nRedoc, styled-components or mobx in first-load JavaScript:");
for (const { kind, route, row } of rows) {
  if (!row) continue;
  const html = parse(fs.readFileSync(htmlFileOf(route), "utf8"));
  const found = firstLoadScripts(route, html).flatMap((src) => {
    const body = fs.readFileSync(path.join(publicDir, src), "utf8");
    return REDOC_MARKERS.filter((m) => body.includes(`node_modules/${m}/`) || body.includes(`"${m}"`) || body.includes(`__${m}__`));
  });
  console.log(`  ${kind.padEnd(24)} ${found.length ? `yes: ${[...new Set(found)].join(", ")}` : "none"}`);
}

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
const numbers = Array.from({ length: 10_000 }, (_, i) => `+420 60${(i % 8) + 1} ${String((i * 37) % 1_000_000).padStart(6, "0")}`).join("\n");
console.log(`\nanalyzeSms, 1 600 characters: ${median(51, () => analyzeSms(sms)).toFixed(2)} ms (median of 51 runs)`);
console.log(`validatePhoneList, 10 000 numbers: ${median(7, () => validatePhoneList(numbers)).toFixed(0)} ms (median of 7 runs)`);
