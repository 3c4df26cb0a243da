import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { isStaticMdx } from "../lib/static-mdx";
import path from "node:path";
import type { CreateNodeArgs, CreatePagesArgs } from "gatsby";
import { z } from "zod";
import contentSidebars from "../../content/sidebars";
import { siteConfig } from "../config/site";
import type { DocsVersion, DropdownChild, NavbarItem, SiteConfig } from "../config/schema";
import type { SidebarItem, Sidebars } from "../config/sidebars";
import { categoryRoute, docRoute } from "../lib/routes";
import { currentVersion, versionDocIds, versionedDocId, versionedSidebarId } from "../config/versions";
import { breadcrumbTrail, neighbours, sidebarPages, type NavLink, type SidebarEntry } from "../lib/doc-sidebar";
import { formatCzechDate } from "../lib/czech-date";
import { czechTypography } from "../lib/typography";
import { isBuildingForProduction } from "./pages";
import { generateSidebars } from "./generated-sidebars";
import { apiTablesFor } from "./openapi";
import { mdxImagesOf } from "./mdx-images";

// Documentation (content/docs/**/*.mdx): ids, routes, sidebars and their validation, doc pages
// and generated category index pages. Everything the build can reject is checked in planDocs(),
// a pure function, so the tests exercise exactly what `gatsby build` runs.

const docTemplate = path.resolve("src/templates/doc.tsx");
const categoryTemplate = path.resolve("src/templates/doc-category.tsx");

export const docFrontmatterSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _ only")
      .optional(),
    title: z.string().trim().min(1, "needs a title"),
    description: z.string().trim().min(1).optional(),
    sidebar_label: z.string().trim().min(1).optional(),
    sidebar_position: z.number().optional(),
    slug: z
      .string()
      .regex(/^[A-Za-z0-9_/-]+$/, "letters, digits, -, _ and / only")
      .optional(),
    sidebar: z
      .literal(false, {
        errorMap: () => ({ message: "only `sidebar: false` (the doc belongs to no sidebar) is allowed" }),
      })
      .optional(),
    hideFooter: z.boolean().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
  })
  .passthrough();

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

export function docFrontmatterProblems(file: string, frontmatter: unknown): string[] {
  const result = docFrontmatterSchema.safeParse(frontmatter ?? {});
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${file}: front matter field "${issue.path.join(".") || "(root)"}": ${issue.message}`,
  );
}

const withoutExtension = (relativePath: string) => relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");

/** help/odesilani-sms.mdx → "help/odesilani-sms"; front matter `id` replaces the file name. */
export function docIdOf(relativePath: string, frontmatterId?: string | null): string {
  const bare = withoutExtension(relativePath);
  if (!frontmatterId) return bare;
  const dir = path.posix.dirname(bare);
  return dir === "." ? frontmatterId : `${dir}/${frontmatterId}`;
}

/** /docs/ + the file's path; `slug` replaces it (from /docs/ when it starts with "/", else within the folder). */
export function docRouteOf(relativePath: string, slug?: string | null): string {
  const bare = withoutExtension(relativePath);
  if (!slug) return docRoute(bare);
  const dir = path.posix.dirname(bare);
  const joined = slug.startsWith("/") ? slug : dir === "." ? slug : `${dir}/${slug}`;
  const trimmed = joined.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/docs/${trimmed}/` : "/docs/";
}

/** Last change of a file: the commit date from git, or its modification time outside git. */
export function lastUpdatedOf(file: string): string {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cI", "--", path.basename(file)], {
      cwd: path.dirname(file),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (out) return new Date(out).toISOString();
  } catch {
    // not a git checkout: fall through to the file's mtime
  }
  return fs.statSync(file).mtime.toISOString();
}

