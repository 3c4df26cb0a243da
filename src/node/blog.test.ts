import { afterEach, describe, expect, it, vi } from "vitest";
import { createBlogPages, createBlogResolvers } from "./blog";
import { author, blogPage, post, tag } from "./families/blog";
import { blogFeedXml } from "./blog-feed";

type Post = { id: string; date: string; tags: string[]; authors?: string[]; draft?: boolean; unlisted?: boolean };

function run(posts: Post[]) {
  // As GraphQL gives them: newest first.
  const nodes = [...posts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => ({
      id: p.id,
      fields: { route: `/blog/${p.id}/` },
      frontmatter: {
        title: p.id,
        date: p.date,
        authors: p.authors ?? ["jana"],
        tags: p.tags,
        draft: p.draft ?? null,
        unlisted: p.unlisted ?? null,
      },
      body: "Text článku.",
      internal: { contentFilePath: `${process.cwd()}/content/blog/${p.id}/index.mdx` },
    }));
  const data = {
    allMdx: { nodes },
    allBlogAuthor: { nodes: [{ authorId: "jana", route: "/blog/authors/jana/" }] },
    // The content images query (src/node/mdx-images.ts): none in these posts.
    allFile: { nodes: [] },
    allBlogTag: {
      nodes: [
        { slug: "sms-marketing", name: "SMS marketing", route: "/blog/tags/sms-marketing/" },
        { slug: "tipy", name: "Tipy", route: "/blog/tags/tipy/" },
        { slug: "api", name: "API", route: "/blog/tags/api/" },
      ],
    },
  };
  const createPage = vi.fn();
  const reporter = { panicOnBuild: vi.fn() };
  const graphql = vi.fn().mockResolvedValue({ data });
  return {
    promise: createBlogPages({ graphql, actions: { createPage }, reporter } as never, { post, blogPage, tag, author }),
    createPage,
    reporter,
  };
}

const pagesOf = (createPage: ReturnType<typeof vi.fn>) =>
  new Map(createPage.mock.calls.map(([page]) => [page.path as string, page.context as Record<string, unknown>]));

afterEach(() => vi.unstubAllEnvs());

