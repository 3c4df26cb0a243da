import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { mdxPageComponent } from "../../plugins/gatsby-overrides/static-body/page-component";
import type { CreatePagesArgs } from "gatsby";
import { z } from "zod";
import contentSidebars from "../../content/sidebars";
import { siteConfig } from "../config/site";
import type { SiteConfig } from "../config/schema";
import type { Sidebars } from "../config/sidebars";
import { docRoute } from "../lib/routes";
import { breadcrumbTrail, neighbours, type NavLink, type SidebarEntry } from "../lib/doc-sidebar";
import { formatCzechDate } from "../lib/czech-date";
import { isBuildingForProduction } from "./build-env";
import { czechErrorMap, frontmatterIssueProblem, type ContentProblem } from "../lib/content-problems";
import type { ContentFile, FieldArgs } from "./content-file";
import { generateSidebars } from "./generated-sidebars";
import {
  folderSidebar,
  generatedCategories,
  indexDocs,
  renderSidebar,
  sidebarDocIds,
  sidebarProblems,
  type DocIndex,
  type DocInfo,
  type GeneratedCategory,
} from "./doc-sidebars";
import { navbarTargetProblems, versionTargetProblems } from "./doc-targets";
import { apiTablesFor } from "./openapi";
import type { Family } from "./families/family";
import { loadFacts, productFactsContext, productFactsOf } from "./product-facts";

// Documentation (content/docs/**/*.mdx): ids, routes, doc pages and generated category index
// pages. Everything the build can reject is checked in planDocs(), a pure composition of the steps
// in doc-sidebars.ts and doc-targets.ts, so the tests exercise exactly what `gatsby build` runs.

const docTemplate = path.resolve("src/templates/doc.tsx");
const categoryTemplate = path.resolve("src/templates/doc-category.tsx");

export const docFrontmatterSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, "jen písmena bez diakritiky, číslice, - a _")
      .optional(),
    title: z.string().trim().min(1, "chybí nadpis"),
    description: z.string().trim().min(1).optional(),
    sidebar_label: z.string().trim().min(1).optional(),
    sidebar_position: z.number().optional(),
    slug: z
      .string()
      .regex(/^[A-Za-z0-9_/-]+$/, "jen písmena bez diakritiky, číslice, -, _ a /")
      .optional(),
    sidebar: z
      .literal(false, {
        errorMap: () => ({ message: "smí být jen `sidebar: false` (dokument nepatří do žádného postranního menu)" }),
      })
      .optional(),
    hideFooter: z.boolean().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
  })
  .passthrough();

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

export function docFrontmatterProblems(file: string, frontmatter: unknown, source?: string): ContentProblem[] {
  const result = docFrontmatterSchema.safeParse(frontmatter ?? {}, { errorMap: czechErrorMap });
  if (result.success) return [];
  return result.error.issues.map((issue) => frontmatterIssueProblem(file, issue, source));
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

/** A doc: it gets its id, route and last-updated date; returns its front matter's problems. */
export function addDocFields({ node, actions }: FieldArgs, file: ContentFile): ContentProblem[] {
  const frontmatter = (node.frontmatter ?? {}) as DocFrontmatter;
  const source = file.absolutePath ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
  const problems = docFrontmatterProblems(`content/docs/${file.relativePath}`, frontmatter, source);
  actions.createNodeField({ node, name: "docId", value: docIdOf(file.relativePath, frontmatter.id) });
  actions.createNodeField({ node, name: "route", value: docRouteOf(file.relativePath, frontmatter.slug) });
  if (file.absolutePath)
    actions.createNodeField({ node, name: "lastUpdated", value: lastUpdatedOf(file.absolutePath) });
  return problems;
}

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
  /** Its title, lead and cards are its DocCategory node's (src/node/doc-sidebar-nodes.ts), which its template queries. */
  context: Shared;
};
export type DocsPlan = { pages: (DocPagePlan | CategoryPagePlan)[]; problems: string[] };

export type PlanOptions = {
  production?: boolean;
  config?: SiteConfig;
  /** Sidebars generated from data (src/node/generated-sidebars.ts), beside the hand-written ones. */
  generated?: Sidebars;
};

/** Validates the docs, their sidebars and what the configuration points into them, and plans
 * every doc page and generated category page. Pure, so the tests run exactly what the build does. */
export function planDocs(docs: DocInfo[], sidebars: Sidebars, options: PlanOptions = {}): DocsPlan {
  const { production = false, config = siteConfig, generated = {} } = options;
  const clash = Object.keys(generated).filter((id) => id in sidebars);
  const all = { ...sidebars, ...generated };
  const index = indexDocs(docs, production);

  const rendered = Object.fromEntries(Object.entries(all).map(([id, items]) => [id, renderSidebar(items, index)]));
  const pages = [
    ...docPages(docs, all, rendered, index),
    ...generatedCategories(all).map((category) => categoryPage(category, rendered)),
  ];
  const built = new Set(pages.map((page) => page.route));
  const lands = (route: string) => built.has(route) || !route.startsWith("/docs/");
  const targets = { config, sidebars, docRoutes: new Map(docs.map((doc) => [doc.id, doc.route])), lands };
  const problems = [
    ...(clash.length
      ? [`Generated sidebars ${clash.join(", ")} have the names of sidebars in content/sidebars.ts`]
      : []),
    ...index.problems,
    ...sidebarProblems(docs, all, index),
    ...navbarTargetProblems(targets),
    ...versionTargetProblems(targets),
  ];
  return { pages, problems: [...new Set(problems)] };
}

