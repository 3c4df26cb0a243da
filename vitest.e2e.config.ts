import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core against the production server
// serving the current build (public/). Run `npm run build` first; `npm test` does both.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