/** onCreateNode: docs get their id, route and last-updated date. */
export function addDocFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as
    { sourceInstanceName?: string; relativePath?: string; absolutePath?: string } | undefined;
  if (file?.sourceInstanceName !== "docs" || !file.relativePath) return;
  const frontmatter = (node.frontmatter ?? {}) as DocFrontmatter;
  const problems = docFrontmatterProblems(`content/docs/${file.relativePath}`, frontmatter);
  if (problems.length) reporter.panicOnBuild(problems.join("\n"));
  actions.createNodeField({ node, name: "docId", value: docIdOf(file.relativePath, frontmatter.id) });
  actions.createNodeField({ node, name: "route", value: docRouteOf(file.relativePath, frontmatter.slug) });
  if (file.absolutePath)
    actions.createNodeField({ node, name: "lastUpdated", value: lastUpdatedOf(file.absolutePath) });
}

/** A doc as the planner needs it. */
export type DocInfo = {
  nodeId: string;
  id: string;
  file: string;
  route: string;
  title: string;
  description?: string | null;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
  noSidebar?: boolean;
  draft?: boolean;
  unlisted?: boolean;
  /** Front matter `hideFooter: true`: no signup banner and no footer on this doc. */
  hideFooter?: boolean;
  lastUpdated?: string | null;
};

export type Card = { title: string; description?: string; href: string };
type Shared = {
  route: string;
  sidebarId: string;
  sidebar: SidebarEntry[];
  breadcrumbs: { label: string; href?: string }[];
  previous: NavLink | null;
  next: NavLink | null;
  draft: boolean;
  unlisted: boolean;
  hideFooter: boolean;
};
export type DocPagePlan = {
  route: string;
  kind: "doc";
  context: Shared & { id: string; docId: string; lastUpdated: { iso: string; text: string } | null };
};
export type CategoryPagePlan = {
  route: string;
  kind: "category";
  context: Shared & { title: string; description: string | null; cards: Card[] };
};
export type DocsPlan = { pages: (DocPagePlan | CategoryPagePlan)[]; problems: string[] };

export type PlanOptions = {
  production?: boolean;
  config?: SiteConfig;
};

const docIdsOf = (items: SidebarItem[]): string[] =>
  items.flatMap((item) => {
    if (typeof item === "string") return [item];
    if (item.type === "doc") return [item.id];
    if (item.type === "link") return [];
    return [...(item.link?.type === "doc" ? [item.link.id] : []), ...docIdsOf(item.items)];
  });

