import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "../server/app";

// Starts the production server on a free port for the whole browser-test run.
export default async function setup(project: TestProject) {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("public/index.html is missing: run `npm run build` before the browser tests (npm test does).");
  }
  const app = await buildServer({ root });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return async () => {
    await app.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
