import type { DocsVersion, DropdownChild, NavbarItem, SiteConfig } from "../config/schema";
import type { Sidebars } from "../config/sidebars";
import { navbarTarget, type NavbarDocItem } from "../config/navbar-targets";
import { currentVersion, versionDocIds, versionedDocId } from "../config/versions";

// The one check of what the configuration points into the docs: navbar doc and docSidebar items
// and each docs version's main doc and docs list.

type Targets = {
  config: SiteConfig;
  /** The hand-written sidebars (content/sidebars.ts): the ones the navbar resolves against. */
  sidebars: Sidebars;
  /** Every doc id with its route. */
  docRoutes: Map<string, string>;
  /** Whether a route is a page the build makes (or one it does not own, outside /docs/). */
  lands: (route: string) => boolean;
};

/** A version's docs: its `docs` list, or every doc of its folder when the list is empty. */
const docsOf = (version: DocsVersion, { config, docRoutes }: Targets) =>
  new Set(versionDocIds(version, docRoutes.keys(), config));

/** Every doc and docSidebar item of the navbar, dropdown children included. */
export function navbarDocItems(config: SiteConfig): NavbarDocItem[] {
  return config.navbar.items
    .flatMap((item): (NavbarItem | DropdownChild)[] => (item.type === "dropdown" ? [item, ...item.items] : [item]))
    .filter((item): item is NavbarDocItem => item.type === "doc" || item.type === "docSidebar");
}

export function navbarTargetProblems(targets: Targets): string[] {
  const { config, sidebars, docRoutes, lands } = targets;
  const version = currentVersion(config);
  const currentDocs = docsOf(version, targets);
  return navbarDocItems(config).flatMap((item): string[] => {
    const target = navbarTarget(item, config, sidebars);
    if (target.problem !== undefined) return [target.problem];
    if (item.type === "docSidebar")
      return lands(target.to)
        ? []
        : [`Navbar docSidebar item "${item.label}" leads to ${target.to}, which is not built`];
    const name = `Navbar doc item "${item.label ?? item.docId}"`;
    const id = versionedDocId(version, item.docId, config);
    const route = docRoutes.get(id);
    if (!route) return [`${name} names doc id "${item.docId}", which does not exist in docs version "${version.name}"`];
    if (!currentDocs.has(item.docId))
      return [`${name} names doc id "${item.docId}", which is not in the docs list of docs version "${version.name}"`];
    if (route !== target.to)
      return [`${name}: doc "${id}" has a custom slug or id; link it with a link item to ${route}`];
    return [];
  });
}

export function versionTargetProblems(targets: Targets): string[] {
  const { config, docRoutes } = targets;
  return config.docs.versions.flatMap((v) => {
    const problems: string[] = [];
    if (!docRoutes.has(versionedDocId(v, v.mainDocId, config)))
      problems.push(`docs.versions "${v.name}": main doc id "${v.mainDocId}" does not exist`);
    else if (!docsOf(v, targets).has(v.mainDocId))
      problems.push(`docs.versions "${v.name}": main doc id "${v.mainDocId}" is not in its docs list`);
    for (const id of v.docs)
      if (!docRoutes.has(versionedDocId(v, id, config)))
        problems.push(`docs.versions "${v.name}": docs list names "${id}", which does not exist`);
    return problems;
  });
}
