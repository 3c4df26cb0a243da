import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyProject, formatGrowth, grownDoc, grownDocsDir, grownPost, parseStages } from "./bench-grow";

const post = fs.readFileSync("content/blog/pruvodce-sms-marketingem/index.mdx", "utf8");
const frontMatter = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)![1];

describe("growth bench", () => {
  it("makes a post copy with its own title and an earlier date, keeping cover, authors and tags", () => {
    const copy = grownPost(post, 3);
    expect(copy).toMatch(/^title: "Kompletní průvodce SMS marketingem: od souhlasu po vyhodnocení \(díl 3\)"$/m);
    expect(copy).toMatch(/^date: 2024-03-05$/m); // two weeks before 2024-03-19
    for (const field of ["authors", "tags", "cover", "coverAlt", "description"])
      expect(copy).toContain(
        frontMatter(post)
          .split("\n")
          .find((line) => line.startsWith(`${field}:`)),
      );
    expect(copy.slice(copy.indexOf("\n---\n"))).toBe(post.slice(post.indexOf("\n---\n"))); // the same body
  });

  it("makes a doc copy in no sidebar, without a slug of its own", () => {
    const copy = grownDoc("---\ntitle: Kontakty\nslug: /kontakty\nsidebar_position: 2\n---\n\nText.\n", 4);
    expect(frontMatter(copy).split("\n").sort()).toEqual([
      "sidebar: false",
      "sidebar_position: 2",
      'title: "Kontakty (kopie 4)"',
    ]);
    expect(copy.endsWith("\n\nText.\n")).toBe(true);
  });

  it("copies the project without its caches and grows blog and help docs, leaving the route list as it is", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "grow-test-")), "site");
    copyProject(dir, 3);
    expect(fs.existsSync(path.join(dir, ".git"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
    expect(fs.lstatSync(path.join(dir, "node_modules/gatsby")).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.join(dir, "node_modules/.cache"))).toBe(false);
    const posts = fs.readdirSync("content/blog").filter((name) => fs.existsSync(`content/blog/${name}/index.mdx`));
    for (const slug of posts)
      for (const copy of [2, 3]) {
        const source = fs.readFileSync(path.join(dir, `content/blog/${slug}-${copy}/index.mdx`), "utf8");
        const cover = /^cover: (.+)$/m.exec(source)![1];
        expect(fs.existsSync(path.join(dir, `content/blog/${slug}-${copy}`, cover))).toBe(true);
      }
    expect(fs.existsSync(path.join(dir, grownDocsDir(3), "obrazky/cesta-zpravy.png"))).toBe(true);
    // Posts and docs are families of the route list: the copy's list is the project's.
    expect(fs.readFileSync(path.join(dir, "src/config/routes.txt"), "utf8")).toBe(
      fs.readFileSync("src/config/routes.txt", "utf8"),
    );
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("reads Gatsby's stage lines, adding up repeated stages, and prints them per build", () => {
    const stages = parseStages(
      [
        "success Building HTML renderer - 45.323s",
        "\u001b[32msuccess\u001b[39m run queries in workers - 38.100s - 1325/1325 34.78/s",
        "success post-build: pipeline - 2.000s",
        "success post-build: pipeline - 1.500s",
        "info Done building in 81.2 sec",
        "success onPostBuild - 116.000s",
      ].join("\n"),
    );
    expect(Object.fromEntries(stages)).toEqual({
      "Building HTML renderer": 45.323,
      "run queries in workers": 38.1,
      "post-build: pipeline": 3.5,
      onPostBuild: 116,
    });
    const measured = { wallSeconds: 81.2, cpuSeconds: 120, peakBytes: 1.5 * 1024 ** 3, stages };
    const table = formatGrowth([{ n: 1, pages: 336, cold: measured, warm: { ...measured, stages: new Map() } }]);
    expect(table).toContain("| Building HTML renderer | 45.3 s | – |");
    expect(table).toContain("| peak memory (RSS of the process tree) | 1.50 GB | 1.50 GB |");
  });
});