/** Validates every sidebar and renders it into the shape the pages show. */
export function planDocs(docs: DocInfo[], sidebars: Sidebars, options: PlanOptions = {}): DocsPlan {
  const { production = false, config = siteConfig } = options;
  const problems: string[] = [];
  const byId = new Map<string, DocInfo>();
  const byRoute = new Map<string, string>();
  for (const doc of docs) {
    const other = byId.get(doc.id);
    if (other) problems.push(`${doc.file}: doc id "${doc.id}" is already used by ${other.file}`);
    byId.set(doc.id, doc);
    const sameRoute = byRoute.get(doc.route);
    if (sameRoute) problems.push(`${doc.file}: route ${doc.route} is already used by ${sameRoute}`);
    byRoute.set(doc.route, doc.file);
  }
  const published = (doc: DocInfo | undefined) => Boolean(doc && !(production && doc.draft));

  // 1. Every doc id a sidebar names must exist.
  const referenced = new Set<string>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const ids = docIdsOf(items);
    ids.forEach((id) => referenced.add(id));
    for (const id of ids.filter((id) => !byId.has(id)))
      problems.push(`Sidebar "${sidebarId}" names doc id "${id}", which does not exist (no content/docs/${id}.mdx)`);
  }

  // 2. A doc in no sidebar must say so.
  for (const doc of docs) {
    const inSidebar = referenced.has(doc.id);
    if (!inSidebar && !doc.noSidebar && !doc.unlisted) {
      problems.push(
        `${doc.file}: doc "${doc.id}" is in no sidebar; add it to content/sidebars.ts or set \`sidebar: false\` in its front matter`,
      );
    }
    if (inSidebar && doc.noSidebar)
      problems.push(`${doc.file}: doc "${doc.id}" says \`sidebar: false\` but a sidebar lists it`);
  }

  // 3. Render the sidebars; generated category pages get their cards.
  const categoryPages: {
    sidebarId: string;
    route: string;
    title: string;
    description: string | null;
    cards: Card[];
  }[] = [];
  const toEntries = (sidebarId: string, items: SidebarItem[]): SidebarEntry[] =>
    items.flatMap((item): SidebarEntry[] => {
      if (typeof item === "string" || item.type === "doc") {
        const docItem = typeof item === "string" ? { id: item, label: undefined } : item;
        const doc = byId.get(docItem.id);
        if (doc && !published(doc)) return [];
        const label = docItem.label ?? doc?.sidebarLabel ?? doc?.title ?? docItem.id;
        return [{ type: "link", label: czechTypography(label), href: doc?.route ?? docRoute(docItem.id) }];
      }
      if (item.type === "link") {
        if (item.href.startsWith("/") && !item.href.endsWith("/"))
          problems.push(`Sidebar "${sidebarId}": link "${item.label}" to ${item.href} needs a trailing slash`);
        return [{ type: "link", label: czechTypography(item.label), href: item.href }];
      }
      const entries = toEntries(sidebarId, item.items);
      let href: string | undefined;
      if (item.link?.type === "generated-index") {
        href = categoryRoute(item.link.slug);
        categoryPages.push({
          sidebarId,
          route: href,
          title: czechTypography(item.link.title ?? item.label),
          description: item.link.description ? czechTypography(item.link.description) : null,
          cards: [],
        });
        cardsFor.set(href, item.items);
      } else if (item.link?.type === "doc") {
        const doc = byId.get(item.link.id);
        href = doc?.route ?? docRoute(item.link.id);
      }
      return [
        {
          type: "category",
          label: czechTypography(item.label),
          href,
          collapsed: item.collapsed ?? true,
          items: entries,
        },
      ];
    });
  const cardsFor = new Map<string, SidebarItem[]>();
  const rendered = Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, toEntries(id, items)]));

  const seenCategories = new Map<string, string>();
  for (const page of categoryPages) {
    const other = seenCategories.get(page.route);
    if (other)
      problems.push(`Sidebar "${page.sidebarId}": category page ${page.route} is also generated by sidebar "${other}"`);
    seenCategories.set(page.route, page.sidebarId);
  }

  const cardOf = (sidebarId: string, item: SidebarItem): Card | null => {
    const docId = typeof item === "string" ? item : item.type === "doc" ? item.id : null;
    if (docId) {
      const doc = byId.get(docId);
      if (!doc || !published(doc)) return null;
      return {
        title: czechTypography(doc.title),
        description: doc.description ? czechTypography(doc.description) : undefined,
        href: doc.route,
      };
    }
    if (typeof item === "string" || item.type === "doc") return null;
    if (item.type === "link") return { title: czechTypography(item.label), href: item.href };
    const [entry] = toEntriesQuiet(sidebarId, item);
    const href = entry?.type === "category" ? (entry.href ?? sidebarPages(entry.items)[0]?.href) : undefined;
    if (!href) return null;
    const description =
      item.link?.type === "generated-index"
        ? item.link.description
        : item.link?.type === "doc"
          ? byId.get(item.link.id)?.description
          : undefined;
    return {
      title: czechTypography(item.label),
      description: description ? czechTypography(description) : undefined,
      href,
    };
  };
  // Rendering a subcategory again for its card must not register its pages twice.
  const toEntriesQuiet = (sidebarId: string, item: SidebarItem) => {
    const before = categoryPages.length;
    const out = toEntries(sidebarId, [item]);
    categoryPages.splice(before);
    return out;
  };
  for (const page of [...categoryPages]) {
    page.cards = (cardsFor.get(page.route) ?? [])
      .map((item) => cardOf(page.sidebarId, item))
      .filter((c): c is Card => c !== null);
  }

  // 4. Docs in no sidebar show the other sidebar-less docs of their folder, ordered by sidebar_position.
  const folderOf = (doc: DocInfo) => path.posix.dirname(doc.id);
  const folderSidebar = (doc: DocInfo): SidebarEntry[] =>
    docs
      .filter((d) => d.noSidebar && !d.unlisted && published(d) && folderOf(d) === folderOf(doc))
      .sort(
        (a, b) =>
          (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) || a.title.localeCompare(b.title, "cs"),
      )
      .map((d) => ({ type: "link" as const, label: czechTypography(d.sidebarLabel ?? d.title), href: d.route }));

  const shared = (sidebarId: string, sidebar: SidebarEntry[], route: string) => ({
    route,
    sidebarId,
    sidebar,
    breadcrumbs: breadcrumbTrail(sidebar, route),
    ...neighbours(sidebar, route),
    hideFooter: false,
  });

  const pages: DocsPlan["pages"] = [];
  for (const doc of docs) {
    if (!published(doc)) continue;
    const sidebarId = Object.keys(sidebars).find((id) => docIdsOf(sidebars[id]).includes(doc.id));
    const sidebar = sidebarId ? rendered[sidebarId] : folderSidebar(doc);
    const lastUpdated = doc.lastUpdated ? { iso: doc.lastUpdated, text: formatCzechDate(doc.lastUpdated) } : null;
    pages.push({
      route: doc.route,
      kind: "doc",
      context: {
        id: doc.nodeId,
        docId: doc.id,
        lastUpdated,
        draft: Boolean(doc.draft),
        unlisted: Boolean(doc.unlisted),
        ...shared(sidebarId ?? `folder:${folderOf(doc)}`, sidebar, doc.route),
        hideFooter: Boolean(doc.hideFooter),
      },
    });
  }
  for (const page of categoryPages) {
    if (byRoute.has(page.route))
      problems.push(
        `Category page ${page.route} (sidebar "${page.sidebarId}") collides with the doc ${byRoute.get(page.route)}`,
      );
    pages.push({
      route: page.route,
      kind: "category",
      context: {
        title: page.title,
        description: page.description,
        cards: page.cards,
        draft: false,
        unlisted: false,
        ...shared(page.sidebarId, rendered[page.sidebarId], page.route),
      },
    });
  }

  // 5. Navbar doc links and versions must land on a page.
  const built = new Set(pages.map((p) => p.route));
  const lands = (route: string | null) => Boolean(route && (built.has(route) || !route.startsWith("/docs/")));
  const version = currentVersion(config);
  // A version's docs: its `docs` list, or every doc of its folder when the list is empty.
  const docsOf = (v: DocsVersion) => new Set(versionDocIds(v, byId.keys(), config));
  const currentDocs = docsOf(version);
  const navItems: (NavbarItem | DropdownChild)[] = config.navbar.items.flatMap(
    (item): (NavbarItem | DropdownChild)[] => (item.type === "dropdown" ? [item, ...item.items] : [item]),
  );
  for (const item of navItems) {
    if (item.type === "doc") {
      const id = versionedDocId(version, item.docId, config);
      const doc = byId.get(id);
      if (!doc)
        problems.push(
          `Navbar doc item "${item.label ?? item.docId}" names doc id "${item.docId}", which does not exist in docs version "${version.name}"`,
        );
      else if (!currentDocs.has(item.docId))
        problems.push(
          `Navbar doc item "${item.label ?? item.docId}" names doc id "${item.docId}", which is not in the docs list of docs version "${version.name}"`,
        );
      else if (doc.route !== docRoute(id))
        problems.push(
          `Navbar doc item "${item.label ?? item.docId}": doc "${id}" has a custom slug or id; link it with a link item to ${doc.route}`,
        );
    }
    if (item.type === "docSidebar") {
      const id = versionedSidebarId(version, item.sidebarId, config);
      const first = sidebarPages(rendered[id] ?? [])[0]?.href ?? null;
      if (!first)
        problems.push(`Navbar docSidebar item "${item.label}" names sidebar "${id}", which has nothing to link to`);
      else if (!lands(first))
        problems.push(`Navbar docSidebar item "${item.label}" leads to ${first}, which is not built`);
    }
  }
  for (const v of config.docs.versions) {
    if (!byId.has(versionedDocId(v, v.mainDocId, config)))
      problems.push(`docs.versions "${v.name}": main doc id "${v.mainDocId}" does not exist`);
    else if (!docsOf(v).has(v.mainDocId))
      problems.push(`docs.versions "${v.name}": main doc id "${v.mainDocId}" is not in its docs list`);
    for (const id of v.docs)
      if (!byId.has(versionedDocId(v, id, config)))
        problems.push(`docs.versions "${v.name}": docs list names "${id}", which does not exist`);
  }

  return { pages, problems: [...new Set(problems)] };
}

