import fs from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import type { BuildArgs } from "gatsby";
import { siteConfig } from "../config/site";
import { siteUrl } from "../config/env";
import { csBlog } from "../i18n/cs-blog";

// The blog's RSS 2.0 feed at /blog/rss.xml (every listed post: no drafts, no unlisted posts),
// written in onPostBuild before the link guard checks the <link rel="alternate"> pointing at it.

export const FEED_ROUTE = "/blog/rss.xml";

export type FeedPost = {
  route: string;
  title: string;
  description: string;
  date: string;
  authors: { name: string; route: string }[];
  tags: { name: string; route: string }[];
  /** The cover as served (/static/…/cover.svg) and its size in bytes, for the item's enclosure. */
  cover: { url: string; bytes: number } | null;
};

// RSS 2.0 requires an enclosure's length in bytes and its MIME type; the feed package's `image`
// shortcut writes length="0" and type="image/svg", so the enclosure is written explicitly.
const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

function enclosureOf(post: FeedPost, cover: NonNullable<FeedPost["cover"]>, origin: string) {
  const extension = cover.url.split(".").pop()?.toLowerCase() ?? "";
  const type = MIME_TYPES[extension];
  if (!type) throw new Error(`Blog feed: ${post.route}: the cover ${cover.url} is not an SVG, PNG, JPEG or WebP image`);
  return { url: `${origin}${cover.url}`, type, length: cover.bytes };
}

export function blogFeedXml(posts: FeedPost[], origin: string): string {
  const feed = new Feed({
    id: `${origin}/blog/`,
    link: `${origin}/blog/`,
    title: csBlog.feedTitle,
    description: csBlog.feedDescription,
    language: "cs",
    image: `${origin}/og-image.png`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${siteConfig.title}`,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: siteConfig.title,
    feedLinks: { rss: `${origin}${FEED_ROUTE}` },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${origin}${post.route}`,
      link: `${origin}${post.route}`,
      description: post.description,
      date: new Date(post.date),
      author: post.authors.map((a) => ({ name: a.name, link: `${origin}${a.route}` })),
      category: post.tags.map((t) => ({ name: t.name, domain: `${origin}${t.route}` })),
      ...(post.cover ? { enclosure: enclosureOf(post, post.cover, origin) } : {}),
    });
  }
  return feed.rss2();
}

type FeedNode = {
  fields: { route: string };
  frontmatter: {
    title: string;
    description: string;
    date: string;
    draft: boolean | null;
    unlisted: boolean | null;
    cover: { publicURL: string | null; size: number | null } | null;
  };
  blogAuthors: { name: string; route: string }[];
  blogTags: { name: string; route: string }[];
};
type FeedQuery = { allMdx: { nodes: FeedNode[] } };

/** The feed's posts: every listed one (no drafts, no unlisted posts), in the query's order. */
export function feedPosts(nodes: FeedNode[]): FeedPost[] {
  return nodes
    .filter((node) => !node.frontmatter.draft && !node.frontmatter.unlisted)
    .map((node) => {
      const cover = node.frontmatter.cover;
      return {
        route: node.fields.route,
        title: node.frontmatter.title,
        description: node.frontmatter.description,
        date: node.frontmatter.date,
        authors: node.blogAuthors,
        tags: node.blogTags,
        cover: cover?.publicURL && cover.size != null ? { url: cover.publicURL, bytes: cover.size } : null,
      };
    });
}

/** onPostBuild: writes public/blog/rss.xml under the site's root. */
export async function writeBlogFeed(
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
  root = process.cwd(),
): Promise<void> {
  const result = await graphql<FeedQuery>(`
    query BlogFeed {
      allMdx(
        filter: { fields: { kind: { eq: "blog" } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]
      ) {
        nodes {
          fields {
            route
          }
          frontmatter {
            title
            description
            date
            draft
            unlisted
            cover {
              publicURL
              size
            }
          }
          blogAuthors {
            name
            route
          }
          blogTags {
            name
            route
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the blog for the RSS feed", result.errors);
    return;
  }
  const posts = feedPosts(result.data.allMdx.nodes);
  const file = path.join(root, "public", FEED_ROUTE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, blogFeedXml(posts, siteUrl));
  reporter.info(`Blog feed: ${posts.length} posts in ${FEED_ROUTE}.`);
}
