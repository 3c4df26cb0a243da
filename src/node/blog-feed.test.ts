import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { FEED_ROUTE, blogFeedXml, feedPosts, writeBlogFeed } from "./blog-feed";
import { csBlog } from "../i18n/cs-blog";

// The feed the build writes from the real posts in content/blog/ (as the GraphQL query returns
// them: newest first, covers with their public URL and size).

const ORIGIN = "https://www.depese.cz";
const blogDir = path.resolve("content/blog");

type Node = Parameters<typeof feedPosts>[0][number];

function contentNodes(): Node[] {
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blogDir, entry.name, "index.mdx")))
    .map((entry) => {
      const source = fs.readFileSync(path.join(blogDir, entry.name, "index.mdx"), "utf8");
      const fm = parse(source.match(/^---\n([\s\S]*?)\n---/)![1]);
      const cover = path.join(blogDir, entry.name, fm.cover);
      return {
        fields: { route: `/blog/${entry.name}/` },
        frontmatter: {
          title: fm.title,
          description: fm.description,
          date: new Date(String(fm.date)).toISOString(),
          draft: fm.draft ?? null,
          unlisted: fm.unlisted ?? null,
          cover: { publicURL: `/static/0123456789abcdef/${path.basename(cover)}`, size: fs.statSync(cover).size },
        },
        blogAuthors: [{ name: "Jana Nováková", route: "/blog/authors/jana-novakova/" }],
        blogTags: (fm.tags as string[]).map((tag) => ({ name: tag, route: `/blog/tags/${tag}/` })),
      };
    })
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}

const hidden = (route: string, flag: "draft" | "unlisted"): Node => ({
  fields: { route },
  frontmatter: {
    title: `Skrytý ${flag}`,
    description: "Nemá být ve feedu.",
    date: "2030-01-01T00:00:00.000Z",
    draft: flag === "draft",
    unlisted: flag === "unlisted",
    cover: null,
  },
  blogAuthors: [],
  blogTags: [],
});

/** Writes the feed as onPostBuild does, into a temporary site directory. */
async function builtFeed(nodes: Node[]): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "feed-"));
  const graphql = vi.fn().mockResolvedValue({ data: { allMdx: { nodes } } });
  const reporter = { info: vi.fn(), panicOnBuild: vi.fn() };
  await writeBlogFeed({ graphql, reporter } as never, directory);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  return fs.readFileSync(path.join(directory, "public", FEED_ROUTE), "utf8");
}

const element = (xml: string, tag: string) =>
  xml.match(new RegExp(`<${tag}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${tag}>`))?.[1];
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe("the blog's RSS 2.0 feed", () => {
  const nodes = contentNodes();
  const listed = nodes.filter((n) => !n.frontmatter.draft && !n.frontmatter.unlisted);

  it("has the channel's required elements", async () => {
    const xml = await builtFeed(nodes);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const channel = xml.slice(xml.indexOf("<channel>"), xml.indexOf("<item>"));
    expect(element(channel, "title")).toBe(csBlog.feedTitle);
    expect(element(channel, "link")).toBe(`${ORIGIN}/blog/`);
    expect(element(channel, "description")).toBe(csBlog.feedDescription);
    expect(element(channel, "language")).toBe("cs");
  });

  it("lists every post of content/blog/ with title, link, guid, date, description and its cover", async () => {
    const xml = await builtFeed(nodes);
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(listed.length).toBeGreaterThanOrEqual(18);
    expect(items).toHaveLength(listed.length);
    items.forEach((item, i) => {
      const post = listed[i];
      expect(element(item, "title")).toBe(post.frontmatter.title);
      expect(element(item, "link")).toBe(`${ORIGIN}${post.fields.route}`);
      expect(element(item, "guid")).toBe(`${ORIGIN}${post.fields.route}`);
      expect(element(item, "pubDate")).toMatch(RFC_822);
      expect(new Date(element(item, "pubDate")!).toISOString()).toBe(post.frontmatter.date);
      expect(element(item, "description")).toBe(post.frontmatter.description);
      const enclosure = item.match(/<enclosure ([^>]*)\/>/)?.[1] ?? "";
      const attribute = (name: string) => enclosure.match(new RegExp(`${name}="([^"]*)"`))?.[1];
      expect(attribute("url"), post.fields.route).toBe(`${ORIGIN}${post.frontmatter.cover!.publicURL}`);
      expect(attribute("type"), post.fields.route).toBe("image/svg+xml");
      expect(Number(attribute("length")), post.fields.route).toBe(post.frontmatter.cover!.size);
      expect(Number(attribute("length")), post.fields.route).toBeGreaterThan(0);
    });
  });

  it("leaves drafts and unlisted posts out", async () => {
    const xml = await builtFeed([hidden("/blog/koncept/", "draft"), ...nodes, hidden("/blog/skryty/", "unlisted")]);
    expect(xml).not.toContain("/blog/koncept/");
    expect(xml).not.toContain("/blog/skryty/");
    expect(xml.match(/<item>/g)).toHaveLength(listed.length);
  });

  it("writes no enclosure for a post without a cover and refuses a cover of unknown type", () => {
    const [post] = feedPosts(
      [hidden("/blog/bez-obalky/", "draft")].map((n) => ({ ...n, frontmatter: { ...n.frontmatter, draft: false } })),
    );
    expect(blogFeedXml([post], ORIGIN)).not.toContain("<enclosure");
    expect(() => blogFeedXml([{ ...post, cover: { url: "/static/x/cover.gif", bytes: 10 } }], ORIGIN)).toThrow(
      "/blog/bez-obalky/: the cover /static/x/cover.gif",
    );
  });
});
