import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Browser tests: Debian's Chromium driven by playwright-core (harness: e2e/browser.ts) against the
// production server serving public/, which the global setup first makes sure is a build with the
// test ids (e2e/test-build.ts), building it when not.

// Two lanes, each one file at a time. The files of the first keep both cores busy (axe over every
// page, the landing pages hydrating: 2–15 % idle under `vmstat 2`); those of the second leave a third
// to two thirds of the machine idle while they wait (network idle, timers, the server). `npm test`
// runs the lanes side by side, one Vitest each (scripts/test.sh); all files two at a time was no
// faster (docs/architecture.md, record 18): two saturating files only slow each other down.
// `gatsby develop` (e2e/gatsby-develop.test.ts) compiles its bundles for a minute or two on a fresh
// clone: beside the accessibility sweep it took 415 s to start in a CI run. `npm test` launches it
// before its first step (DEPESE_DEVELOP=background, e2e/develop-server.ts), so by the browser tests
// it is long ready: its file then opens the waiting lane (it waits on develop's rebuilds), beside
// the lighter saturating files, and the accessibility sweep closes the saturating lane, where it
// keeps both cores busy on its own once the waiting lane is done (a CI run had 60–100 s at half the
// machine at the end while the small files and develop ran alone). Started by its file, develop
// opens the saturating lane, beside the waiting files. The consent tests (32 % idle) run in the
// saturating lane, just before the sweep: in two CI runs beside develop's first compile (once in the
// waiting lane, once first in the saturating lane while a launched develop was still compiling), one
// of them stopped at its one-minute limit. `npm run test:e2e` runs both lanes one file after another.
const DEVELOP = "e2e/gatsby-develop.test.ts";
const CONSENT = "e2e/consent.test.ts";
const SWEEP = "e2e/accessibility.test.ts";
const LAUNCHED = process.env.DEPESE_DEVELOP === "background";
const WAITING = [
  ...(LAUNCHED ? [DEVELOP] : []),
  "e2e/tools.test.ts",
  "e2e/shell-states.test.ts",
  "e2e/csp.test.ts",
  "e2e/api.test.ts",
  "e2e/stylesheets.test.ts",
  "e2e/shell.test.ts",
  "e2e/static-body.test.ts",
  "e2e/api-reference-*.test.ts",
  "e2e/typography.test.ts",
  "e2e/observatory.test.ts",
  "e2e/navigation.test.ts",
  "e2e/http.test.ts",
  "e2e/search-relevance.test.ts",
];

/** Vitest's order (longest first, by earlier runs), with `gatsby develop` first, and the consent
 * tests and then the accessibility sweep last. */
class DevelopFirstSweepLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const is = (name: string) => (file: TestSpecification) => file.moduleId.endsWith(name);
    const rest = sorted.filter((file) => ![DEVELOP, CONSENT, SWEEP].some((name) => is(name)(file)));
    return [...sorted.filter(is(DEVELOP)), ...rest, ...sorted.filter(is(CONSENT)), ...sorted.filter(is(SWEEP))];
  }
}
const ALL = ["e2e/**/*.test.ts"];
// Tests of the harness that need no browser run with the unit tests (vitest.config.ts).
const UNIT = ["e2e/**/*.unit.test.ts"];

const lane = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Once per Vitest, for its lanes: they inherit the root's server addresses (`inject`).
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: false,
    sequence: { sequencer: DevelopFirstSweepLast },
    projects: [
      { test: { ...lane, name: "saturating", include: ALL, exclude: [...UNIT, ...WAITING] } },
      { test: { ...lane, name: "waiting", include: WAITING, exclude: UNIT } },
    ],
  },
});