describe("createBlogPages", () => {
  const posts: Post[] = [
    ...Array.from({ length: 11 }, (_, i) => ({
      id: `clanek-${String(i).padStart(2, "0")}`,
      date: `2025-01-${String(28 - i).padStart(2, "0")}`,
      tags: ["sms-marketing", "tipy"],
    })),
    { id: "koncept", date: "2026-01-01", tags: ["sms-marketing", "tipy"], draft: true },
    { id: "skryty", date: "2026-02-01", tags: ["sms-marketing", "api"], unlisted: true },
  ];

  it("leaves drafts out of production and unlisted posts out of every list", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const { promise, createPage, reporter } = run(posts);
    await promise;
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const pages = pagesOf(createPage);
    expect(pages.has("/blog/koncept/")).toBe(false);
    expect(pages.get("/blog/skryty/")).toMatchObject({ unlisted: true, previous: null, next: null });
    expect(pages.get("/blog/")?.ids).toHaveLength(10);
    expect(pages.get("/blog/page/2/")).toMatchObject({
      ids: ["clanek-10"],
      number: 2,
      pageCount: 2,
      previousRoute: "/blog/",
      nextRoute: null,
    });
    for (const route of [
      "/blog/",
      "/blog/page/2/",
      "/blog/archive/",
      "/blog/tags/sms-marketing/",
      "/blog/tags/api/",
      "/blog/authors/jana/",
    ]) {
      expect(pages.get(route)?.ids, route).not.toContain("skryty");
    }
    // The tag index gets its tags' keys in its order; it queries their names and BlogTag.postCount.
    expect(pages.get("/blog/tags/")).toEqual({ slugs: ["sms-marketing", "tipy"] });
    expect(pages.get("/blog/authors/")?.postCounts).toEqual({ jana: 11 });
    expect(pages.get("/blog/clanek-00/")).toMatchObject({
      previous: null,
      next: { route: "/blog/clanek-01/", title: "clanek-01" },
    });
    expect(pages.get("/blog/clanek-01/")).toMatchObject({
      previous: { route: "/blog/clanek-00/" },
      next: { route: "/blog/clanek-02/" },
    });
    // A static post shares the plain template; the server renders its body from the MDX file.
    expect(pages.get("/blog/clanek-01/")).toMatchObject({ staticBody: true, mdxFile: "blog/clanek-01/index.mdx" });
    const post = createPage.mock.calls.find(([page]) => page.path === "/blog/clanek-01/")?.[0];
    expect(post.component).toMatch(/blog-post\.tsx$/);
  });

  it("keeps drafts in develop", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const { promise, createPage } = run(posts);
    await promise;
    const pages = pagesOf(createPage);
    expect(pages.get("/blog/koncept/")).toMatchObject({ draft: true });
    // In develop no body is static: gatsby-plugin-mdx renders each one.
    expect(pages.get("/blog/koncept/")).toMatchObject({ staticBody: false });
    expect(pages.get("/blog/koncept/")?.mdxFile).toBeUndefined();
    expect((pages.get("/blog/")?.ids as string[])[0]).toBe("koncept");
  });

  it("fails the build naming the file for an unknown author; develop returns it and keeps the blog", async () => {
    const cizi = [{ id: "cizi", date: "2025-01-01", tags: ["sms-marketing", "tipy"], authors: ["nikdo"] }];
    vi.stubEnv("NODE_ENV", "production");
    const build = run(cizi);
    await build.promise;
    expect(build.reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("content/blog/cizi/index.mdx: pole „authors“: neznámý autor „nikdo“"),
    );
    vi.stubEnv("NODE_ENV", "development");
    const develop = run(cizi);
    expect(await develop.promise).toEqual([expect.objectContaining({ field: "pole „authors“" })]);
    expect(develop.reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(pagesOf(develop.createPage).has("/blog/cizi/")).toBe(true);
  });
});

describe("blogFeedXml", () => {
  it("writes RSS 2.0 with absolute links and the Czech channel", () => {
    const xml = blogFeedXml(
      [
        {
          route: "/blog/rcs-zpravy/",
          title: "RCS zprávy & co dál",
          description: "Popis",
          date: "2026-04-14T00:00:00.000Z",
          authors: [],
          tags: [{ name: "RCS", route: "/blog/tags/rcs/" }],
          cover: null,
        },
      ],
      "https://www.depese.cz",
    );
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title><![CDATA[RCS zprávy & co dál]]></title>");
    expect(xml).toContain("<link>https://www.depese.cz/blog/rcs-zpravy/</link>");
    expect(xml).toContain("<pubDate>Tue, 14 Apr 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<language>cs</language>");
  });
});

describe("BlogTag.postCount", () => {
  const resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {};
  createBlogResolvers({ createResolvers: (r: typeof resolvers) => Object.assign(resolvers, r) } as never);
  const posts = [
    { frontmatter: { tags: ["tipy"], draft: null, unlisted: null } },
    { frontmatter: { tags: ["tipy"], draft: true, unlisted: null } },
    { frontmatter: { tags: ["tipy"], draft: null, unlisted: true } },
  ];
  const nodeModel = { findAll: vi.fn(async () => ({ entries: posts })) };
  const count = () => resolvers.BlogTag.postCount.resolve({ slug: "tipy" }, {}, { nodeModel });

  it("counts the listed posts with the tag: never unlisted ones, drafts only outside production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(await count()).toBe(1);
    vi.stubEnv("NODE_ENV", "development");
    expect(await count()).toBe(2);
    expect(nodeModel.findAll).toHaveBeenCalledWith({
      type: "Mdx",
      query: { filter: { fields: { kind: { eq: "blog" } }, frontmatter: { tags: { in: ["tipy"] } } } },
    });
  });
});
