import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startNginx, waitForPort, type RunningServer } from "../server/nginx-local";

// `npm run bench -- --load` (or `node --import tsx scripts/bench-load.ts`): autocannon against the
// Node server and nginx serving the same public/, one route at a time, printed side by side.
// Every response is checked for its status and its encoding; any error sets exit code 1.
// `--node-url http://…` measures an already running server in place of starting server/index.ts
// (to compare with another version of it); `--no-nginx` leaves nginx out.

const DURATION_SECONDS = 10;
const CONNECTIONS = 32;
const ACCEPT_ENCODING = "br, gzip";

type Target = { kind: string; path: string; status: number };
type Figures = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
  problems: string[];
};

/** The measured routes; the hashed script is the app bundle of this build. */
export function loadTargets(publicDir: string): Target[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const script = stats.namedChunkGroups.app?.assets
    .map((a) => a.name)
    .find((name) => /^app-[0-9a-f]{16,}\.js$/.test(name));
  if (!script) throw new Error("webpack.stats.json names no hashed app-….js bundle");
  return [
    { kind: "home", path: "/", status: 200 },
    { kind: "price list", path: "/ceny/", status: 200 },
    { kind: "country page", path: "/docs/ceny/nemecko/", status: 200 },
    { kind: "blog post", path: "/blog/pruvodce-sms-marketingem/", status: 200 },
    { kind: "hashed JS", path: `/${script}`, status: 200 },
    { kind: "not found", path: "/neexistuje/", status: 404 },
  ];
}

/** One autocannon run; a response with another status or without brotli counts as an error. */
async function measure(url: string, target: Target): Promise<Figures> {
  const problems = new Map<string, number>();
  const note = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    requests: [
      {
        method: "GET",
        path: target.path,
        onResponse: (status, _body, _context, headers) => {
          if (status !== target.status) note(`status ${status}`);
          const encoding = Object.entries(headers ?? {}).find(
            ([name]) => name.toLowerCase() === "content-encoding",
          )?.[1];
          if (encoding !== "br") note(`content-encoding ${encoding ?? "none"}`);
        },
      },
    ],
  });
  const wrong = [...problems.values()].reduce((sum, n) => sum + n, 0);
  const transport = result.errors + result.timeouts;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: wrong + transport,
    problems: [
      ...[...problems].map(([problem, n]) => `${n}× ${problem}`),
      ...(transport ? [`${result.errors} errors, ${result.timeouts} timeouts`] : []),
    ],
  };
}

/** `npm run serve` in its own process, so the load generator does not share its event loop. */
async function startNodeServer(publicDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_DIR: publicDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) => child.on("exit", (code) => ((exited = code ?? -1), resolve())));
  await waitForPort(port, () => (exited === null ? null : `the Node server exited with ${exited}`), 30_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (exited === null) {
        child.kill("SIGTERM");
        await exit;
      }
    },
  };
}

const cell = (f: Figures | undefined) =>
  f
    ? [
        f.rps.toFixed(0).padStart(7),
        `${f.p50}`.padStart(5),
        `${f.p99}`.padStart(5),
        `${(f.bytesPerResponse / 1024).toFixed(1)} KB`.padStart(9),
        `${f.errors}`.padStart(6),
      ].join(" ")
    : "—".padEnd(36);

export async function runLoadBench({
  publicDir = path.resolve("public"),
  nodeUrl,
  nginx = true,
}: { publicDir?: string; nodeUrl?: string; nginx?: boolean } = {}): Promise<boolean> {
  const targets = loadTargets(publicDir);
  const servers: { name: string; server: RunningServer }[] = [];
  try {
    servers.push({
      name: nodeUrl ? `Node (${nodeUrl})` : "Node",
      server: nodeUrl ? { url: nodeUrl, stop: async () => {} } : await startNodeServer(publicDir),
    });
    if (nginx) servers.push({ name: "nginx", server: await startNginx({ publicDir }) });
    const [load1, load5] = os.loadavg();
    console.log(
      `\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route and server, Accept-Encoding: ${ACCEPT_ENCODING}; nginx with one worker.`,
    );
    console.log(
      `Machine: ${os.availableParallelism()} cores, load average ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) before the run.\n`,
    );
    const results = new Map<string, Figures>();
    for (const target of targets) {
      for (const { name, server } of servers) results.set(`${name} ${target.path}`, await measure(server.url, target));
    }
    const head = "   req/s   p50   p99 bytes/resp errors";
    console.log(["".padEnd(44), ...servers.map(({ name }) => name.padEnd(37))].join(" | "));
    console.log(["route (latency in ms)".padEnd(44), ...servers.map(() => head)].join(" | "));
    let errors = 0;
    for (const target of targets) {
      const label = `${target.kind} ${target.path.length > 30 ? `${target.path.slice(0, 27)}…` : target.path}`.padEnd(
        44,
      );
      console.log([label, ...servers.map(({ name }) => cell(results.get(`${name} ${target.path}`)))].join(" | "));
      for (const { name } of servers) {
        const figures = results.get(`${name} ${target.path}`)!;
        errors += figures.errors;
        if (figures.problems.length) console.log(`  FAIL ${name} ${target.path}: ${figures.problems.join(", ")}`);
      }
    }
    console.log(
      errors
        ? `\n${errors} responses were wrong or failed.`
        : "\nEvery response had the expected status and brotli encoding; errors 0.",
    );
    return errors === 0;
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const at = process.argv.indexOf("--node-url");
  runLoadBench({ nodeUrl: at === -1 ? undefined : process.argv[at + 1], nginx: !process.argv.includes("--no-nginx") })
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
