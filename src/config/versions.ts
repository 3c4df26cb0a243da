import { siteConfig } from "./site";
import { docRoute } from "./sidebars";
import type { DocsVersion, SiteConfig } from "./schema";

// Docs versions (spec §3). The current version's docs live in content/docs/ and are served under
// /docs/; an older version, once cut, lives in content/docs/<name>/ and is served under
// /docs/<name>/ (see /docs/dev/manage-docs-versions/).

export function currentVersion(config: Pick<SiteConfig, "docs"> = siteConfig): DocsVersion {
  const version = config.docs.versions.find((v) => v.name === config.docs.currentVersion);
  if (!version) throw new Error(`docs.currentVersion "${config.docs.currentVersion}" is not one of docs.versions`);
  return version;
}

const isCurrent = (version: DocsVersion, config: Pick<SiteConfig, "docs">) => version.name === config.docs.currentVersion;

/** The full doc id of a version-relative id: the current version has no prefix. */
export function versionedDocId(version: DocsVersion, docId: string, config: Pick<SiteConfig, "docs"> = siteConfig): string {
  return isCurrent(version, config) ? docId : `${version.name}/${docId}`;
}

/** The sidebar id of a version: an older version's sidebars are named "<version>/<sidebar>". */
export function versionedSidebarId(version: DocsVersion, sidebarId: string, config: Pick<SiteConfig, "docs"> = siteConfig): string {
  return isCurrent(version, config) ? sidebarId : `${version.name}/${sidebarId}`;
}

/** Route of a version-relative doc id. */
export function versionDocRoute(version: DocsVersion, docId: string, config: Pick<SiteConfig, "docs"> = siteConfig): string {
  return docRoute(versionedDocId(version, docId, config));
}
