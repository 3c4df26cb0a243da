import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; browser tests in e2e/ have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "openapi/**/*.test.ts",
    ],
    // Runs as its own step (vitest.samples.config.ts): it starts a mock server and compilers.
    exclude: ["**/node_modules/**", "src/node/api-samples.mock.test.ts"],
    environment: "node",
  },
});