type DocsQuery = {
  allMdx: {
    nodes: {
      id: string;
      fields: { route: string; docId: string; lastUpdated: string | null };
      frontmatter: {
        title: string;
        description: string | null;
        sidebar_label: string | null;
        sidebar_position: number | null;
        sidebar: boolean | null;
        draft: boolean | null;
        unlisted: boolean | null;
        hideFooter: boolean | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
};

/** createPages: every doc and every generated category index page. */
export async function createDocPages(args: CreatePagesArgs): Promise<void> {
  const { graphql, actions, reporter, store } = args;
  const result = await graphql<DocsQuery>(`
    query DocsForCreation {
      allMdx(filter: { fields: { kind: { eq: "docs" } } }) {
        nodes {
          id
          fields {
            route
            docId
            lastUpdated
          }
          frontmatter {
            title
            description
            sidebar_label
            sidebar_position
            sidebar
            draft
            unlisted
            hideFooter
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content/docs", result.errors);
    return;
  }
  const { program } = store.getState() as { program: { directory: string } };
  const nodes = result.data.allMdx.nodes;
  const docs: DocInfo[] = nodes.map((n) => ({
    nodeId: n.id,
    id: n.fields.docId,
    file: path.relative(program.directory, n.internal.contentFilePath).split(path.sep).join("/"),
    route: n.fields.route,
    title: n.frontmatter.title,
    description: n.frontmatter.description,
    sidebarLabel: n.frontmatter.sidebar_label,
    sidebarPosition: n.frontmatter.sidebar_position,
    noSidebar: n.frontmatter.sidebar === false,
    draft: Boolean(n.frontmatter.draft),
    unlisted: Boolean(n.frontmatter.unlisted),
    hideFooter: Boolean(n.frontmatter.hideFooter),
    lastUpdated: n.fields.lastUpdated,
  }));
  const generated = await generateSidebars(args);
  const clash = Object.keys(generated).filter((id) => id in contentSidebars);
  if (clash.length)
    reporter.panicOnBuild(`Generated sidebars ${clash.join(", ")} have the names of sidebars in content/sidebars.ts`);
  const plan = planDocs(docs, { ...contentSidebars, ...generated }, { production: isBuildingForProduction() });
  if (plan.problems.length) {
    reporter.panicOnBuild(`Documentation: ${plan.problems.length} problems:\n- ${plan.problems.join("\n- ")}`);
    return;
  }
  const contentFile = new Map(nodes.map((n) => [n.id, n.internal.contentFilePath]));
  for (const page of plan.pages) {
    const component =
      page.kind === "doc" ? `${docTemplate}?__contentFilePath=${contentFile.get(page.context.id)}` : categoryTemplate;
    const source = page.kind === "doc" ? fs.readFileSync(contentFile.get(page.context.id) ?? "", "utf8") : "";
    const tables = page.kind === "doc" ? apiTablesFor(source) : {};
    const images = page.kind === "doc" ? await mdxImagesOf(args, contentFile.get(page.context.id)) : undefined;
    // A static doc reaches the browser as HTML (src/node/webpack.ts, src/node/page-bodies.ts).
    const staticBody = page.kind === "doc" && isStaticMdx(source);
    actions.createPage({ path: page.route, component, context: { ...page.context, ...tables, images, staticBody } });
  }
  reporter.info(`Documentation: ${plan.pages.length} pages.`);
}
