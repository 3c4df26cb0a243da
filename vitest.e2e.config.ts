import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core (harness: e2e/browser.ts) against the
// production server serving public/, which the global setup first makes sure is a build with the
// test ids (e2e/test-build.ts), building it when not.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
