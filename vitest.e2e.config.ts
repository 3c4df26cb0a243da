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
    // Two files at a time, each with its own Chromium: most of a browser test is waiting (for the
    // network to go idle, for frames, for `gatsby develop` to start), so a second file fills the
    // other core (docs/architecture.md, record 18).
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 2,
  },
});
