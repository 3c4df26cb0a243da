import { defineConfig } from "vitest/config";

// The API code samples run against a mock of the specifications (src/node/api-samples.mock.test.ts):
// a step of its own in `npm test`, because it starts Prism and compiles Go, Java and C#.
export default defineConfig({
  test: {
    include: ["src/node/api-samples.mock.test.ts"],
    environment: "node",
    maxConcurrency: 4,
  },
});
