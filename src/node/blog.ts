import fs from "node:fs";
import path from "node:path";
import { mdxPageComponent, type StaticBodyContext } from "../../plugins/gatsby-overrides/static-body/page-component";
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, Node } from "gatsby";
import { createFilePath } from "gatsby-source-filesystem";
import { countWords, markdownToText, readingMinutes } from "../lib/reading-time";
import { BLOG_ROUTE, authorRoute, blogPostRoute, tagRoute } from "../lib/routes";
import { paginate, type ListPage } from "../lib/pagination";
import { svgSize } from "../lib/svg-size";
import { blogPostProblems, blogReferenceProblems, parseAuthors, parseTags } from "./blog-content";
import { isBuilt, isBuildingForProduction } from "./build-env";
import { formatContentProblems, type ContentProblem } from "../lib/content-problems";
import type { ContentFile, FieldArgs } from "./content-file";
import type { Family } from "./families/family";

// The blog (docs/product-spec.md §2.4): content/blog/<slug>/index.mdx posts, authors.yaml, tags.yaml; the list,
// archive, tag, author and post pages. The RSS feed is in blog-feed.ts.

export const POSTS_PER_PAGE = 10;
const RESERVED_SLUGS = new Set(["page", "archive", "tags", "authors", "rss.xml"]);

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** A content file's text, for the line of a problem; undefined when it cannot be read. */
function sourceOf(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string };

/** A blog post: it gets a route and its reading time; returns its front matter's problems. */
export function addBlogPostFields({ node, getNode, actions }: FieldArgs, file: ContentFile): ContentProblem[] {
  const contentFile = `content/blog/${file.relativePath}`;
  const source = file.absolutePath ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
  const dir = path.dirname(file.absolutePath ?? "");
  const problems = blogPostProblems(contentFile, node.frontmatter, {
    source,
    coverExists: (rel) => fs.existsSync(path.resolve(dir, rel)),
  });
  const route = blogPostRoute(createFilePath({ node, getNode, basePath: "" }));
  const slug = route.slice(BLOG_ROUTE.length, -1);
  if (!slug || slug.includes("/") || RESERVED_SLUGS.has(slug))
    problems.push({
      file: contentFile,
      field: "složka",
      message: `článek patří do content/blog/<zkratka>/index.mdx a „${slug}“ není volná zkratka`,
    });
  const words = countWords(markdownToText(String(node.body ?? "")));
  actions.createNodeField({ node, name: "route", value: route });
  actions.createNodeField({ node, name: "words", value: words });
  actions.createNodeField({ node, name: "readingTime", value: readingMinutes(words) });
  return problems;
}

