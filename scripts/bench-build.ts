import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GATSBY_INTERNALS } from "../plugins/gatsby-overrides/internals";

// Build times for `npm run bench`: a cold build (no .cache/, no public/), then a rebuild with the
// cache after one MDX file changed, then one more after the change is reverted, so public/ ends as
// a normal build of the checkout leaves it. Each line gives wall time and the CPU time (user + sys)
// of the build and the processes it waited for: on a shared machine the wall time depends on the
// other load, the CPU time much less.

/** The file edited for the rebuild: a docs page, whose change reaches the page, its page data,
 * its static body, its Markdown twin, the search index and the link guard. */
export const CHANGED_MDX = "content/docs/help/odesilani-sms.mdx";
export const COLD_BUDGET_S = 90;
export const WARM_BUDGET_S = 30;

export type BuildTiming = { wallSeconds: number; cpuSeconds: number | null };

const ticksPerSecond = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + sys) of the children this process has waited for, from /proc (Linux). */
function childrenCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Runs `gatsby build` in the current directory and times it. */
export function timedBuild(): BuildTiming {
  const cpuBefore = childrenCpuSeconds();
  const start = Date.now();
  const result = spawnSync(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "build"], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  const wallSeconds = (Date.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`gatsby build failed (exit code ${result.status ?? result.signal})`);
  const cpuAfter = childrenCpuSeconds();
  return { wallSeconds, cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

const ADDED_PARAGRAPH = "Tento odstavec přidalo měření doby sestavení webu.";
/** The page CHANGED_MDX builds. */
const CHANGED_PAGE = "public/docs/help/odesilani-sms/index.html";

/** A visible paragraph added to the end of the page: a real edit, not a touch of the file. */
export function editedMdx(source: string): string {
  return `${source.trimEnd()}\n\n${ADDED_PARAGRAPH}\n`;
}

/** A rebuild that is fast because it left the page as it was measures nothing: fails unless the
 * built page shows the edit exactly when `edited`. */
export function checkRebuiltPage(html: string, edited: boolean): void {
  if (html.includes(ADDED_PARAGRAPH) !== edited)
    throw new Error(
      `${CHANGED_PAGE} ${edited ? "lacks the paragraph added to" : "still shows the paragraph removed from"} ${CHANGED_MDX} after the rebuild`,
    );
}

export type BuildBench = { cold: BuildTiming; changed: BuildTiming; reverted: BuildTiming };

/** The three builds; the MDX file is restored even when a build fails or the run is interrupted. */
export function benchBuilds(): BuildBench {
  fs.rmSync(GATSBY_INTERNALS.cacheDir.value, { recursive: true, force: true });
  fs.rmSync("public", { recursive: true, force: true });
  const cold = timedBuild();
  const original = fs.readFileSync(CHANGED_MDX, "utf8");
  const restore = () => fs.writeFileSync(CHANGED_MDX, original);
  process.once("SIGINT", () => {
    restore();
    process.exit(130);
  });
  let changed: BuildTiming;
  try {
    fs.writeFileSync(CHANGED_MDX, editedMdx(original));
    changed = timedBuild();
    checkRebuiltPage(fs.readFileSync(CHANGED_PAGE, "utf8"), true);
  } finally {
    restore();
  }
  const reverted = timedBuild();
  checkRebuiltPage(fs.readFileSync(CHANGED_PAGE, "utf8"), false);
  return { cold, changed, reverted };
}

const seconds = (n: number | null) => (n === null ? "n/a" : `${n.toFixed(1)} s`);

export function formatBuildBench({ cold, changed, reverted }: BuildBench): string {
  const row = (label: string, t: BuildTiming, budget: number) =>
    `${label.padEnd(44)} ${seconds(t.wallSeconds).padEnd(10)} ${seconds(t.cpuSeconds).padEnd(10)} ${t.wallSeconds <= budget ? "within" : "over"} ${budget} s`;
  return [
    "\nBuild times (wall, CPU user+sys, budget on the wall time)\n",
    row("cold build (no .cache/, no public/)", cold, COLD_BUDGET_S),
    row(`rebuild, ${CHANGED_MDX} changed`, changed, WARM_BUDGET_S),
    row("rebuild, the change reverted", reverted, WARM_BUDGET_S),
    "public/ is the last build's: that of the checkout as it is.",
  ].join("\n");
}

/** For bench.ts: the three timed builds, or with skipTimings one plain build. Returns the cold
 * (or plain) build's wall time and the text to print. */
export function runBuildBench(skipTimings: boolean): { buildSeconds: number; report: string } {
  if (skipTimings) {
    const { wallSeconds, cpuSeconds } = timedBuild();
    return {
      buildSeconds: wallSeconds,
      report: `\nBuild: ${seconds(wallSeconds)} wall, ${seconds(cpuSeconds)} CPU (with the existing cache; cold and rebuild timings skipped by --no-build-bench).`,
    };
  }
  const bench = benchBuilds();
  return { buildSeconds: bench.cold.wallSeconds, report: formatBuildBench(bench) };
}