/** What doc and category pages share: their sidebar and where the page sits in it. */
const placeIn = (sidebarId: string, sidebar: SidebarEntry[], route: string) => ({
  route,
  sidebarId,
  sidebar,
  breadcrumbs: breadcrumbTrail(sidebar, route),
  ...neighbours(sidebar, route),
});

/** A published doc's page: with the first sidebar that lists it, or its folder's sidebar-less docs. */
function docPages(
  docs: DocInfo[],
  sidebars: Sidebars,
  rendered: Record<string, SidebarEntry[]>,
  index: DocIndex,
): DocPagePlan[] {
  const sidebarOf = new Map<string, string>();
  for (const [sidebarId, items] of Object.entries(sidebars))
    for (const id of sidebarDocIds(items)) if (!sidebarOf.has(id)) sidebarOf.set(id, sidebarId);
  return docs.filter(index.published).map((doc) => {
    const sidebarId = sidebarOf.get(doc.id);
    const place = sidebarId
      ? placeIn(sidebarId, rendered[sidebarId], doc.route)
      : placeIn(`folder:${path.posix.dirname(doc.id)}`, folderSidebar(doc, docs, index), doc.route);
    return {
      route: doc.route,
      kind: "doc",
      context: {
        id: doc.nodeId,
        docId: doc.id,
        lastUpdated: doc.lastUpdated ? { iso: doc.lastUpdated, text: formatCzechDate(doc.lastUpdated) } : null,
        draft: Boolean(doc.draft),
        unlisted: Boolean(doc.unlisted),
        ...place,
        hideFooter: Boolean(doc.hideFooter),
      },
    };
  });
}

function categoryPage(
  { sidebarId, route }: GeneratedCategory,
  rendered: Record<string, SidebarEntry[]>,
): CategoryPagePlan {
  return {
    route,
    kind: "category",
    context: {
      draft: false,
      unlisted: false,
      hideFooter: false,
      ...placeIn(sidebarId, rendered[sidebarId], route),
    },
  };
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

/** createPages: every doc and every generated category index page, in their families
 * (src/node/families/docs.ts). */
export async function createDocPages(
  args: CreatePagesArgs,
  families: { doc: Family; category: Family },
): Promise<void> {
  const { graphql, actions, reporter } = args;
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
  const nodes = result.data.allMdx.nodes;
  const docs: DocInfo[] = nodes.map((n) => ({
    nodeId: n.id,
    id: n.fields.docId,
    file: path.relative(process.cwd(), n.internal.contentFilePath).split(path.sep).join("/"),
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
  const plan = planDocs(docs, contentSidebars, {
    generated: await generateSidebars(args),
    production: isBuildingForProduction(),
  });
  if (plan.problems.length) {
    reporter.panicOnBuild(`Documentation: ${plan.problems.length} problems:\n- ${plan.problems.join("\n- ")}`);
    return;
  }
  const contentFile = new Map(nodes.map((n) => [n.id, n.internal.contentFilePath]));
  let factsData;
  try {
    factsData = loadFacts();
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const factProblems: string[] = [];
  for (const page of plan.pages) {
    const file = page.kind === "doc" ? (contentFile.get(page.context.id) ?? "") : "";
    const source = page.kind === "doc" ? fs.readFileSync(file, "utf8") : "";
    const { problems, ...facts } = productFactsOf(source, path.relative(process.cwd(), file), factsData);
    factProblems.push(...problems);
    // The keys of what the doc shows, as for pages (most docs show none): the template queries the
    // facts, the country count and the API tables (src/templates/doc.tsx).
    const shows = {
      ...productFactsContext(facts),
      ...(/<CountryCount\b/.test(source) ? { countryCount: true } : {}),
      ...(page.kind === "doc" ? apiTablesFor(source) : {}),
    };
    // A static doc reaches the browser as HTML (plugins/gatsby-overrides/static-body/).
    const { component, context: body } =
      page.kind === "doc" ? mdxPageComponent(docTemplate, file, source) : { component: categoryTemplate, context: {} };
    const family = families[page.kind].name;
    // Ids and small values only: the page queries its sidebar (a static query; the breadcrumbs and
    // previous/next come from it, src/node/doc-sidebar-nodes.ts).
    const { sidebar, breadcrumbs, previous, next, ...kept } = page.context;
    const context = { ...kept, ...shows, ...body, family };
    actions.createPage({ path: page.route, component, context });
  }
  if (factProblems.length) reporter.panicOnBuild(factProblems.join("\n"));
  reporter.info(`Documentation: ${plan.pages.length} pages.`);
}
