import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runLinkGuard } from "./link-guard";

function buildFolder(pages: Record<string, string>, routeList = "/\n/sms/\n") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-build-"));
  fs.mkdirSync(path.join(dir, "src/config"), { recursive: true });
  fs.writeFileSync(path.join(dir, "src/config/routes.txt"), routeList);
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

  it("passes a clean build", () => {
    const dir = buildFolder({ "index.html": '<a href="/sms/">SMS</a>', "sms/index.html": "<h1>SMS</h1>" });
    const reporter = run(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith("Link guard: 1 references in 2 pages are fine.");
  });

  it("fails the build when the built pages and the route list differ, naming each route", () => {
    const dir = buildFolder(
      {
        "index.html": '<a href="/sms/">SMS</a>',
        "sms/index.html": "<h1>SMS</h1>",
        "blog/prvni/index.html": "<h1>Článek</h1>",
        "404/index.html": "<h1>Stránka nenalezena</h1>",
      },
      "# list\n/\n/sms/\n{/blog/<post-slug>/}\n",
    );
    expect(run(dir).panicOnBuild).not.toHaveBeenCalled();
    fs.appendFileSync(path.join(dir, "src/config/routes.txt"), "/viber/\n");
    fs.rmSync(path.join(dir, "public/sms"), { recursive: true });
    fs.mkdirSync(path.join(dir, "public/nova"));
    fs.writeFileSync(path.join(dir, "public/nova/index.html"), "<h1>Nová</h1>");
    const message = run(dir)
      .panicOnBuild.mock.calls.map((call) => call[0] as string)
      .join("\n");
    expect(message).toContain("the built pages and src/config/routes.txt differ in 3 routes");
    expect(message).toMatch(/\/nova\/\s+→\s+src\/config\/routes.txt\n\s+page built but not in src\/config\/routes.txt/);
    expect(message).toMatch(
      /\/viber\/\s+→\s+src\/config\/routes.txt\n\s+listed in src\/config\/routes.txt, but no page is built/,
    );
    expect(message).toMatch(/\/sms\/\s+→\s+src\/config\/routes.txt\n\s+listed in/);
  });
});
