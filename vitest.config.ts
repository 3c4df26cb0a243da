import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; browser tests in e2e/ have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts", "openapi/**/*.test.ts"],
    environment: "node",
  },
});
