import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { forgetContentProblems, keepFileProblems, keepProblemsPage, showContentProblems } from "./content-problems";

const template = path.resolve("src/templates/content-problems.tsx");
const file = "content/blog/uvod/index.mdx";
const route = "/blog/uvod/";
const post = {
  id: "post",
  internal: { type: "Mdx", contentFilePath: path.resolve(file) },
  fields: {
    route,
    kind: "blog",
    contentProblems: [{ file, line: 5, field: "pole „authors“", message: "neznámý autor „karel“" }],
    links: [
      { value: "/ceny/", line: 9 },
      { value: "/neni/", line: 7 },
    ],
  },
};

function args(pages: string[]) {
  return {
    actions: { createPage: vi.fn() },
    reporter: { error: vi.fn(), panicOnBuild: vi.fn() },
    getNodesByType: (type: string) => (type === "SitePage" ? pages.map((path) => ({ path })) : [post]),
  };
}

describe("showContentProblems", () => {
  it("in develop prints a file's problems by line and gives its page the problems template", () => {
    const a = args([route, "/ceny/"]);
    forgetContentProblems();
    showContentProblems(a as never, [], false);
    const problems = [
      { file, line: 5, field: "pole „authors“", message: "neznámý autor „karel“" },
      { file, line: 7, field: "odkaz „/neni/“", message: "stránka s touto adresou neexistuje" },
    ];
    expect(a.actions.createPage).toHaveBeenCalledWith({ path: route, component: template, context: { problems } });
    expect(a.reporter.error.mock.calls[0][0]).toContain(
      `${file}:7: odkaz „/neni/“: stránka s touto adresou neexistuje`,
    );

    // gatsby-plugin-mdx re-creates the page with its own template a moment later: it keeps the problems.
    const again = vi.fn();
    keepProblemsPage({ page: { path: route, component: "blog-post.tsx" }, actions: { createPage: again } } as never);
    expect(again).toHaveBeenCalledWith({ path: route, component: template, context: { problems } });
    forgetContentProblems();
    again.mockClear();
    keepProblemsPage({ page: { path: route, component: "blog-post.tsx" }, actions: { createPage: again } } as never);
    expect(again).not.toHaveBeenCalled();
  });

  it("holds links against the content's routes too, since a page created a moment ago may not be a SitePage node yet", () => {
    const links = [
      { value: "/blog/rcs-zpravy/", line: 3 },
      { value: "/docs/ceny/slovensko/", line: 4 },
      { value: "/neni/", line: 7 },
    ];
    const a = args([]);
    const linking = { ...post, fields: { ...post.fields, contentProblems: [], links } };
    a.getNodesByType = (type: string) => (type === "SitePage" ? [] : [linking]);
    forgetContentProblems();
    showContentProblems(a as never, [], false);
    const printed: string = a.reporter.error.mock.calls[0][0];
    expect(printed).toContain(`${file}:7: odkaz „/neni/“: stránka s touto adresou neexistuje`);
    expect(printed).not.toContain("rcs-zpravy");
    expect(printed).not.toContain("slovensko");
  });

  it("does nothing in the production build, which has stopped on the problems already", () => {
    const a = args([route]);
    showContentProblems(a as never, [], true);
    expect(a.actions.createPage).not.toHaveBeenCalled();
    expect(a.reporter.error).not.toHaveBeenCalled();
  });
});

describe("keepFileProblems", () => {
  it("stops the production build naming file, line and field", async () => {
    const panicOnBuild = vi.fn();
    const problem = { file, line: 3, field: "pole „date“", message: "chybí" };
    await keepFileProblems(
      { node: post, actions: { createNodeField: vi.fn() }, reporter: { panicOnBuild } } as never,
      { sourceInstanceName: "blog", relativePath: "uvod/index.mdx" },
      [problem],
      true,
    );
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining(`${file}:3: pole „date“: chybí`));
  });
});
