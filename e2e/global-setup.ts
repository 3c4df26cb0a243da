import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "../server/app";
import { startNginx, type RunningServer } from "../server/nginx-local";
import { TEST_ENV, buildWithTestEnv, builtWithTestEnv } from "./test-build";

// Makes sure public/ is a build with the test ids (e2e/test-build.ts), building it when not, then
// starts the production server on a free port for the whole browser-test run, and real nginx from
// the generated deploy/nginx/depese.conf for the HTTP tests every server must pass (e2e/http.test.ts),
// once over plain HTTP and once over HTTPS with its redirecting HTTP server.
export default async function setup(project: TestProject) {
  const root = path.resolve("public");
  if (!builtWithTestEnv(root)) {
    console.log(
      `public/ is missing or was built without the browser tests' ids (${Object.keys(TEST_ENV).join(", ")}): ` +
        "building it again with them.",
    );
    buildWithTestEnv();
  }
  const app = await buildServer({ root });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  // Without nginx the HTTP tests fail for it with this reason; the browser tests still run.
  let nginx: RunningServer | undefined;
  let nginxHttps: RunningServer | undefined;
  try {
    nginx = await startNginx({ publicDir: root });
    project.provide("nginxUrl", nginx.url);
    nginxHttps = await startNginx({ publicDir: root, https: true });
    project.provide("nginxHttps", { url: nginxHttps.url, httpUrl: nginxHttps.httpUrl!, ca: nginxHttps.ca! });
  } catch (error) {
    const unavailable = `unavailable: ${(error as Error).message}`;
    if (!nginx) project.provide("nginxUrl", unavailable);
    project.provide("nginxHttps", { url: unavailable, httpUrl: unavailable, ca: "" });
  }
  return async () => {
    await app.close();
    await nginx?.stop();
    await nginxHttps?.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** nginx's address, or "unavailable: <reason>". */
    nginxUrl: string;
    /** nginx over HTTPS (addresses or "unavailable: <reason>"), its HTTP redirect and the CA file of its certificate. */
    nginxHttps: { url: string; httpUrl: string; ca: string };
  }
}
