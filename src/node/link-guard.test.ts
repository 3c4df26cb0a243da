import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runLinkGuard } from "./link-guard";

// A planned route that is not built yet (src/config/pending-routes.ts empties as issues land).
vi.mock("../config/pending-routes", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../config/pending-routes")>()),
  isPendingRoute: (route: string) => route === "/planovana-stranka/",
}));

function buildFolder(pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-build-"));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), html);
  }
  return dir;
}

function run(dir: string) {
  const reporter = { panicOnBuild: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const store = { getState: () => ({ program: { directory: dir } }) };
  runLinkGuard({ reporter, store } as never);
  return reporter;
}

describe("runLinkGuard (onPostBuild)", () => {
  it("fails the build naming the page and the bad links", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms">SMS</a><a href="/chybi/">Chybí</a>',
      "sms/index.html": "<h1>SMS</h1>",
    });
    const reporter = run(dir);
    expect(reporter.panicOnBuild).toHaveBeenCalledOnce();
    const message = reporter.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toContain("2 broken internal links");
    expect(message).toMatch(/\/\s+→\s+\/sms\n\s+missing trailing slash/);
    expect(message).toMatch(/\/\s+→\s+\/chybi\/\n\s+broken link/);
  });

  it("fails the build on a page that still holds a NUL byte", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms/">SMS</a>',
      "sms/index.html": "<h1>Hromadné SMS</h1><p>zač\0ínáte</p>",
    });
    const reporter = run(dir);
    expect(reporter.panicOnBuild).toHaveBeenCalledOnce();
    expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(
      /\/sms\/\s+→\s+.*zač\\0ínáte.*\n\s+NUL byte in the built HTML/,
    );
  });

  it("passes a clean build and warns about links to pending routes", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms/">SMS</a><a href="/planovana-stranka/">Plánovaná stránka</a>',
      "sms/index.html": "<h1>SMS</h1>",
    });
    const reporter = run(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("1 links point at 1 routes still pending"));
  });
});
