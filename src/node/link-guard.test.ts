import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkGuardReader } from "./link-guard";
import { PageDigests } from "../../plugins/gatsby-overrides/post-build/page-digests";
import { runPipeline } from "../../plugins/gatsby-overrides/post-build/pipeline";
import type { MadePage } from "../lib/routes";

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

/** The link guard as the post-build pipeline runs it (with the pages Gatsby made and their
 * families, as src/node/route-families.ts reads them from its store): its problems, and its summary. */
function run(dir: string, made: ReadonlyMap<string, MadePage> = new Map()) {
  const reader = linkGuardReader(dir, made);
  const { problems } = runPipeline(path.join(dir, "public"), [], [reader]);
  return { problems, summary: reader.summary!() };
}

describe("linkGuardReader (the post-build pipeline)", () => {
  it("fails the build naming the page and the bad links", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms">SMS</a><a href="/chybi/">Chybí</a>',
      "sms/index.html": "<h1>SMS</h1>",
    });
    const { problems } = run(dir);
    expect(problems).toHaveLength(1);
    const message = problems[0];
    expect(message).toContain("Link guard: 2 broken internal links");
    expect(message).toMatch(/\/\s+→\s+\/sms\n\s+missing trailing slash/);
    expect(message).toMatch(/\/\s+→\s+\/chybi\/\n\s+broken link/);
  });

  it("fails the build on a page that still holds a NUL byte", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms/">SMS</a>',
      "sms/index.html": "<h1>Hromadné SMS</h1><p>zač\0ínáte</p>",
    });
    const { problems } = run(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\/sms\/\s+→\s+.*zač\\0ínáte.*\n\s+NUL byte in the built HTML/);
  });

  it("passes a clean build", () => {
    const dir = buildFolder({ "index.html": '<a href="/sms/">SMS</a>', "sms/index.html": "<h1>SMS</h1>" });
    const { problems, summary } = run(dir);
    expect(problems).toEqual([]);
    expect(summary).toBe("1 references in 2 pages are fine.");
  });

  it("fails the build when the built pages and the route list differ, naming each route", () => {
    const dir = buildFolder(
      {
        "index.html": '<a href="/sms/">SMS</a>',
        "sms/index.html": "<h1>SMS</h1>",
        "blog/prvni/index.html": "<h1>Článek</h1>",
        "blog/page/3/index.html": "<h1>Blog</h1>",
        "404/index.html": "<h1>Stránka nenalezena</h1>",
      },
      "# list (the families are the site's: post, blog-page…)\n/\n/sms/\n",
    );
    const made = new Map<string, MadePage>([
      ["/blog/prvni/", { route: "/blog/prvni/", family: "post" }],
      ["/blog/page/3/", { route: "/blog/page/3/", family: "blog-page" }],
    ]);
    expect(run(dir, made).problems).toEqual([]);
    fs.appendFileSync(path.join(dir, "src/config/routes.txt"), "/viber/\n");
    fs.rmSync(path.join(dir, "public/sms"), { recursive: true });
    fs.mkdirSync(path.join(dir, "public/nova"));
    fs.writeFileSync(path.join(dir, "public/nova/index.html"), "<h1>Nová</h1>");
    const message = run(dir, made).problems.join("\n");
    expect(message).toContain("the built pages and src/config/routes.txt differ in 3 routes");
    expect(message).toMatch(/\/nova\/\s+→\s+src\/config\/routes.txt\n\s+page made outside every family/);
    expect(message).toMatch(
      /\/viber\/\s+→\s+src\/config\/routes.txt\n\s+required by src\/config\/routes.txt, but no page is built/,
    );
    expect(message).toMatch(/\/sms\/\s+→\s+src\/config\/routes.txt\n\s+required by/);
  });

  it("fails a page no family made even where its route looks like a family's", () => {
    const dir = buildFolder(
      {
        "index.html": '<a href="/sms/">SMS</a>',
        "sms/index.html": "<h1>SMS</h1>",
        "blog/z-kodu/index.html": "<h1>Z kódu</h1>",
      },
      "/\n/sms/\n",
    );
    const message = run(dir).problems.join("\n");
    expect(message).toContain("differ in 1 routes");
    expect(message).toMatch(/\/blog\/z-kodu\/\s+→\s+src\/config\/routes.txt\n\s+page made outside every family/);
  });

  it("on a rebuild, checks an unchanged page with the links it kept, and a changed page's anchors anew", () => {
    const dir = buildFolder({
      "index.html": '<a href="/sms/#cena">Cena</a>',
      "sms/index.html": '<h1 id="cena">SMS</h1>',
    });
    const publicDir = path.join(dir, "public");
    const cache = path.join(dir, ".cache/post-build-pages.json");
    const parsed: string[] = [];
    const pass = () => {
      const reader = linkGuardReader(dir, new Map());
      const read = reader.read;
      reader.read = (html, page) => (parsed.push(page.file), read(html, page));
      const digests = new PageDigests(publicDir, cache, "same build code");
      const { problems } = runPipeline(publicDir, [], [reader], digests);
      if (!problems.length) digests.save();
      return { problems, summary: reader.summary!() };
    };
    expect(pass().problems).toEqual([]);
    expect(parsed).toEqual(["index.html", "sms/index.html"]);
    // The anchor goes from the linked page: only that page is parsed again, and the home page's
    // kept link to it now fails.
    parsed.length = 0;
    fs.writeFileSync(path.join(publicDir, "sms/index.html"), "<h1>SMS</h1>");
    const second = pass();
    expect(parsed).toEqual(["sms/index.html"]);
    expect(second.problems.join("\n")).toMatch(/\/\s+→\s+\/sms\/#cena\n\s+missing anchor/);
  });
});
