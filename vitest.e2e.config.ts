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
    // One file at a time. Two at a time took the browser tests from about 1 000 s to 740 s on two
    // cores, but the load it adds delays the brand font past its `optional` window, and two
    // first-paint tests then failed in a clean CI run (the hero's text column narrows when its
    // picture arrives: docs/architecture.md, record 18). Until that is fixed, stability first.
    fileParallelism: false,
  },
});
