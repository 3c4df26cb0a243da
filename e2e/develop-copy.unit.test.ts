import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copySite } from "../scripts/site-copy";
import { familyMembers, knownRoutes, readRouteList } from "../src/node/route-families";
import { linkProblems, readMdxSource } from "../src/node/mdx-source";
import { readSynonyms } from "../src/node/search";
import { post } from "../src/node/families/blog";
import { doc } from "../src/node/families/docs";
import { page } from "../src/node/families/pages";
import { DEVELOP_PAGES, keepTestedPages } from "./develop-server";

// `gatsby develop` in the browser tests serves a copy of the site with the pages its tests open and
// what those need (e2e/develop-server.ts): it must have them, leave most pages out (that is its
// point: develop's first compile bundles every MDX page), and have no broken link, since develop
// shows a broken link as a content problem and the tests count those.

describe("develop's copy of the site", () => {
  const dir = copySite(path.resolve("."), fs.mkdtempSync(path.join(os.tmpdir(), "depese-develop-copy-")));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const whole = familyMembers();

  it("keeps the pages the tests open, the search's related pages and every doc, and leaves most pages and posts out", async () => {
    await keepTestedPages(dir);
    const copy = familyMembers(dir);
    const kept = [page, doc, post].flatMap((family) => copy.get(family.name)!);
    expect(kept).toEqual(expect.arrayContaining(Object.values(DEVELOP_PAGES)));
    const related = readSynonyms(fs.readFileSync(path.join(dir, "content/search/synonyms.yaml"), "utf8")).related;
    expect(kept).toEqual(expect.arrayContaining(related.flat()));
    expect(copy.get(doc.name)).toEqual(whole.get(doc.name));
    expect(copy.get(page.name)!.length).toBeLessThan(whole.get(page.name)!.length / 2);
    expect(copy.get(post.name)!.length).toBeLessThan(whole.get(post.name)!.length);
  });

  it("has no broken link in what it keeps", async () => {
    const exists = knownRoutes(readRouteList(dir), familyMembers(dir));
    const files = [page, doc, post].flatMap((family) => family.files!(dir)).map(({ file }) => file);
    const problems = [];
    for (const file of files) {
      const { links } = await readMdxSource(fs.readFileSync(path.join(dir, file), "utf8"));
      problems.push(...linkProblems(file, links, exists));
    }
    expect(problems).toEqual([]);
  });
});
