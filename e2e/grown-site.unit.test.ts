import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routeProblems, type MadePage } from "../src/lib/routes";
import { familyMembers, readRouteList } from "../src/node/route-families";
import { blogPage, post } from "../src/node/families/blog";
import { doc } from "../src/node/families/docs";
import { page } from "../src/node/families/pages";
import { NEW_DOC, NEW_PAGE, NEW_POSTS, grownSiteCopy, growSite, newPostRoute } from "./grown-site";

// The done-when line of issue 26, without a Gatsby run: a copy with 25 more posts, a new doc and a
// new content page and no other edit has them as members of its families, which the route check
// accepts, while a page made by code outside the families fails it, named. That the build's steps
// make exactly the families' members is held against the browser tests' build
// (e2e/routes.test.ts, "the build makes the required routes and the families' members"); the
// check itself on Gatsby's store is src/node/route-families.test.ts. (This replaced a real build of
// the grown copy, about a minute of CI for the same assertions.)

const ROGUE = "/blog/z-kodu/";

describe("a grown copy of the site", () => {
  const dir = grownSiteCopy(path.resolve("."));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const before = familyMembers();
  growSite(dir);
  const grown = familyMembers(dir);

  it("has 25 more posts, the new doc and the new page as family members, and a list page per 10 posts, with the route list as it was", () => {
    expect(grown.get(post.name)).toHaveLength(before.get(post.name)!.length + NEW_POSTS);
    for (let i = 0; i < NEW_POSTS; i++) expect(grown.get(post.name)).toContain(newPostRoute(i));
    expect(grown.get(doc.name)).toEqual(expect.arrayContaining([...before.get(doc.name)!, NEW_DOC.route]));
    expect(grown.get(doc.name)).toHaveLength(before.get(doc.name)!.length + 1);
    expect(grown.get(page.name)).toEqual(expect.arrayContaining([...before.get(page.name)!, NEW_PAGE.route]));
    expect(grown.get(page.name)).toHaveLength(before.get(page.name)!.length + 1);
    // /blog/ and a list page per 10 posts after it: /blog/page/3/ on, none of them listed by hand.
    expect(grown.get(blogPage.name)).toContain("/blog/page/3/");
    expect(fs.readFileSync(path.join(dir, "src/config/routes.txt"), "utf8")).toBe(
      fs.readFileSync("src/config/routes.txt", "utf8"),
    );
  });

  it("passes every page its families make and fails a page made by code outside them, naming it", () => {
    const list = readRouteList(dir);
    const made: MadePage[] = [
      ...list.fixed.map((route) => ({ route })),
      ...[...grown].flatMap(([family, routes]) =>
        routes.filter((route) => !list.fixed.includes(route)).map((route) => ({ route, family })),
      ),
    ];
    expect(routeProblems(made, list)).toEqual([]);
    const problems = routeProblems([...made, { route: ROGUE }], list);
    expect(problems.map((p) => p.route)).toEqual([ROGUE]);
    expect(problems[0].reason).toMatch(/^page made outside every family/);
  });
});
