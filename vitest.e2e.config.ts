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
    // One file at a time: the browser tests keep both cores busy (Chromium's renderer, axe, React
    // hydrating). Two at a time was no faster in clean CI runs on two cores (779 s against 741 s;
    // again 757 s, and each file took about twice as long) and its load broke timing-dependent
    // tests (docs/architecture.md, record 18).
    fileParallelism: false,
  },
});
