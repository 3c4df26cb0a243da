import { siteConfig } from "./site";
import { docRoute } from "../lib/routes";
import type { DocsVersion, SiteConfig } from "./schema";

// Docs versions (docs/product-spec.md §3). The current version's docs live in content/docs/ and are served under
// /docs/; an older version, once cut, lives in content/docs/<name>/ and is served under
// /docs/<name>/ (see /docs/dev/manage-docs-versions/).

export function currentVersion(config: Pick<SiteConfig, "docs"> = siteConfig): DocsVersion {
  const version = config.docs.versions.find((v) => v.name === config.docs.currentVersion);
  if (!version) throw new Error(`docs.currentVersion "${config.docs.currentVersion}" is not one of docs.versions`);
  return version;
}

const isCurrent = (version: DocsVersion, config: Pick<SiteConfig, "docs">) =>
  version.name === config.docs.currentVersion;

/** The full doc id of a version-relative id: the current version has no prefix. */
export function versionedDocId(
  version: DocsVersion,
  docId: string,
  config: Pick<SiteConfig, "docs"> = siteConfig,
): string {
  return isCurrent(version, config) ? docId : `${version.name}/${docId}`;
}

/** The sidebar id of a version: an older version's sidebars are named "<version>/<sidebar>". */
export function versionedSidebarId(
  version: DocsVersion,
  sidebarId: string,
  config: Pick<SiteConfig, "docs"> = siteConfig,
): string {
  return isCurrent(version, config) ? sidebarId : `${version.name}/${sidebarId}`;
}

/** The docs of a version, as version-relative ids: its `docs` list when it has one, otherwise
 * every doc of its folder — content/docs/<name>/ for an older version, content/docs/ without the
 * older versions' folders for the current one. Navbar doc items and the main doc must be among
 * them (checked in src/node/doc-targets.ts). */
export function versionDocIds(
  version: DocsVersion,
  allDocIds: Iterable<string>,
  config: Pick<SiteConfig, "docs"> = siteConfig,
): string[] {
  if (version.docs.length) return [...version.docs];
  const ids = [...allDocIds];
  if (isCurrent(version, config)) {
    const olderFolders = config.docs.versions.filter((v) => !isCurrent(v, config)).map((v) => `${v.name}/`);
    return ids.filter((id) => !olderFolders.some((folder) => id.startsWith(folder)));
  }
  const folder = `${version.name}/`;
  return ids.filter((id) => id.startsWith(folder)).map((id) => id.slice(folder.length));
}

/** The version a route belongs to: /docs/<name>/… for an older version, the current one otherwise. */
export function versionOfRoute(pathname: string, config: Pick<SiteConfig, "docs"> = siteConfig): DocsVersion {
  const older = config.docs.versions.find((v) => !isCurrent(v, config) && pathname.startsWith(`/docs/${v.name}/`));
  return older ?? currentVersion(config);
}

/** Route of a version-relative doc id. */
export function versionDocRoute(
  version: DocsVersion,
  docId: string,
  config: Pick<SiteConfig, "docs"> = siteConfig,
): string {
  return docRoute(versionedDocId(version, docId, config));
}
