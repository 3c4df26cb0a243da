import path from "node:path";
import type { SidebarCategoryItem, SidebarItem, Sidebars } from "../config/sidebars";
import { categoryRoute, docRoute } from "../lib/routes";
import { sidebarPages, type SidebarEntry } from "../lib/doc-sidebar";
import { czechTypography } from "../lib/typography";
import { isBuilt } from "./build-env";

// The docs sidebars: what the build rejects in them, and their rendering into what a doc page
// shows (entries, the category pages they generate and those pages' cards). Every function here is
// pure; planDocs (src/node/docs.ts) composes them.

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

/** The docs by id and by route, with what the build rejects in them. */
export type DocIndex = {
  byId: Map<string, DocInfo>;
  byRoute: Map<string, string>;
  /** Built in this build: drafts only outside production. */
  published: (doc: DocInfo | undefined) => doc is DocInfo;
  problems: string[];
};

export function indexDocs(docs: DocInfo[], production: boolean): DocIndex {
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
  const published = (doc: DocInfo | undefined): doc is DocInfo => Boolean(doc && isBuilt(doc, production));
  return { byId, byRoute, published, problems };
}

/** Every item of a sidebar, categories' items included, in order. */
const allItems = (items: SidebarItem[]): SidebarItem[] =>
  items.flatMap((item) =>
    typeof item !== "string" && item.type === "category" ? [item, ...allItems(item.items)] : [item],
  );

const docIdOfItem = (item: SidebarItem): string | null =>
  typeof item === "string" ? item : item.type === "doc" ? item.id : null;

/** The doc ids a sidebar names: its docs and its categories' doc links. */
export const sidebarDocIds = (items: SidebarItem[]): string[] =>
  allItems(items).flatMap((item) => {
    if (typeof item !== "string" && item.type === "category") return item.link?.type === "doc" ? [item.link.id] : [];
    const id = docIdOfItem(item);
    return id ? [id] : [];
  });

/** A category with a generated index page at /docs/category/<slug>/. */
export type GeneratedCategory = { sidebarId: string; route: string; category: SidebarCategoryItem };

export function generatedCategories(sidebars: Sidebars): GeneratedCategory[] {
  return Object.entries(sidebars).flatMap(([sidebarId, items]) =>
    allItems(items).flatMap((item) =>
      typeof item !== "string" && item.type === "category" && item.link?.type === "generated-index"
        ? [{ sidebarId, route: categoryRoute(item.link.slug), category: item }]
        : [],
    ),
  );
}

/** Sidebars may name only existing docs, every doc is in a
 * sidebar or says it is not, internal links end in "/", and a category page is generated once and
 * not over a doc. */
export function sidebarProblems(docs: DocInfo[], sidebars: Sidebars, { byId, byRoute }: DocIndex): string[] {
  const problems: string[] = [];
  const referenced = new Set<string>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const ids = sidebarDocIds(items);
    ids.forEach((id) => referenced.add(id));
    for (const id of ids.filter((id) => !byId.has(id)))
      problems.push(`Sidebar "${sidebarId}" names doc id "${id}", which does not exist (no content/docs/${id}.mdx)`);
    for (const item of allItems(items))
      if (typeof item !== "string" && item.type === "link" && item.href.startsWith("/") && !item.href.endsWith("/"))
        problems.push(`Sidebar "${sidebarId}": link "${item.label}" to ${item.href} needs a trailing slash`);
  }

  for (const doc of docs) {
    const inSidebar = referenced.has(doc.id);
    if (!inSidebar && !doc.noSidebar && !doc.unlisted)
      problems.push(
        `${doc.file}: doc "${doc.id}" is in no sidebar; add it to content/sidebars.ts or set \`sidebar: false\` in its front matter`,
      );
    if (inSidebar && doc.noSidebar)
      problems.push(`${doc.file}: doc "${doc.id}" says \`sidebar: false\` but a sidebar lists it`);
  }

  const generatedBy = new Map<string, string>();
  for (const { sidebarId, route } of generatedCategories(sidebars)) {
    const other = generatedBy.get(route);
    if (other) problems.push(`Sidebar "${sidebarId}": category page ${route} is also generated by sidebar "${other}"`);
    generatedBy.set(route, sidebarId);
    if (byRoute.has(route))
      problems.push(`Category page ${route} (sidebar "${sidebarId}") collides with the doc ${byRoute.get(route)}`);
  }
  return problems;
}

