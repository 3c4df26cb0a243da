import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core (harness: e2e/browser.ts) against the
// production server serving public/, which the global setup first makes sure is a build with the
// test ids (e2e/test-build.ts), building it when not.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    // Tests of the harness that need no browser run with the unit tests (vitest.config.ts).
    exclude: ["e2e/**/*.unit.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time, one per core of CI's two: a browser test mostly waits (page loads,
    // network idle, animation frames), so one file at a time used well under half of the machine
    // (a whole run measured about 570 s of CPU over a sequential wall time near twice that), and
    // `gatsby develop`'s start (e2e/gatsby-develop.test.ts) now overlaps other files. Tests share
    // only the read-only servers of the global setup.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