/** onCreateNode: content/blog/authors.yaml and tags.yaml become BlogAuthor and BlogTag nodes. */
export function createBlogDataNodes({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): void {
  const file = node as FileNode;
  if (node.internal.type !== "File" || file.sourceInstanceName !== "blog" || !file.absolutePath) return;
  if (file.relativePath !== "authors.yaml" && file.relativePath !== "tags.yaml") return;
  const name = `content/blog/${file.relativePath}`;
  const source = fs.readFileSync(file.absolutePath, "utf8");
  const dir = path.dirname(file.absolutePath);
  const create = (type: string, key: string, data: Record<string, unknown>) => {
    const child = {
      ...data,
      id: createNodeId(`${type} ${key}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  };
  if (file.relativePath === "authors.yaml") {
    const { authors, problems } = parseAuthors(name, source, (rel) => fs.existsSync(path.resolve(dir, rel)));
    if (problems.length) reporter.panicOnBuild(formatContentProblems(problems));
    for (const { id, ...author } of authors)
      create("BlogAuthor", id, { ...author, authorId: id, route: authorRoute(author.slug) });
  } else {
    const { tags, problems } = parseTags(name, source);
    if (problems.length) reporter.panicOnBuild(formatContentProblems(problems));
    for (const tag of tags) create("BlogTag", tag.slug, { ...tag, route: tagRoute(tag.slug) });
  }
}

export function createBlogSchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "A link of a blog author's profile."
    type BlogAuthorLink {
      "The link's text."
      label: String!
      "Where it leads."
      url: String!
    }
    "A blog author (content/blog/authors.yaml), with a page at /blog/authors/<slug>/."
    type BlogAuthor implements Node {
      "The author's key, which posts name in their front matter authors."
      authorId: String!
      "URL slug of the author's page."
      slug: String!
      "Full name."
      name: String!
      "Role at Depeše."
      role: String!
      "A few sentences about the author."
      bio: String!
      "Profile links."
      links: [BlogAuthorLink!]!
      "The author's page: /blog/authors/<slug>/."
      route: String!
      "The author's picture (an SVG beside authors.yaml)."
      avatar: File @fileByRelativePath
    }
    "A blog tag (content/blog/tags.yaml), with a page at /blog/tags/<slug>/."
    type BlogTag implements Node {
      "The tag's key, which posts name in their front matter tags, and its URL slug."
      slug: String!
      "The tag's name as readers see it."
      name: String!
      "The tag's page: /blog/tags/<slug>/."
      route: String!
    }
  `);
}

type NodeModel = {
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<Record<string, unknown>> }>;
};

/** Mdx.blogAuthors and Mdx.blogTags join a post's ids to the data files (in front matter order);
 * File.svgWidth/svgHeight give an SVG's intrinsic size for <img width height>. */
export function createBlogResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  const byKey = (type: string, key: string, field: "authors" | "tags") => ({
    type: `[${type}!]!`,
    description: `A blog post's ${field} (front matter \`${field}\`), joined to their ${type} nodes, in the front matter's order.`,
    resolve: async (
      source: { frontmatter?: Record<string, unknown> },
      _args: unknown,
      context: { nodeModel: NodeModel },
    ) => {
      const wanted = (source.frontmatter?.[field] as string[] | undefined) ?? [];
      if (!wanted.length) return [];
      const { entries } = await context.nodeModel.findAll({ type, query: { filter: { [key]: { in: wanted } } } });
      const found = new Map([...entries].map((e) => [e[key] as string, e]));
      return wanted.map((id) => found.get(id)).filter(Boolean);
    },
  });
  const svgDimension = (which: "width" | "height") => ({
    type: "Int",
    resolve: (source: { absolutePath?: string; extension?: string }) =>
      source.extension === "svg" && source.absolutePath
        ? (svgSize(fs.readFileSync(source.absolutePath, "utf8"))?.[which] ?? null)
        : null,
  });
  // What the tag index shows beside a tag: its listed posts (as createBlogPages lists them).
  const postCount = {
    type: "Int!",
    description:
      "How many listed posts have the tag: unlisted posts never count, drafts only outside production (as /blog/tags/ shows it).",
    resolve: async (source: { slug: string }, _args: unknown, context: { nodeModel: NodeModel }) => {
      const { entries } = await context.nodeModel.findAll({
        type: "Mdx",
        query: { filter: { fields: { kind: { eq: "blog" } }, frontmatter: { tags: { in: [source.slug] } } } },
      });
      const listed = (post: { frontmatter?: { draft?: boolean | null; unlisted?: boolean | null } }) =>
        isBuilt(post.frontmatter ?? {}) && !post.frontmatter?.unlisted;
      return [...entries].filter(listed).length;
    },
  };
  createResolvers({
    Mdx: { blogAuthors: byKey("BlogAuthor", "authorId", "authors"), blogTags: byKey("BlogTag", "slug", "tags") },
    BlogTag: { postCount },
    File: { svgWidth: svgDimension("width"), svgHeight: svgDimension("height") },
  });
}

type BlogQuery = {
  allMdx: {
    nodes: {
      id: string;
      fields: { route: string };
      frontmatter: {
        title: string;
        date: string;
        authors: string[];
        tags: string[];
        draft: boolean | null;
        unlisted: boolean | null;
      };
      body: string;
      internal: { contentFilePath: string };
    }[];
  };
  allBlogAuthor: { nodes: { authorId: string; route: string }[] };
  allBlogTag: { nodes: { slug: string; name: string; route: string }[] };
};

// The context of each blog page, declared here where the pages are made; templates import them.
export type BlogPostContext = StaticBodyContext & {
  id: string;
  draft: boolean;
  unlisted: boolean;
  previous: { route: string; title: string } | null;
  next: { route: string; title: string } | null;
};
/** The posts a list page shows, by MDX node id. */
type PostIds = { ids: string[] };
export type BlogListContext = PostIds & Omit<ListPage<unknown>, "items" | "route">;
export type BlogArchiveContext = PostIds;
/** The tags the index lists, in its order; its template queries their names and post counts. */
export type BlogTagsContext = { slugs: string[] };
export type BlogTagContext = PostIds & { slug: string; name: string };
export type BlogAuthorContext = PostIds & { authorId: string };
export type BlogAuthorsContext = { postCounts: Record<string, number> };

/** The families of the blog's pages (src/node/families/blog.ts). */
export type BlogFamilies = { post: Family; blogPage: Family; tag: Family; author: Family };

/** createPages: the whole blog. Drafts only in develop; unlisted posts get their page (with the
 * banner and noindex) but stay out of every list, tag, author page, archive, sidebar and feed.
 * Posts naming an unknown author or tag stop the build; in develop they are returned, for their
 * pages to show (./content-problems.ts). */
export async function createBlogPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  families: BlogFamilies,
): Promise<ContentProblem[]> {
  const result = await graphql<BlogQuery>(`
    query BlogPostsForCreation {
      allMdx(
        filter: { fields: { kind: { eq: "blog" } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]
      ) {
        nodes {
          id
          fields {
            route
          }
          frontmatter {
            title
            date
            authors
            tags
            draft
            unlisted
          }
          body
          internal {
            contentFilePath
          }
        }
      }
      allBlogAuthor {
        nodes {
          authorId
          route
        }
      }
      allBlogTag {
        nodes {
          slug
          name
          route
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content/blog", result.errors);
    return [];
  }
  const { allMdx, allBlogAuthor, allBlogTag } = result.data;
  const known = {
    authorIds: new Set(allBlogAuthor.nodes.map((a) => a.authorId)),
    tagNames: new Map(allBlogTag.nodes.map((t) => [t.slug, t.name])),
  };
  const problems = allMdx.nodes.flatMap((post) => {
    const file = path.relative(process.cwd(), post.internal.contentFilePath);
    const used = { authors: post.frontmatter.authors ?? [], tags: post.frontmatter.tags ?? [] };
    // The source only for a post with problems, to give each its line.
    return blogReferenceProblems(file, used, known).length
      ? blogReferenceProblems(file, used, known, sourceOf(post.internal.contentFilePath))
      : [];
  });
  if (problems.length && isBuildingForProduction()) {
    reporter.panicOnBuild(formatContentProblems(problems));
    return [];
  }

  const posts = allMdx.nodes.filter((post) => isBuilt(post.frontmatter));
  const listed = posts.filter((post) => !post.frontmatter.unlisted);
  const ids = (list: typeof posts) => list.map((post) => post.id);
  const { createPage } = actions;

  for (const post of posts) {
    const index = listed.indexOf(post);
    const link = (p: (typeof posts)[number] | undefined) =>
      p ? { route: p.fields.route, title: p.frontmatter.title } : null;
    const context: BlogPostContext = {
      id: post.id,
      draft: Boolean(post.frontmatter.draft),
      unlisted: Boolean(post.frontmatter.unlisted),
      // Newer post first: "previous" is the newer one, as in a list sorted newest first.
      previous: index > 0 ? link(listed[index - 1]) : null,
      next: index >= 0 ? link(listed[index + 1]) : null,
    };
    const { component, context: body } = mdxPageComponent(
      template("blog-post"),
      post.internal.contentFilePath,
      post.body,
    );
    createPage({ path: post.fields.route, component, context: { ...context, ...body, family: families.post.name } });
  }

  for (const page of paginate(listed, POSTS_PER_PAGE, BLOG_ROUTE)) {
    const { items, route, ...rest } = page;
    const context: BlogListContext = { ids: ids(items), ...rest };
    // /blog/ is a required route; the later list pages are the family.
    createPage({
      path: route,
      component: template("blog-list"),
      context: { ...context, family: families.blogPage.name },
    });
  }
  const archive: BlogArchiveContext = { ids: ids(listed) };
  createPage({ path: `${BLOG_ROUTE}archive/`, component: template("blog-archive"), context: archive });

  // A tag gets a page when a built post uses it (an unlisted post links to its tags too); the
  // tag index lists the tags of listed posts.
  const tags = allBlogTag.nodes
    .filter((tag) => posts.some((post) => post.frontmatter.tags.includes(tag.slug)))
    .map((tag) => ({ ...tag, posts: listed.filter((post) => post.frontmatter.tags.includes(tag.slug)) }));
  const tagIndex = tags
    .filter((tag) => tag.posts.length > 0)
    .sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name, "cs"));
  const tagsContext: BlogTagsContext = { slugs: tagIndex.map((tag) => tag.slug) };
  createPage({ path: `${BLOG_ROUTE}tags/`, component: template("blog-tags"), context: tagsContext });
  for (const tag of tags) {
    const context: BlogTagContext = { slug: tag.slug, name: tag.name, ids: ids(tag.posts) };
    createPage({
      path: tag.route,
      component: template("blog-tag"),
      context: { ...context, family: families.tag.name },
    });
  }

  const postCounts: Record<string, number> = {};
  for (const author of allBlogAuthor.nodes) {
    const own = listed.filter((post) => post.frontmatter.authors.includes(author.authorId));
    postCounts[author.authorId] = own.length;
    const context: BlogAuthorContext = { authorId: author.authorId, ids: ids(own) };
    createPage({
      path: author.route,
      component: template("blog-author"),
      context: { ...context, family: families.author.name },
    });
  }
  const authors: BlogAuthorsContext = { postCounts };
  createPage({ path: `${BLOG_ROUTE}authors/`, component: template("blog-authors"), context: authors });
  return problems;
}