/** A sidebar as a page shows it: labels with Czech typography, drafts left out of production. */
export function renderSidebar(items: SidebarItem[], index: DocIndex): SidebarEntry[] {
  const { byId, published } = index;
  return items.flatMap((item): SidebarEntry[] => {
    if (typeof item === "string" || item.type === "doc") {
      const docItem = typeof item === "string" ? { id: item, label: undefined } : item;
      const doc = byId.get(docItem.id);
      if (doc && !published(doc)) return [];
      const label = docItem.label ?? doc?.sidebarLabel ?? doc?.title ?? docItem.id;
      return [{ type: "link", label: czechTypography(label), href: doc?.route ?? docRoute(docItem.id) }];
    }
    if (item.type === "link") return [{ type: "link", label: czechTypography(item.label), href: item.href }];
    const href =
      item.link?.type === "generated-index"
        ? categoryRoute(item.link.slug)
        : item.link?.type === "doc"
          ? (byId.get(item.link.id)?.route ?? docRoute(item.link.id))
          : undefined;
    const entries = renderSidebar(item.items, index);
    return [
      { type: "category", label: czechTypography(item.label), href, collapsed: item.collapsed ?? true, items: entries },
    ];
  });
}

/** A generated category page's h1 and the lead under it, with Czech typography. */
export function categoryHeading(category: SidebarCategoryItem): { title: string; description: string | null } {
  const link = category.link?.type === "generated-index" ? category.link : undefined;
  return {
    title: czechTypography(link?.title ?? category.label),
    description: link?.description ? czechTypography(link.description) : null,
  };
}

/** The cards of a generated category page: one per published doc, link and subcategory. */
export function categoryCards(category: SidebarCategoryItem, index: DocIndex): Card[] {
  const { byId, published } = index;
  const typeset = (text: string | null | undefined) => (text ? czechTypography(text) : undefined);
  return category.items.flatMap((item): Card[] => {
    const docId = docIdOfItem(item);
    if (docId) {
      const doc = byId.get(docId);
      return published(doc)
        ? [{ title: czechTypography(doc.title), description: typeset(doc.description), href: doc.route }]
        : [];
    }
    if (typeof item === "string" || item.type === "doc") return [];
    if (item.type === "link") return [{ title: czechTypography(item.label), href: item.href }];
    const [entry] = renderSidebar([item], index);
    const href = entry?.type === "category" ? (entry.href ?? sidebarPages(entry.items)[0]?.href) : undefined;
    if (!href) return [];
    const description =
      item.link?.type === "generated-index"
        ? item.link.description
        : item.link?.type === "doc"
          ? byId.get(item.link.id)?.description
          : undefined;
    return [{ title: czechTypography(item.label), description: typeset(description), href }];
  });
}

/** The sidebar of a doc in no sidebar: the other sidebar-less docs of its folder, by sidebar_position. */
export function folderSidebar(doc: DocInfo, docs: DocInfo[], index: DocIndex): SidebarEntry[] {
  return folderSidebarEntries(path.posix.dirname(doc.id), docs, index);
}

/** The id of the sidebar of a folder's docs that are in no sidebar: folder:help, folder:. */
export const folderSidebarId = (folder: string): string => `folder:${folder}`;

/** The sidebar-less docs of a folder ("." for content/docs itself), by sidebar_position. */
export function folderSidebarEntries(folder: string, docs: DocInfo[], { published }: DocIndex): SidebarEntry[] {
  return docs
    .filter((d) => d.noSidebar && !d.unlisted && published(d) && path.posix.dirname(d.id) === folder)
    .sort(
      (a, b) =>
        (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) || a.title.localeCompare(b.title, "cs"),
    )
    .map((d) => ({ type: "link" as const, label: czechTypography(d.sidebarLabel ?? d.title), href: d.route }));
}
