import fs from "node:fs";
import path from "node:path";
import { pageCount, pageRoute } from "../../lib/pagination";
import { BLOG_ROUTE, authorRoute, blogPostRoute, tagRoute } from "../../lib/routes";
import { POSTS_PER_PAGE, createBlogDataNodes, createBlogPages, createBlogResolvers, createBlogSchema } from "../blog";
import { parseAuthors, parseTags } from "../blog-content";
import { builtMdxFiles, type Family, type FamilyModule } from "./family";

// The blog (docs/product-spec.md §2.4, src/node/blog.ts): content/blog/<post-slug>/index.mdx posts,
// authors.yaml and tags.yaml as nodes; the posts, the list pages after /blog/, and a page per tag
// and per author. /blog/, /blog/archive/, /blog/tags/ and /blog/authors/ are required routes.

const posts = (root: string) =>
  builtMdxFiles(root, "content/blog").filter(({ file }) => /^[^/]+\/index\.mdx$/.test(file));
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");

export const post: Family = {
  name: "post",
  pattern: "/blog/<post-slug>/",
  source: "content/blog/<post-slug>/index.mdx",
  files: (root) =>
    posts(root).map(({ file }) => ({
      file: `content/blog/${file}`,
      route: blogPostRoute(`/${path.posix.dirname(file)}/`),
    })),
};

export const blogPage: Family = {
  name: "blog-page",
  pattern: "/blog/page/<n>/",
  source: `the blog's list pages after the first, ${POSTS_PER_PAGE} posts each`,
  members: (root) => {
    const listed = posts(root).filter(({ data }) => !data.unlisted).length;
    return Array.from({ length: pageCount(listed, POSTS_PER_PAGE) - 1 }, (_, i) => pageRoute(BLOG_ROUTE, i + 2));
  },
};

export const tag: Family = {
  name: "tag",
  pattern: "/blog/tags/<tag-slug>/",
  source: "content/blog/tags.yaml: each tag a built post uses",
  members: (root) => parseTags("tags.yaml", read(root, "content/blog/tags.yaml")).tags.map((t) => tagRoute(t.slug)),
};

export const author: Family = {
  name: "author",
  pattern: "/blog/authors/<author-slug>/",
  source: "content/blog/authors.yaml",
  members: (root) =>
    parseAuthors("authors.yaml", read(root, "content/blog/authors.yaml")).authors.map((a) => authorRoute(a.slug)),
};

export const blog: FamilyModule = {
  name: "blog",
  families: [post, blogPage, tag, author],
  createSchemaCustomization: createBlogSchema,
  onCreateNode: createBlogDataNodes,
  createResolvers: createBlogResolvers,
  createPages: (args) => createBlogPages(args, { post, blogPage, tag, author }),
};
