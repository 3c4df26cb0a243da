import fs from "node:fs";
import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code, grouped here by the environment they need; browser tests in e2e/
// have their own config (vitest.e2e.config.ts).
// e2e/*.unit.test.ts: tests of the browser tests' helpers that need no browser and no build.
const UNIT = [
  "src/**/*.test.{ts,tsx}",
  "plugins/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "server/**/*.test.ts",
  "openapi/**/*.test.ts",
  "e2e/**/*.unit.test.ts",
];
// The browser side: the shell, the editors' components and the libraries that read the DOM,
// cookies or storage. Everything else (build steps, config, pure libraries, servers) runs in Node.
const DOM = [
  "src/theme/**/*.test.{ts,tsx}",
  "src/components/**/*.test.{ts,tsx}",
  "src/behaviours/**/*.test.{ts,tsx}",
  "plugins/gatsby-overrides/static-body/**/*.test.tsx",
  "plugins/gatsby-overrides/after-first-paint.test.ts",
  "src/lib/{announcement,color-mode,consent,early-controls,storage}.test.ts",
];
// A limit catches a hang, not a slow machine: on a loaded machine a test that parses every MDX file
// took 6.5 s against Vitest's default of 5.
const testTimeout = 30_000;
// Runs as its own step (vitest.samples.config.ts): it starts a mock server and compilers.
const EXCLUDE = ["**/node_modules/**", "src/node/api-samples.mock.test.ts"];
// The Node tests share their workers' module cache (`isolate: false`): loading the build's modules
// afresh for every file was most of their time (44 s → 19 s on two cores). A file that replaces a
// module (`vi.mock`, `vi.doMock`) would leak its stand-in to the files after it, so those files run
// isolated; they are found by what they contain, so there is no list to keep. Stubbed environment
// variables and globals are restored after each test either way.
const REPLACES_MODULES = /\bvi\.(?:do)?[mM]ock\(/;
const nodeTestsReplacingModules = ["src", "plugins", "scripts", "server", "openapi", "e2e"]
  .flatMap((root) => fs.readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => `${root}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
  .filter((file) => REPLACES_MODULES.test(fs.readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    // Every core a worker: Vitest leaves one to its main process by default, which here mostly
    // waits, so on a two-core machine the tests ran in a single worker.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          testTimeout,
          include: UNIT,
          exclude: [...EXCLUDE, ...DOM, ...nodeTestsReplacingModules],
          // Threads without isolation (the root's poolOptions); the other projects keep isolated forks.
          pool: "threads",
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: "node-isolated",
          environment: "node",
          testTimeout,
          include: nodeTestsReplacingModules,
          exclude: [...EXCLUDE, ...DOM],
        },
      },
      {
        test: {
          name: "dom",
          testTimeout,
          environment: "happy-dom",
          include: DOM,
          exclude: EXCLUDE,
          // Scripts the code under test adds (third-party tags, the chat) are never fetched or run:
          // happy-dom 20 evaluates none unless told to, and this says so where it is relied on
          // (src/components/ApiReference/dom-environment.test.ts fails otherwise).
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                enableJavaScriptEvaluation: false,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
        },
      },
    ],
  },
});
