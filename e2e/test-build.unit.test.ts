import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_ENV, builtWithTestEnv } from "./test-build";

// The global setup rebuilds public/ unless this says it already holds the test ids.
function fakeBuild(scripts: Record<string, string>, index = true): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-build-"));
  if (index) fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
  for (const [name, code] of Object.entries(scripts)) fs.writeFileSync(path.join(dir, name), code);
  return dir;
}
const inlined = (ids: string[]) => ids.map((id) => `accountId:${JSON.stringify(id)}`).join(",");

describe("builtWithTestEnv", () => {
  it("accepts a build whose scripts inline every test id, spread over several files", () => {
    const ids = Object.values(TEST_ENV);
    expect(
      builtWithTestEnv(fakeBuild({ "app-1.js": inlined(ids.slice(0, 2)), "226-2.js": inlined(ids.slice(2)) })),
    ).toBe(true);
  });

  it("rejects a production build without the ids, one missing an id, and a missing build", () => {
    expect(builtWithTestEnv(fakeBuild({ "app-1.js": "accountId:void 0" }))).toBe(false);
    expect(builtWithTestEnv(fakeBuild({ "app-1.js": inlined(Object.values(TEST_ENV).slice(1)) }))).toBe(false);
    expect(builtWithTestEnv(fakeBuild({ "app-1.js": inlined(Object.values(TEST_ENV)) }, false))).toBe(false);
    expect(builtWithTestEnv(path.join(os.tmpdir(), "depese-no-such-build"))).toBe(false);
  });
});
