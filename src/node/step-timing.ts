import type { Reporter } from "gatsby";

// onPostBuild's steps print their time as Gatsby prints its stages ("success <stage> - 1.234s"),
// so the growth bench (scripts/bench-grow.ts) reads them beside Gatsby's.

/** The stage line of a step that took `ms`. */
export const stageLine = (name: string, ms: number) => `${name} - ${(ms / 1000).toFixed(3)}s`;

/** Runs one step and reports its time. */
export async function timedStep<T>(reporter: Pick<Reporter, "success">, name: string, step: () => T | Promise<T>) {
  const start = performance.now();
  const result = await step();
  reporter.success(stageLine(name, performance.now() - start));
  return result;
}

/** The steps of one Gatsby hook, each reported as "<hook>: <step>". */
export const timedSteps =
  (reporter: Pick<Reporter, "success">, hook: string) =>
  <T>(name: string, step: () => T | Promise<T>) =>
    timedStep(reporter, `${hook}: ${name}`, step);
